/** Mobile menu: the toggle shows and hides the links; Escape closes it and returns focus. */
export function setUpMenu(root: Document = document): void {
  const toggle = root.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = root.querySelector<HTMLElement>('[data-menu]');
  const label = root.querySelector<HTMLElement>('[data-menu-toggle-label]');
  if (!toggle || !menu) return;

  const setOpen = (open: boolean, returnFocus = false) => {
    toggle.setAttribute('aria-expanded', String(open));
    menu.toggleAttribute('data-open', open);
    if (label) label.textContent = (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? '';
    if (open) menu.querySelector<HTMLElement>('a')?.focus();
    else if (returnFocus) toggle.focus();
  };

  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') setOpen(false, true);
  });
  // A link to an anchor on the same page closes the menu so the target is not hidden behind it.
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
}
