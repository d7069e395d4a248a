import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import dayTimer from './index.ts';

const shown = (html: string) => [...html.matchAll(/data-countdown-value="">(\d+)</g)].map((match) => match[1]).join(':');

describe('day-timer element', () => {
  it('gives a new element a three-day timer that runs once', () => {
    expect(defaultProps(dayTimer)).toMatchObject({ days: 3, hours: 0, repeat: '', showDays: true, expiryAction: 'message' });
    expect(shown(renderElement(dayTimer))).toBe('03:00:00:00');
  });

  it('shows the full duration with its style', () => {
    const html = renderElement(dayTimer, { days: 2, hours: 5, labelDays: 'Tage', boxColor: '#112233', showLabels: false });
    expect(shown(html)).toBe('02:05:00:00');
    expect(html).toContain('class="ts-day-timer__label--hidden" style="color:#e5e7eb">Tage</span>');
    expect(html).toContain('background:#112233');
    expect(shown(renderElement(dayTimer, { days: 2, hours: 5, showDays: false }))).toBe('53:00:00');
  });

  it('gives the island the duration, the repeat and the action', () => {
    expect(dayTimer.islandProps!(dayTimer.props.parse({ days: 1, hours: 2, repeat: 'week', expiryAction: 'redirect' }))).toEqual({
      durationMs: 26 * 3_600_000,
      repeat: 'week',
      action: 'redirect',
    });
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(dayTimer, { days: 400, hours: 24, repeat: 'hour', expiryAction: 'explode' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['days', 'expiryAction', 'hours', 'repeat']);
    const zero = checkProps(dayTimer, { days: 0, hours: 0 });
    expect(zero.ok).toBe(false);
    if (!zero.ok) expect(Object.keys(zero.errors)).toEqual(['days']);
  });

  it('has a panel that shows the duration and the repeat', async () => {
    const Panel = await loadPanel(dayTimer);
    const html = renderToStaticMarkup(<Panel id="element-1" props={dayTimer.props.parse({ days: 7, repeat: 'month' })} onChange={() => {}} />);
    expect(html).toContain('Days each visitor gets');
    expect(html).toContain('value="7"');
    expect(html).toContain('<option value="month" selected="">Every month</option>');
  });

  it('draws its boxes and message in the brand kit’s colours unless it has its own', () => {
    const html = renderElement(dayTimer, {});
    expect(html).toContain('background:var(--brand-text, #1f2937);color:var(--brand-background, #ffffff)');
    expect(html).toContain('color:var(--brand-text, #1f2937)');
    const own = renderElement(dayTimer, { numberColor: '#ff0000', boxColor: '#00ff00', messageColor: '#0000ff' });
    expect(own).toContain('background:#00ff00;color:#ff0000');
    expect(own).toContain('color:#0000ff');
    expect(own).not.toContain('--brand-');
  });
});
