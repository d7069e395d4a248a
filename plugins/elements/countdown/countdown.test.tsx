import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import countdown from './index.ts';

// 2025-06-01 12:00 in New York (EDT, UTC−4).
const NOW = Date.UTC(2025, 5, 1, 16);

describe('countdown element', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('gives a new element a deadline in New York and a message on expiry', () => {
    const props = defaultProps(countdown);
    expect(props).toMatchObject({ date: '2030-12-31', time: '23:59', timezone: 'America/New_York', expiryAction: 'message' });
    expect(renderElement(countdown)).toContain('data-countdown-unit="days"');
  });

  it('shows the time left as of render, reading the deadline in its timezone', () => {
    const html = renderElement(countdown, { date: '2025-06-03', time: '14:30', timezone: 'America/New_York' });
    // 2 days, 2 hours 30 minutes after noon in New York.
    expect(html).toMatch(/data-countdown-unit="days"[^>]*><span[^>]*>02<\/span><span[^>]*>Days<\/span>/);
    expect(html).toMatch(/data-countdown-unit="hours"[^>]*><span[^>]*>02</);
    expect(html).toMatch(/data-countdown-unit="minutes"[^>]*><span[^>]*>30</);
    const pacific = renderElement(countdown, { date: '2025-06-03', time: '14:30', timezone: 'America/Los_Angeles' });
    expect(pacific).toMatch(/data-countdown-unit="hours"[^>]*><span[^>]*>05</);
  });

  it('applies labels, colours and sizes', () => {
    const props = { date: '2025-06-02', labelHours: 'Std', numberColor: '#ff0000', boxColor: '#00ff00', labelColor: '#0000ff', showDays: false };
    const html = renderElement(countdown, props);
    expect(html).not.toContain('data-countdown-unit="days"');
    expect(html).toContain('>Std</span>');
    expect(html).toContain('background:#00ff00;color:#ff0000');
    expect(html).toContain('color:#0000ff');
    const css = countdown.css!(countdown.props.parse({ numberSize: 60, gap: 20, alignment: 'left' }), '#element-1');
    expect(css).toContain('#element-1 .ts-countdown__value{font-size:60px}');
    expect(css).toContain('#element-1 .ts-countdown__units{gap:20px;justify-content:flex-start}');
    expect(css).toMatch(/@container ts-page \(max-width:\d+px\)\{.*\.ts-countdown__value\{font-size:36px\}/);
  });

  it('renders the expiry state on a published page after the deadline, but keeps the boxes on the canvas', () => {
    const past = { date: '2025-05-01', time: '09:00' };
    expect(renderElement(countdown, { ...past, expiredMessage: 'Sale over' })).toMatch(/<p class="ts-countdown__message"[^>]*>Sale over<\/p>/);
    expect(renderElement(countdown, { ...past, expiryAction: 'hide' })).toMatch(/^<div class="ts-countdown" data-countdown="" hidden=""/);
    expect(renderElement(countdown, { ...past, expiryAction: 'redirect', redirectUrl: 'example.com/offer', expiredMessage: 'Continue' })).toContain(
      'href="https://example.com/offer" data-countdown-redirect="" style="color:inherit">Continue</a>',
    );
    expect(renderElement(countdown, { ...past, expiryAction: 'hide' }, { mode: 'canvas' })).toMatch(/^<div class="ts-countdown" data-countdown=""><div/);
  });

  it('gives the island only the deadline instant and the action', () => {
    const props = countdown.props.parse({ date: '2025-12-24', time: '18:00', timezone: 'America/Chicago', expiredMessage: 'x' });
    expect(countdown.islandProps!(props)).toEqual({ deadline: Date.UTC(2025, 11, 25, 0), action: 'message' });
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(countdown, { date: '2025-02-30', time: '25:00', timezone: 'Europe/Paris', numberColor: 'red;x', redirectUrl: 'javascript:alert(1)' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['date', 'numberColor', 'redirectUrl', 'time', 'timezone']);
  });

  it('has a panel that shows the deadline and the expiry settings', async () => {
    const Panel = await loadPanel(countdown);
    const html = renderToStaticMarkup(
      <Panel id="element-1" props={countdown.props.parse({ date: '2026-01-02', expiryAction: 'redirect', redirectUrl: '/thanks' })} onChange={() => {}} />,
    );
    expect(html).toContain('Deadline date');
    expect(html).toContain('value="2026-01-02"');
    expect(html).toContain('<option value="America/Chicago">CST (America/Chicago)</option>');
    expect(html).toContain('value="/thanks"');
    expect(html).toContain('Link text shown while leaving');
  });

  it('draws its boxes and message in the brand kit’s colours unless it has its own', () => {
    const html = renderElement(countdown, {});
    expect(html).toContain('background:var(--brand-text, #1f2937);color:var(--brand-background, #ffffff)');
    expect(html).toContain('color:var(--brand-text, #1f2937)');
    const own = renderElement(countdown, { numberColor: '#ff0000', boxColor: '#00ff00', messageColor: '#0000ff' });
    expect(own).toContain('background:#00ff00;color:#ff0000');
    expect(own).toContain('color:#0000ff');
    expect(own).not.toContain('--brand-');
  });
});
