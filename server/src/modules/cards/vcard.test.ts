import { cardContentSchema } from '@tessera/sdk';
import { describe, expect, it } from 'vitest';
import { buildVCard } from './vcard.ts';

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('a card as a vCard', () => {
  it('holds the name, title, company, phones, e-mails, web addresses and the note, escaped', () => {
    const card = cardContentSchema.parse({
      name: 'Ann Marie Baker',
      title: 'Head baker; owner',
      company: 'Corner Bakery, Ltd',
      bio: 'Bread\nand cake',
      channels: [
        { type: 'email', value: 'ann@example.test' },
        { type: 'call', value: '+1 213 373 4253' },
        { type: 'whatsapp', value: '+1 (213) 373-4253' },
        { type: 'website', value: 'example.test' },
        { type: 'contact' },
      ],
    });
    const text = buildVCard(card, { cardUrl: 'https://ann.sites.test/card/ann' });
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCARD\r\n')).toBe(true);
    const lines = unfold(text).split('\r\n');
    expect(lines).toContain('N:Baker;Ann;Marie;;');
    expect(lines).toContain('FN:Ann Marie Baker');
    expect(lines).toContain('ORG:Corner Bakery\\, Ltd');
    expect(lines).toContain('TITLE:Head baker\\; owner');
    expect(lines).toContain('EMAIL;TYPE=INTERNET:ann@example.test');
    // The same number given for calls and WhatsApp is one phone.
    expect(lines.filter((line) => line.startsWith('TEL'))).toEqual(['TEL;TYPE=VOICE:+12133734253']);
    expect(lines).toContain('URL:https://example.test');
    expect(lines).toContain('URL:https://ann.sites.test/card/ann');
    expect(lines).toContain('NOTE:Bread\\nand cake');
  });

  it('embeds the photo, folding long lines at 75 octets', () => {
    const text = buildVCard(cardContentSchema.parse({ name: 'Ann' }), { cardUrl: 'https://a.test/card/ann', photo: { bytes: Buffer.alloc(300, 7), type: 'PNG' } });
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const photo = unfold(text).split('\r\n').find((line) => line.startsWith('PHOTO'))!;
    expect(Buffer.from(photo.split(':')[1]!, 'base64')).toEqual(Buffer.alloc(300, 7));
  });
});
