/**
 * The inbox's "all leads on this page": ticking it ticks every lead's box, and unticking a lead
 * unticks it, so the boxes always show what a bulk change will be done for. Without a script the
 * form sends "all" and the server takes every lead shown.
 */
const all = document.querySelector<HTMLInputElement>('input[data-select-all]');
const boxes = () => document.querySelectorAll<HTMLInputElement>('#leads-table input[type=checkbox][name=lead]');

if (all) {
  const tickAll = () => {
    for (const box of boxes()) box.checked = all.checked;
  };
  all.addEventListener('change', tickAll);
  // Ticked before this script ran: the boxes follow at once.
  if (all.checked) tickAll();
  document.addEventListener('change', (event) => {
    const box = event.target;
    if (box instanceof HTMLInputElement && box.name === 'lead' && !box.checked) all.checked = false;
  });
}
