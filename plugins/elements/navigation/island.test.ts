// @vitest-environment jsdom
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '@tessera/sdk';
import { renderElement } from '@tessera/sdk/testing';
import { afterEach, describe, expect, it } from 'vitest';
import navigation from './index.ts';
import island from './island.ts';

function mountMenu() {
  const root = document.createElement('div');
  root.id = 'element-5';
  root.setAttribute(ISLAND_ATTRIBUTE, 'navigation');
  root.setAttribute(ISLAND_PROPS_ATTRIBUTE, JSON.stringify(navigation.islandProps!(navigation.props.parse({}))));
  root.innerHTML = renderElement(navigation, {}, { id: 'element-5' });
  document.body.append(root);
  const cleanup = island.mount(root, JSON.parse(root.getAttribute(ISLAND_PROPS_ATTRIBUTE)!));
  const nav = root.querySelector<HTMLElement>('.ts-navigation')!;
  const menuButton = root.querySelector<HTMLButtonElement>('button.ts-navigation__menu-button')!;
  return { root, nav, menuButton, cleanup };
}

const escape = (target: Element) => target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('navigation island', () => {
  it('replaces the <details> with a hamburger button that toggles aria-expanded', () => {
    const { root, nav, menuButton } = mountMenu();
    expect(root.querySelector('details')).toBeNull();
    expect(menuButton.getAttribute('aria-controls')).toBe('element-5-menu');
    expect(menuButton.textContent).toBe('Menu');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    menuButton.click();
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(nav.classList.contains('is-open')).toBe(true);
    menuButton.click();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(nav.classList.contains('is-open')).toBe(false);
  });

  it('closes the open menu on Escape and returns focus to the hamburger', () => {
    const { root, nav, menuButton } = mountMenu();
    menuButton.click();
    const link = root.querySelector<HTMLAnchorElement>('.ts-navigation__link')!;
    link.focus();
    escape(link);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(nav.classList.contains('is-open')).toBe(false);
    expect(document.activeElement).toBe(menuButton);
  });

  it('gives each dropdown a toggle button; Escape closes the dropdown before the menu', () => {
    const { root, nav, menuButton } = mountMenu();
    const toggles = root.querySelectorAll<HTMLButtonElement>('.ts-navigation__sub-toggle');
    expect(toggles).toHaveLength(1);
    const toggle = toggles[0]!;
    expect(toggle.getAttribute('aria-label')).toBe('Services submenu');
    expect(toggle.getAttribute('aria-controls')).toBe('element-5-submenu-2');
    expect(nav.classList.contains('ts-navigation--enhanced')).toBe(true);

    menuButton.click();
    toggle.click();
    const parent = toggle.closest('li')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(parent.classList.contains('is-open')).toBe(true);

    const child = parent.querySelector<HTMLAnchorElement>('.ts-navigation__submenu a')!;
    child.focus();
    escape(child);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(parent.classList.contains('is-open')).toBe(false);
    expect(document.activeElement).toBe(toggle);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');

    escape(toggle);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes an open dropdown when the visitor clicks elsewhere on the page', () => {
    const { root } = mountMenu();
    const toggle = root.querySelector<HTMLButtonElement>('.ts-navigation__sub-toggle')!;
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    document.body.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('puts the server markup back when unmounted', () => {
    const { root, cleanup } = mountMenu();
    cleanup!();
    expect(root.querySelector('details.ts-navigation__disclosure')).not.toBeNull();
    expect(root.querySelector('button')).toBeNull();
    expect(root.querySelector('.ts-navigation--enhanced')).toBeNull();
  });
});
