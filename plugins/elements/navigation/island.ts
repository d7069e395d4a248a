import { defineIsland } from '@tessera/sdk/island';

const CHEVRON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="m6 9 6 6 6-6"/></svg>';

/**
 * Turns the no-JavaScript menu into a disclosure menu: the <details> hamburger becomes a button
 * with aria-expanded, each dropdown gets its own toggle button, and Escape closes what is open
 * (the innermost first), returning focus to the button that opened it.
 */
export default defineIsland((root) => {
  const nav = root.querySelector<HTMLElement>('.ts-navigation');
  const details = nav?.querySelector<HTMLDetailsElement>('.ts-navigation__disclosure');
  const summary = details?.querySelector('summary');
  const list = nav?.querySelector<HTMLElement>('.ts-navigation__list');
  if (!nav || !details || !summary || !list) return;

  const menuButton = document.createElement('button');
  menuButton.type = 'button';
  menuButton.className = 'ts-navigation__toggle ts-navigation__menu-button';
  menuButton.setAttribute('aria-expanded', 'false');
  menuButton.setAttribute('aria-controls', list.id);
  menuButton.innerHTML = summary.innerHTML;
  details.replaceWith(menuButton);
  nav.classList.add('ts-navigation--enhanced');

  const setMenuOpen = (open: boolean) => {
    nav.classList.toggle('is-open', open);
    menuButton.setAttribute('aria-expanded', String(open));
  };

  const parents = [...list.querySelectorAll<HTMLElement>(':scope > .ts-navigation__item--parent')];
  const subToggles = parents.map((item) => {
    const submenu = item.querySelector<HTMLElement>('.ts-navigation__submenu');
    const label = item.querySelector('.ts-navigation__link')?.textContent ?? '';
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.className = 'ts-navigation__sub-toggle';
    toggle.setAttribute('aria-expanded', 'false');
    if (submenu) toggle.setAttribute('aria-controls', submenu.id);
    toggle.setAttribute('aria-label', `${label} submenu`);
    toggle.innerHTML = CHEVRON;
    submenu?.before(toggle);
    return toggle;
  });

  const setSubmenuOpen = (index: number, open: boolean) => {
    parents[index]?.classList.toggle('is-open', open);
    subToggles[index]?.setAttribute('aria-expanded', String(open));
  };
  const closeSubmenus = (except = -1) => parents.forEach((_, index) => index !== except && setSubmenuOpen(index, false));

  const onMenuClick = () => setMenuOpen(menuButton.getAttribute('aria-expanded') !== 'true');
  const onSubClick = (event: Event) => {
    const index = subToggles.indexOf(event.currentTarget as HTMLButtonElement);
    const open = subToggles[index]?.getAttribute('aria-expanded') !== 'true';
    closeSubmenus(index);
    setSubmenuOpen(index, open);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const openIndex = parents.findIndex((item) => item.classList.contains('is-open'));
    if (openIndex >= 0) {
      setSubmenuOpen(openIndex, false);
      subToggles[openIndex]?.focus();
    } else if (nav.classList.contains('is-open')) {
      setMenuOpen(false);
      menuButton.focus();
    } else return;
    event.preventDefault();
  };
  // Dropdowns lie over the page: close them when the visitor clicks or tabs elsewhere.
  const onDocumentClick = (event: MouseEvent) => {
    if (!nav.contains(event.target as Node)) closeSubmenus();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget && !nav.contains(event.relatedTarget as Node)) closeSubmenus();
  };

  menuButton.addEventListener('click', onMenuClick);
  subToggles.forEach((toggle) => toggle.addEventListener('click', onSubClick));
  nav.addEventListener('keydown', onKeyDown);
  nav.addEventListener('focusout', onFocusOut);
  document.addEventListener('click', onDocumentClick);

  return () => {
    document.removeEventListener('click', onDocumentClick);
    nav.removeEventListener('keydown', onKeyDown);
    nav.removeEventListener('focusout', onFocusOut);
    subToggles.forEach((toggle) => toggle.remove());
    parents.forEach((item) => item.classList.remove('is-open'));
    nav.classList.remove('ts-navigation--enhanced', 'is-open');
    menuButton.replaceWith(details);
  };
});
