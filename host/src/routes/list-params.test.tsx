// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { click, render, settle, unmountLeftovers, waitFor } from '../test/render.tsx';
import { useListParams } from './list-params.ts';

afterEach(unmountLeftovers);

/** A list whose search is changed from outside (a search box's pause ending) through `window.search`. */
function List() {
  const { search, update } = useListParams();
  (window as unknown as { search: (words: string) => void }).search = (words) => update({ search: words });
  return (
    <>
      <output>{search}</output>
      <Link to="/items/7">Open item 7</Link>
    </>
  );
}

/** The list at /items, and an item screen whose code loads when `finishLoading` is called. */
async function listWithSlowItem() {
  let finishLoading: (module: { Component: () => ReactNode }) => void = () => {};
  const router = createMemoryRouter(
    [
      { path: '/items', Component: List },
      { path: '/items/:id', lazy: () => new Promise((resolve) => (finishLoading = resolve)) },
    ],
    { initialEntries: ['/items'] },
  );
  const view = await render(<RouterProvider router={router} />);
  const searchNow = (words: string) => (window as unknown as { search: (words: string) => void }).search(words);
  return { router, view, searchNow, search: (words: string) => settle(() => searchNow(words)), finish: () => finishLoading({ Component: () => <h1>Item 7</h1> }) };
}

describe('useListParams', () => {
  it('keeps a search in the address, and drops one that arrives while the user is on the way to another screen', async () => {
    const { router, view, search, finish } = await listWithSlowItem();
    await search('bread');
    expect(router.state.location.search).toBe('?search=bread');

    await click(view.container.querySelector('a'));
    expect(router.state.navigation.state).toBe('loading');
    await search('rye');
    finish();
    await waitFor(() => expect(router.state.location.pathname).toBe('/items/7'));
    expect(view.container.textContent).toContain('Item 7');
  });

  it('drops a search that arrives in the same moment as the navigation, before the list has rendered again', async () => {
    const { router, view, searchNow, finish } = await listWithSlowItem();
    await settle(() => {
      void router.navigate('/items/7');
      searchNow('rye');
    });
    finish();
    await waitFor(() => expect(router.state.location.pathname).toBe('/items/7'));
    expect(view.container.textContent).toContain('Item 7');
  });
});
