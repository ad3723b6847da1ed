/**
 * Copy buttons (`data-copy`): hidden in the page, shown here where the browser can write to the
 * clipboard, each copying its value and saying so in the page's `data-copy-status` line.
 */
const copyStatus = document.querySelector<HTMLElement>('[data-copy-status]');

if (navigator.clipboard && window.isSecureContext) {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    button.hidden = false;
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(button.dataset.copy ?? '');
        if (copyStatus) copyStatus.textContent = copyStatus.dataset.copied ?? '';
      } catch {
        if (copyStatus) copyStatus.textContent = copyStatus.dataset.failed ?? '';
      }
    });
  }
}
