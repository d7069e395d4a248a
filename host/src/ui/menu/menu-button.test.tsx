// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pressKey } from '../../test/keys.ts';
import { click, render, unmountLeftovers, type Rendered } from '../../test/render.tsx';
import { MenuButton } from './MenuButton.tsx';

let view: Rendered;
afterEach(unmountLeftovers);

async function renderMenu(onPick = vi.fn()) {
  view = await render(
    <MenuButton label="⋯" ariaLabel="More actions for Bakery">
      {(close) =>
        ['Pages', 'Duplicate', 'Delete'].map((name) => (
          <button
            key={name}
            type="button"
            role="menuitem"
            onClick={() => {
              close();
              onPick(name);
            }}
          >
            {name}
          </button>
        ))
      }
    </MenuButton>,
  );
  return view.container.querySelector<HTMLButtonElement>('button[aria-haspopup="menu"]')!;
}
const menu = () => view.container.querySelector<HTMLElement>('[role="menu"]');
const focused = () => document.activeElement?.textContent;

describe('MenuButton', () => {
  it('opens on its first item, named by its button, and moves with the arrow keys, Home and End', async () => {
    const button = await renderMenu();
    expect(menu()).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(menu()?.getAttribute('aria-labelledby')).toBe(button.id);
    expect(focused()).toBe('Pages');
    await pressKey(document.activeElement!, 'ArrowUp');
    expect(focused()).toBe('Delete');
    await pressKey(document.activeElement!, 'ArrowDown');
    expect(focused()).toBe('Pages');
    await pressKey(document.activeElement!, 'End');
    expect(focused()).toBe('Delete');
    await pressKey(document.activeElement!, 'Home');
    expect(focused()).toBe('Pages');
  });

  it('closes on Escape with focus back on its button, and on a press elsewhere', async () => {
    const button = await renderMenu();
    await click(button);
    await pressKey(document.activeElement!, 'Escape');
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button);
    await click(button);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await click(document.body);
    expect(menu()).toBeNull();
  });

  it('runs the chosen action and closes', async () => {
    const onPick = vi.fn();
    const button = await renderMenu(onPick);
    await click(button);
    await click([...menu()!.querySelectorAll('button')].find((item) => item.textContent === 'Duplicate')!);
    expect(onPick).toHaveBeenCalledWith('Duplicate');
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
