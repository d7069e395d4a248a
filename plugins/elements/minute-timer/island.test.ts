// @vitest-environment jsdom
import { renderElement } from '@tessera/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import minuteTimer from './index.ts';
import island from './island.ts';

const NOW = Date.UTC(2025, 5, 1, 16);

function mountTimer(props: Record<string, unknown>, id = 'element-9') {
  const root = document.createElement('div');
  root.id = id;
  root.className = 'ts-element';
  root.setAttribute('data-island', 'minute-timer');
  root.setAttribute('data-island-props', JSON.stringify(minuteTimer.islandProps!(minuteTimer.props.parse(props))));
  root.innerHTML = renderElement(minuteTimer, props, { id });
  document.body.append(root);
  const cleanup = island.mount(root, JSON.parse(root.getAttribute('data-island-props')!)) ?? (() => {});
  return {
    root,
    unmount: () => {
      cleanup();
      root.remove();
    },
  };
}

const shown = (root: HTMLElement) => [...root.querySelectorAll('[data-countdown-value]')].map((value) => value.textContent).join(':');

describe('minute-timer island', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('starts at the first view and counts down', () => {
    const { root } = mountTimer({ minutes: 1, seconds: 30 });
    expect(shown(root)).toBe('00:01:30');
    vi.advanceTimersByTime(31_000);
    expect(shown(root)).toBe('00:00:59');
  });

  it('keeps counting from the first view after a reload', () => {
    const first = mountTimer({ minutes: 10 });
    vi.advanceTimersByTime(3 * 60_000);
    expect(shown(first.root)).toBe('00:07:00');
    first.unmount();

    vi.advanceTimersByTime(60_000);
    const again = mountTimer({ minutes: 10 });
    expect(shown(again.root)).toBe('00:06:00');
  });

  it('gives each timer element its own start', () => {
    mountTimer({ minutes: 10 }, 'element-a').unmount();
    vi.advanceTimersByTime(60_000);
    expect(shown(mountTimer({ minutes: 10 }, 'element-b').root)).toBe('00:10:00');
    expect(shown(mountTimer({ minutes: 10 }, 'element-a').root)).toBe('00:09:00');
  });

  it('shows the message when the minutes are up, also after a reload', () => {
    const first = mountTimer({ minutes: 1, expiredMessage: 'Offer closed' });
    vi.advanceTimersByTime(60_000);
    const message = first.root.querySelector<HTMLElement>('.ts-minute-timer__message')!;
    expect(message.hidden).toBe(false);
    expect(message.textContent).toBe('Offer closed');
    first.unmount();
    const again = mountTimer({ minutes: 1, expiredMessage: 'Offer closed' });
    expect(again.root.querySelector<HTMLElement>('.ts-minute-timer__message')!.hidden).toBe(false);
  });

  it('hides the element when the minutes are up', () => {
    const { root } = mountTimer({ minutes: 0, seconds: 5, expiryAction: 'hide' });
    vi.advanceTimersByTime(5000);
    expect(root.style.display).toBe('none');
  });
});
