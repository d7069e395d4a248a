// @vitest-environment jsdom
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '@tessera/sdk';
import { renderElement } from '@tessera/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import socialSharing from './index.ts';
import island from './island.ts';

const pageUrl = 'http://localhost:3000/blog/hello world?ref=a&x=1';

function mountSharing(props: Record<string, unknown> = {}) {
  const parsed = socialSharing.props.parse(props);
  const root = document.createElement('div');
  root.id = 'element-8';
  root.setAttribute(ISLAND_ATTRIBUTE, 'social-sharing');
  root.setAttribute(ISLAND_PROPS_ATTRIBUTE, JSON.stringify(socialSharing.islandProps!(parsed)));
  root.innerHTML = renderElement(socialSharing, parsed, { id: 'element-8' });
  document.body.append(root);
  const cleanup = island.mount(root, JSON.parse(root.getAttribute(ISLAND_PROPS_ATTRIBUTE)!));
  const link = (target: string) => root.querySelector<HTMLAnchorElement>(`a[data-share="${target}"]`)!;
  const copy = root.querySelector<HTMLButtonElement>('button[data-share="copy"]')!;
  const status = root.querySelector<HTMLElement>('[role="status"]')!;
  return { root, link, copy, status, cleanup };
}

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  window.history.replaceState(null, '', '/blog/hello world?ref=a&x=1#comments');
  document.title = 'Hello world';
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('social-sharing island', () => {
  it('fills the share links with the encoded page address and title after mount', () => {
    expect(location.href).toBe('http://localhost:3000/blog/hello%20world?ref=a&x=1#comments');
    const { link } = mountSharing({ networks: ['facebook', 'x', 'email'] });
    const encoded = encodeURIComponent('http://localhost:3000/blog/hello%20world?ref=a&x=1');
    expect(link('facebook').getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(link('x').getAttribute('href')).toBe(`https://x.com/intent/tweet?url=${encoded}&text=Hello%20world`);
    expect(link('email').getAttribute('href')).toBe(`mailto:?subject=Hello%20world&body=${encoded}`);
    expect(link('facebook').getAttribute('href')).not.toContain('comments');
  });

  it('prefers the canonical address and text from the props', () => {
    const { link } = mountSharing({ networks: ['linkedin'], shareUrl: 'https://acme.test/post', shareText: 'Our news' });
    expect(link('linkedin').getAttribute('href')).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Facme.test%2Fpost');
  });

  it('copies the page address to the clipboard and announces "Copied" for five seconds', async () => {
    vi.useFakeTimers();
    const { copy, status } = mountSharing();
    expect(copy.disabled).toBe(false);
    expect(status.textContent).toBe('');
    copy.click();
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/blog/hello%20world?ref=a&x=1');
    // The island's continuation was queued on this promise first, so it has run once this resolves.
    await writeText.mock.results[0]!.value;
    expect(status.textContent).toBe('Copied');
    vi.advanceTimersByTime(4999);
    expect(status.textContent).toBe('Copied');
    vi.advanceTimersByTime(1);
    expect(status.textContent).toBe('');
  });

  it('copies the canonical address when one is given', async () => {
    const { copy, status } = mountSharing({ shareUrl: pageUrl.replace('http://localhost:3000', 'https://acme.test') });
    copy.click();
    await vi.waitFor(() => expect(status.textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith('https://acme.test/blog/hello world?ref=a&x=1');
  });

  it('says so when the browser refuses to copy', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const { copy, status } = mountSharing();
    copy.click();
    await vi.waitFor(() => expect(status.textContent).toBe('The link could not be copied'));
  });

  it('hides the copy button where the browser has no clipboard', () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const { copy } = mountSharing();
    expect(copy.closest('li')!.hidden).toBe(true);
  });
});
