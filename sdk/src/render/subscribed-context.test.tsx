// @vitest-environment jsdom
import { act, memo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSubscribedContext } from './subscribed-context.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Title = createSubscribedContext('untitled');

let renders = { reader: 0, other: 0 };
function Reader() {
  renders.reader++;
  return <h1>{Title.use()}</h1>;
}
function Other() {
  renders.other++;
  return <p>static</p>;
}
/** A memoised part of the tree with no props to change: React skips it when its parent renders. */
const Skipped = memo(function Skipped() {
  return (
    <section>
      <Other />
      <Reader />
    </section>
  );
});

let setTitle: (title: string) => void = () => {};
function Host() {
  const [title, set] = useState('Acme');
  setTitle = set;
  return (
    <Title.Provider value={title}>
      <Skipped />
    </Title.Provider>
  );
}

describe('createSubscribedContext', () => {
  const container = document.createElement('div');
  let root: ReturnType<typeof createRoot> | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    renders = { reader: 0, other: 0 };
  });

  it('hands a new value to a reader below a part of the tree that skips rendering, and re-renders only the reader', () => {
    root = createRoot(container);
    act(() => root!.render(<Host />));
    expect(container.querySelector('h1')?.textContent).toBe('Acme');
    const before = { ...renders };

    act(() => setTitle('Acme Studio'));
    expect(container.querySelector('h1')?.textContent).toBe('Acme Studio');
    expect(renders.reader).toBe(before.reader + 1);
    expect(renders.other).toBe(before.other);

    act(() => setTitle('Acme Studio'));
    expect(renders.reader).toBe(before.reader + 1);
  });

  it('gives the default without a provider, and the provider’s value when rendered on the server', () => {
    expect(renderToStaticMarkup(<Reader />)).toBe('<h1>untitled</h1>');
    expect(renderToStaticMarkup(<Host />)).toBe('<section><p>static</p><h1>Acme</h1></section>');
  });

  it('keeps each provider’s value to the tree below it', () => {
    root = createRoot(container);
    act(() =>
      root!.render(
        <>
          <Title.Provider value="First">
            <Reader />
          </Title.Provider>
          <Title.Provider value="Second">
            <Reader />
          </Title.Provider>
        </>,
      ),
    );
    expect([...container.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual(['First', 'Second']);
  });
});
