import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import googleMap from './index.ts';

describe('google-map element', () => {
  it('gives a new element a place to show', () => {
    expect(defaultProps(googleMap)).toEqual({ address: 'Eiffel Tower, Paris', zoom: 14, height: 400, mapType: 'roadmap' });
  });

  it('embeds a lazy, titled keyless map of the encoded address at the chosen zoom and height', () => {
    const html = renderElement(googleMap, { address: 'Café & Bar, 1 Rue X', zoom: 17, height: 320 });
    expect(html).toContain('src="https://www.google.com/maps?q=Caf%C3%A9%20%26%20Bar%2C%201%20Rue%20X&amp;z=17&amp;output=embed"');
    expect(html).toContain('title="Map of Café &amp; Bar, 1 Rue X"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('height:320px');
    expect(html).not.toContain('key=');
  });

  it('asks for satellite imagery when chosen', () => {
    expect(renderElement(googleMap, { mapType: 'satellite', zoom: 5 })).toContain('&amp;z=5&amp;t=k&amp;output=embed');
    expect(renderElement(googleMap, { mapType: 'roadmap' })).not.toContain('t=k');
  });

  it('offers a link that opens the place in Google Maps in a new window', () => {
    const html = renderElement(googleMap, { address: 'Big Ben' });
    expect(html).toContain(
      '<a class="ts-google-map__link" href="https://www.google.com/maps/search/?api=1&amp;query=Big%20Ben" target="_blank" rel="noopener noreferrer">Open in Google Maps</a>',
    );
  });

  it('shows a placeholder with the address instead of a live map on the canvas', () => {
    const html = renderElement(googleMap, { address: 'Big Ben', height: 250 }, { mode: 'canvas' });
    expect(html).not.toContain('<iframe');
    expect(html).toContain('role="img" aria-label="Map of Big Ben"');
    expect(html).toContain('<span class="ts-google-map__address">Big Ben</span>');
    expect(html).toContain('height:250px');
  });

  it('escapes the address rather than injecting it', () => {
    const html = renderElement(googleMap, { address: '"><script>alert(1)</script>' });
    expect(html).not.toContain('<script>');
  });

  it('refuses bad props with the field path', () => {
    const result = checkProps(googleMap, { address: '  ', zoom: 21, height: 50, mapType: 'terrain' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['address', 'height', 'mapType', 'zoom']);
    expect(checkProps(googleMap, { zoom: 0 }).ok).toBe(false);
  });

  it('has a panel that shows the current address, zoom and map type', async () => {
    const Panel = await loadPanel(googleMap);
    const html = renderToStaticMarkup(<Panel id="element-1" props={googleMap.props.parse({ address: 'Big Ben', zoom: 9, mapType: 'satellite' })} onChange={() => {}} />);
    expect(html).toContain('Address or place');
    expect(html).toContain('value="Big Ben"');
    expect(html).toContain('value="9"');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Satellite</);
  });
});
