import { describe, expect, it } from 'vitest';
import { CARD_CHANNELS, cardChannelSchema, channelHref, channelValueError } from './card-channels.ts';
import { cardPalette } from './card-themes.ts';
import { CARD_THEMES } from '../card-design-definition.ts';
import { contrastRatio, relativeLuminance } from '../render/contrast.ts';

const card = { vcardUrl: '/card/ann/vcard' };

describe('card contact channels', () => {
  it('are the fourteen of the spec', () => {
    expect(CARD_CHANNELS).toHaveLength(14);
  });

  it('turn each value into the link a tap follows', () => {
    expect(channelHref('email', ' ann@example.test ', card)).toBe('mailto:ann@example.test');
    expect(channelHref('call', '+1 (213) 373-4253', card)).toBe('tel:+12133734253');
    expect(channelHref('text', '+44 20 7946 0958', card)).toBe('sms:+442079460958');
    expect(channelHref('whatsapp', '+1 213 373 4253', card)).toBe('https://wa.me/12133734253');
    expect(channelHref('facetime', 'ann@example.test', card)).toBe('facetime:ann@example.test');
    expect(channelHref('website', 'example.test/about', card)).toBe('https://example.test/about');
    expect(channelHref('linkedin', 'https://www.linkedin.com/in/ann', card)).toBe('https://www.linkedin.com/in/ann');
    expect(channelHref('contact', '', card)).toBe('/card/ann/vcard');
  });

  it('check each value by its channel (spec §5), naming what is wrong', () => {
    expect(channelValueError('email', 'not-an-address')).toBe('E-mail format is invalid.');
    expect(channelValueError('call', '12')).toBe('Phone number is invalid.');
    expect(channelValueError('whatsapp', '+1 213 373 4253')).toBeNull();
    expect(channelValueError('facetime', 'neither')).toBe('Enter a phone number or an e-mail address.');
    expect(channelValueError('instagram', 'not a url')).toBe('URL format is invalid.');
    expect(channelValueError('website', '')).toBe('The Website field is required.');
    expect(channelValueError('contact', '')).toBeNull();
    const parsed = cardChannelSchema.safeParse({ type: 'email', value: 'nope' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['value', 'E-mail format is invalid.']]);
    expect(cardChannelSchema.safeParse({ type: 'fax', value: '1' }).success).toBe(false);
  });
});

describe('card themes', () => {
  it.each(CARD_THEMES)('%s draws readable text on its accent', (theme) => {
    const palette = cardPalette(theme);
    expect(contrastRatio(relativeLuminance(palette.accent)!, relativeLuminance(palette.onAccent)!)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(relativeLuminance(palette.soft)!, relativeLuminance(palette.text)!)).toBeGreaterThanOrEqual(4.5);
  });
});
