// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeValue } from '../test/fields.ts';
import { click, render, unmountLeftovers, waitFor } from '../test/render.tsx';
import { SearchBox } from './SearchBox.tsx';

afterEach(unmountLeftovers);

/** A list's search kept outside the box, as the address keeps it, with a Clear filters button. */
function List() {
  const [search, setSearch] = useState('bread');
  return (
    <>
      <SearchBox label="Search" value={search} onSearch={setSearch} />
      <button type="button" onClick={() => setSearch('')}>
        Clear filters
      </button>
      <output>{search}</output>
    </>
  );
}

describe('SearchBox', () => {
  it('empties when the search is cleared from outside, and searches the same words typed again', async () => {
    const { container } = await render(<List />);
    const input = container.querySelector('input')!;
    const searched = () => container.querySelector('output')!.textContent;
    expect(input.value).toBe('bread');
    await click(container.querySelector('button'));
    expect(input.value).toBe('');
    expect(searched()).toBe('');
    changeValue(input, 'bread');
    await waitFor(() => expect(searched()).toBe('bread'));
    changeValue(input, 'rye ');
    await waitFor(() => expect(searched()).toBe('rye'));
    expect(input.value).toBe('rye ');
  });
});
