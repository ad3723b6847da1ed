/**
 * Files checked in the browser before they are sent: a file larger than its form takes, or of a
 * type its field does not take, is named at the field (in the words the server would use) and
 * the form is not sent, so nothing typed waits on an upload that would be refused.
 */
const accepts = (input: HTMLInputElement, file: File): boolean => {
  const accepted = input.accept.split(',').map((each) => each.trim().toLowerCase()).filter(Boolean);
  const name = file.name.toLowerCase();
  return !accepted.length || accepted.some((each) => (each.startsWith('.') ? name.endsWith(each) : each === file.type.toLowerCase()));
};

for (const input of document.querySelectorAll<HTMLInputElement>('input[type="file"][data-max-bytes]')) {
  const said = document.getElementById(`${input.id}-check`);
  const check = (): string => {
    const file = input.files?.[0];
    const problem = !file ? '' : file.size > Number(input.dataset.maxBytes) ? (input.dataset.tooLarge ?? '') : accepts(input, file) ? '' : (input.dataset.wrongType ?? '');
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
  input.form?.addEventListener('submit', (event) => {
    if (!check()) return;
    event.preventDefault();
    input.focus();
  });
}
