// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownDisplaySchema, countdownExpirySchema, type CountdownExpiry } from './countdown-options.ts';
import { runCountdown } from './countdown-runner.ts';
import { CountdownView } from './CountdownView.tsx';

const NOW = Date.UTC(2025, 0, 1, 12);

function mount(remainingMs: number, expiry: Partial<CountdownExpiry> = {}) {
  const root = document.createElement('div');
  root.id = 'element-1';
  root.innerHTML = renderToStaticMarkup(
    <CountdownView block="ts-test" display={countdownDisplaySchema.parse({})} expiry={countdownExpirySchema.parse(expiry)} remainingMs={remainingMs} mode="published" />,
  );
  document.body.append(root);
  return root;
}

const values = (root: HTMLElement) => [...root.querySelectorAll('[data-countdown-value]')].map((el) => el.textContent).join(':');
const message = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-countdown-message]')!;

describe('runCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('counts down by the visitor clock each second', () => {
    const root = mount(5000);
    const stop = runCountdown(root, { deadlineAt: () => NOW + 62_000, action: 'message' });
    expect(values(root)).toBe('00:00:01:02');
    vi.advanceTimersByTime(1000);
    expect(values(root)).toBe('00:00:01:01');
    vi.advanceTimersByTime(2000);
    expect(values(root)).toBe('00:00:00:59');
    stop();
    vi.advanceTimersByTime(5000);
    expect(values(root)).toBe('00:00:00:59');
  });

  it('shows the message when time is up', () => {
    const root = mount(2000, { expiredMessage: 'Too late' });
    runCountdown(root, { deadlineAt: () => NOW + 2000, action: 'message' });
    expect(message(root).hidden).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(message(root).hidden).toBe(false);
    expect(message(root).textContent).toBe('Too late');
    expect(root.querySelector<HTMLElement>('[data-countdown-units]')!.hidden).toBe(true);
  });

  it('hides the element when time is up, and shows it again when a repeating timer restarts', () => {
    const root = mount(1000, { expiryAction: 'hide' });
    let deadline = NOW + 1000;
    runCountdown(root, { deadlineAt: () => deadline, action: 'hide', repeats: true });
    vi.advanceTimersByTime(1000);
    expect(root.style.display).toBe('none');
    deadline = NOW + 60_000;
    vi.advanceTimersByTime(1000);
    expect(root.style.display).toBe('');
    expect(values(root)).toBe('00:00:00:58');
  });

  it('sends the visitor to the normalised redirect address once', () => {
    const root = mount(1000, { expiryAction: 'redirect', redirectUrl: 'example.com/next' });
    const navigate = vi.fn();
    runCountdown(root, { deadlineAt: () => NOW + 1000, action: 'redirect', navigate });
    vi.advanceTimersByTime(5000);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('https://example.com/next');
  });

  it('turns a page rendered after the deadline back on when the visitor clock says time is left', () => {
    const root = mount(0, { expiryAction: 'hide' });
    expect(root.querySelector<HTMLElement>('[data-countdown]')!.hidden).toBe(true);
    runCountdown(root, { deadlineAt: () => NOW + 10_000, action: 'hide' });
    expect(root.querySelector<HTMLElement>('[data-countdown]')!.hidden).toBe(false);
    expect(values(root)).toBe('00:00:00:10');
  });
});

describe('CountdownView', () => {
  it('renders the boxes with labels and colours, and keeps them on the canvas after the deadline', () => {
    const display = countdownDisplaySchema.parse({ showDays: false, labelMinutes: 'Min', boxColor: '#ff0000' });
    const html = renderToStaticMarkup(
      <CountdownView block="ts-test" display={display} expiry={countdownExpirySchema.parse({ expiryAction: 'hide' })} remainingMs={0} mode="canvas" />,
    );
    expect(html).not.toContain('data-countdown-unit="days"');
    expect(html).toContain('>Min</span>');
    expect(html).toContain('background:#ff0000');
    expect(html).not.toMatch(/<div class="ts-test"[^>]*hidden/);
  });
});
