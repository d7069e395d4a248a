// @vitest-environment jsdom
import { renderElement } from '@tessera/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import dayTimer from './index.ts';
import island from './island.ts';

const NOW = Date.UTC(2025, 5, 1, 16);
const HOUR = 3_600_000;

function mountTimer(props: Record<string, unknown>) {
  const root = document.createElement('div');
  root.id = 'element-3';
  root.className = 'ts-element';
  root.setAttribute('data-island-props', JSON.stringify(dayTimer.islandProps!(dayTimer.props.parse(props))));
  root.innerHTML = renderElement(dayTimer, props, { id: root.id });
  document.body.append(root);
  const cleanup = island.mount(root, JSON.parse(root.getAttribute('data-island-props')!)) ?? (() => {});
  return { root, cleanup };
}

const shown = (root: HTMLElement) => [...root.querySelectorAll('[data-countdown-value]')].map((value) => value.textContent).join(':');

describe('day-timer island', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('counts the days down from the first view and survives a reload', () => {
    const first = mountTimer({ days: 2, hours: 1 });
    expect(shown(first.root)).toBe('02:01:00:00');
    vi.advanceTimersByTime(HOUR + 1000);
    expect(shown(first.root)).toBe('01:23:59:59');
    first.cleanup();
    first.root.remove();
    vi.setSystemTime(NOW + 25 * HOUR);
    const again = mountTimer({ days: 2, hours: 1 });
    expect(shown(again.root)).toBe('01:00:00:00');
  });

  it('hides the element when it runs out, and brings a fresh timer at the next repeat', () => {
    const { root } = mountTimer({ days: 1, repeat: 'week', expiryAction: 'hide' });
    // Jump the clock rather than tick through the week second by second.
    vi.setSystemTime(NOW + 24 * HOUR - 1000);
    vi.advanceTimersByTime(1000);
    expect(root.style.display).toBe('none');
    vi.setSystemTime(NOW + 6 * 24 * HOUR);
    vi.advanceTimersByTime(1000);
    expect(root.style.display).toBe('none');
    vi.setSystemTime(NOW + 7 * 24 * HOUR - 1000);
    vi.advanceTimersByTime(1000);
    expect(root.style.display).toBe('');
    expect(shown(root)).toBe('01:00:00:00');
  });

  it('stays expired without a repeat', () => {
    const { root } = mountTimer({ days: 0, hours: 1, expiredMessage: 'Done' });
    vi.advanceTimersByTime(HOUR);
    expect(root.querySelector<HTMLElement>('.ts-day-timer__message')!.hidden).toBe(false);
    vi.setSystemTime(NOW + 30 * 24 * HOUR);
    vi.advanceTimersByTime(5000);
    expect(root.querySelector<HTMLElement>('.ts-day-timer__message')!.hidden).toBe(false);
  });
});
