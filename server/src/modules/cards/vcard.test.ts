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

describe("a vCard's lines", () => {
  const card = (content: object) => cardContentSchema.parse(content);

  it('writes every line break of a value (CR, LF, CRLF, U+2028, U+2029, U+0085) as \\n, so none starts a property', () => {
    for (const separator of ['\r', '\n', '\r\n', '\u2028', '\u2029', '\u0085']) {
      const text = buildVCard(card({ name: 'Ann', company: `Bakery${separator}EMAIL:evil@example.test`, bio: `One${separator}Two` }), { cardUrl: 'https://a.test/card/ann' });
      const properties = text.split(/\r\n|[\r\n\u2028\u2029\u0085]/).filter((line) => line !== '');
      expect(properties, JSON.stringify(separator)).toEqual(['BEGIN:VCARD', 'VERSION:3.0', 'N:Ann;;;;', 'FN:Ann', 'ORG:Bakery\\nEMAIL:evil@example.test', 'URL:https://a.test/card/ann', 'NOTE:One\\nTwo', 'END:VCARD']);
    }
  });

  it('drops the other control characters, at which some readers end a line too', () => {
    const text = buildVCard(card({ name: 'Ann', title: 'Baker\u000bEMAIL:a@example.test\u000cTEL:1\u001cURL:x\u0000\u007f\u009b', bio: 'Tab\tkept' }), { cardUrl: 'https://a.test/card/ann' });
    expect(text.split(/\r\n/)).toContain('TITLE:BakerEMAIL:a@example.testTEL:1URL:x');
    expect(text.split(/\r\n/)).toContain('NOTE:Tab\tkept');
    expect([...text].filter((character) => /\p{Cc}/u.test(character) && !'\t\r\n'.includes(character))).toEqual([]);
  });

  it('folds values longer than 75 octets without splitting a character, and unfolds them to the original', () => {
    const bio = `${'Crème brûlée, 🥐 and ☕ every morning; '.repeat(12)}end`;
    const text = buildVCard(card({ name: 'Ann', bio }), { cardUrl: 'https://a.test/card/ann' });
    const physical = text.split('\r\n');
    for (const line of physical) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(physical.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(5);
    const note = unfold(text).split('\r\n').find((line) => line.startsWith('NOTE:'))!;
    expect(note.slice('NOTE:'.length).replace(/\\([\\,;])/g, '$1')).toBe(bio);
  });
});
