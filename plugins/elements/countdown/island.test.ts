// @vitest-environment jsdom
import { renderElement } from '@tessera/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import countdown from './index.ts';
import island from './island.ts';

const NOW = Date.UTC(2025, 5, 1, 16); // noon in New York

function mountCountdown(props: Record<string, unknown>) {
  const root = document.createElement('div');
  root.id = 'element-5';
  root.className = 'ts-element';
  root.setAttribute('data-island', 'countdown');
  root.setAttribute('data-island-props', JSON.stringify(countdown.islandProps!(countdown.props.parse(props))));
  root.innerHTML = renderElement(countdown, props, { id: root.id });
  document.body.append(root);
  const cleanup = island.mount(root, JSON.parse(root.getAttribute('data-island-props')!));
  return { root, cleanup: cleanup ?? (() => {}) };
}

const shown = (root: HTMLElement) => [...root.querySelectorAll('[data-countdown-value]')].map((value) => value.textContent).join(':');

describe('countdown island', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('shows the time left and counts the seconds down', () => {
    const { root, cleanup } = mountCountdown({ date: '2025-06-01', time: '12:01' });
    expect(shown(root)).toBe('00:00:01:00');
    vi.advanceTimersByTime(1000);
    expect(shown(root)).toBe('00:00:00:59');
    vi.advanceTimersByTime(9000);
    expect(shown(root)).toBe('00:00:00:50');
    cleanup();
  });

  it('uses the visitor clock, not the time the page was rendered', () => {
    const { root } = mountCountdown({ date: '2025-06-01', time: '13:00' });
    expect(shown(root)).toBe('00:01:00:00');
    vi.setSystemTime(NOW + 30 * 60_000);
    vi.advanceTimersByTime(1000);
    expect(shown(root)).toMatch(/^00:00:29:5\d$/);
  });

  it('hides the element at the deadline', () => {
    const { root } = mountCountdown({ date: '2025-06-01', time: '12:01', expiryAction: 'hide' });
    vi.advanceTimersByTime(59_000);
    expect(root.style.display).toBe('');
    vi.advanceTimersByTime(1000);
    expect(shown(root)).toBe('00:00:00:00');
    expect(root.style.display).toBe('none');
  });

  it('shows the message at the deadline instead of the boxes', () => {
    const { root } = mountCountdown({ date: '2025-06-01', time: '12:01', expiredMessage: 'The doors are closed' });
    const message = root.querySelector<HTMLElement>('.ts-countdown__message')!;
    expect(message.hidden).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(message.hidden).toBe(false);
    expect(message.textContent).toBe('The doors are closed');
    expect(root.querySelector<HTMLElement>('.ts-countdown__units')!.hidden).toBe(true);
  });
});
