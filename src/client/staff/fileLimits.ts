/**
 * Files checked in the browser before they are sent: a file larger than its form takes, or of a
 * type its field does not take, is named at the field (in the words the server would use) and
 * the form is not sent, so nothing typed waits on an upload that would be refused.
 */
import { fileProblem } from './fileCheck';

for (const input of document.querySelectorAll<HTMLInputElement>('input[type="file"][data-max-bytes]')) {
  const said = document.getElementById(`${input.id}-check`);
  const check = (): string => {
    const { maxBytes, tooLarge = '', wrongType = '' } = input.dataset;
    const problem = fileProblem(input.files?.[0], {
      maxBytes: Number(maxBytes),
      accept: input.accept,
      tooLarge,
      wrongType,
    });
    input.setCustomValidity(problem);
    if (problem) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    if (said) {
      said.textContent = problem;
      said.hidden = !problem;
    }
    return problem;
  };
  input.addEventListener('change', check);
  // A file chosen before this script ran is checked as soon as it runs.
  if (input.files?.length) check();
  input.form?.addEventListener('submit', (event) => {
    if (!check()) return;
    event.preventDefault();
    input.focus();
  });
}
