// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonOptionSchema, type ButtonOption } from '../options/button-option.ts';
import { ButtonOptionFields } from './ButtonOptionFields.tsx';
import { EditorServicesProvider, type EditorServices } from './editor-context.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const services: EditorServices = {
  pages: [{ id: 3, name: 'About' }],
  sitePaths: [
    { path: '/blog', name: 'Blog' },
    { path: '/episodes', name: 'Episodes' },
  ],
};

let root: Root | undefined;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

/** The fields for `value`; returns every option value the parent was handed. */
function renderFields(value: ButtonOption) {
  const changes: ButtonOption[] = [];
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root!.render(
      <EditorServicesProvider value={services}>
        <ButtonOptionFields value={value} onChange={(next) => changes.push(next)} />
      </EditorServicesProvider>,
    ),
  );
  const select = [...container.querySelectorAll('label')].find((label) => label.textContent === 'Link to page')!.control as HTMLSelectElement;
  const pick = (optionValue: string) =>
    act(() => {
      select.value = optionValue;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  return { select, pick, changes };
}

describe('the button link picker', () => {
  it('offers the blog and the episodes beside the pages and links to them by their path', () => {
    const { select, pick, changes } = renderFields(buttonOptionSchema.parse({ CustomLink: 'https://old.example.com' }));
    expect([...select.options].map((option) => option.textContent)).toEqual(['No page', 'About', 'Blog', 'Episodes']);
    pick('/blog');
    expect(changes.at(-1)).toMatchObject({ PageId: null, CustomLink: '/blog' });
  });

  it('shows a link to the blog as chosen, and leaving it for a page clears the link', () => {
    const { select, pick, changes } = renderFields(buttonOptionSchema.parse({ CustomLink: '/blog' }));
    expect(select.value).toBe('/blog');
    pick('3');
    expect(changes.at(-1)).toMatchObject({ PageId: 3, CustomLink: '' });
  });

  it('keeps an address of its own when a page is chosen', () => {
    const { pick, changes } = renderFields(buttonOptionSchema.parse({ CustomLink: 'https://shop.example.com' }));
    pick('3');
    expect(changes.at(-1)).toMatchObject({ PageId: 3, CustomLink: 'https://shop.example.com' });
  });
});
