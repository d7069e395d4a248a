import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import minuteTimer from './index.ts';

const shown = (html: string) => [...html.matchAll(/data-countdown-value="">(\d+)</g)].map((match) => match[1]).join(':');

describe('minute-timer element', () => {
  it('gives a new element a 15-minute timer without a days box', () => {
    expect(defaultProps(minuteTimer)).toMatchObject({ minutes: 15, seconds: 0, showDays: false, showHours: true, expiryAction: 'message' });
    expect(shown(renderElement(minuteTimer))).toBe('00:15:00');
  });

  it('shows the full duration in the chosen boxes, labels and colours', () => {
    expect(shown(renderElement(minuteTimer, { minutes: 90, seconds: 5 }))).toBe('01:30:05');
    const html = renderElement(minuteTimer, { minutes: 90, seconds: 5, showHours: false, labelMinutes: 'Min', numberColor: '#abcdef' });
    expect(shown(html)).toBe('90:05');
    expect(html).toContain('>Min</span>');
    expect(html).toContain('color:#abcdef');
    expect(html).toContain('class="ts-minute-timer__unit"');
  });

  it('gives the island the duration and the action only', () => {
    const props = minuteTimer.props.parse({ minutes: 2, seconds: 30, expiryAction: 'hide', expiredMessage: 'secret-ish' });
    expect(minuteTimer.islandProps!(props)).toEqual({ durationMs: 150_000, action: 'hide' });
  });

  it('refuses bad props with the field path', () => {
    const zero = checkProps(minuteTimer, { minutes: 0, seconds: 0 });
    expect(zero.ok).toBe(false);
    if (!zero.ok) expect(Object.keys(zero.errors)).toEqual(['minutes']);
    const bad = checkProps(minuteTimer, { minutes: 2000, seconds: 60, boxColor: 'url(x)' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(['boxColor', 'minutes', 'seconds']);
  });

  it('has a panel that shows the duration and the message', async () => {
    const Panel = await loadPanel(minuteTimer);
    const html = renderToStaticMarkup(<Panel id="element-1" props={minuteTimer.props.parse({ minutes: 42, expiredMessage: 'Gone' })} onChange={() => {}} />);
    expect(html).toContain('Minutes each visitor gets');
    expect(html).toContain('value="42"');
    expect(html).toContain('>Gone</textarea>');
  });

  it('draws its boxes and message in the brand kit’s colours unless it has its own', () => {
    const html = renderElement(minuteTimer, {});
    expect(html).toContain('background:var(--brand-text, #1f2937);color:var(--brand-background, #ffffff)');
    expect(html).toContain('color:var(--brand-text, #1f2937)');
    const own = renderElement(minuteTimer, { numberColor: '#ff0000', boxColor: '#00ff00', messageColor: '#0000ff' });
    expect(own).toContain('background:#00ff00;color:#ff0000');
    expect(own).toContain('color:#0000ff');
    expect(own).not.toContain('--brand-');
  });
});
