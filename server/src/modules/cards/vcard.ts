import { LINE_BREAK, normalizePhone } from '@tessera/core';
import type { CardContent } from '@tessera/sdk';

// Controls other than tab have no place in a vCard's text, and some readers end a line at them (Python's splitlines at VT, FF and U+001C–U+001E).
// eslint-disable-next-line no-control-regex -- control characters are what this drops
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/**
 * RFC 6350 §3.4 escaping of a text value: backslash, comma and semicolon, and every line break
 * (CRLF, CR, LF, U+0085, U+2028, U+2029) as `\n`, so no value can start a property of its own.
 */
const escape = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(LINE_BREAK, '\\n').replace(CONTROL, '');

/** Lines longer than 75 octets are folded (RFC 2425 §5.8.1): continued lines start with a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (parts.length === 0 ? 75 : 74), bytes.length);
    // Never split a UTF-8 sequence: back off to the start of the character.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

const URL_CHANNELS = new Set(['website', 'facebook', 'linkedin', 'instagram', 'twitter', 'youtube', 'tiktok', 'snapchat']);

/**
 * The card as a vCard 3.0 (RFC 2426) for Save Contact: name, title, company, phones, e-mails,
 * web addresses, the note, and the photo embedded when its bytes are given.
 */
export function buildVCard(card: CardContent, options: { cardUrl: string; photo?: { bytes: Buffer; type: 'JPEG' | 'PNG' | 'WEBP' | 'GIF' } }): string {
  const [first, ...rest] = card.name.trim().split(/\s+/);
  const family = rest.pop() ?? '';
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${escape(family || first || '')};${escape(family ? (first ?? '') : '')};${escape(rest.join(' '))};;`, `FN:${escape(card.name || card.company || 'Contact')}`];
  if (card.company) lines.push(`ORG:${escape(card.company)}`);
  if (card.title) lines.push(`TITLE:${escape(card.title)}`);
  const phones = new Set<string>();
  for (const channel of card.channels) {
    const value = channel.value.trim();
    if (!value) continue;
    if (channel.type === 'email') lines.push(`EMAIL;TYPE=INTERNET:${escape(value)}`);
    else if (channel.type === 'call' || channel.type === 'text' || channel.type === 'whatsapp') {
      const phone = normalizePhone(value) ?? value;
      if (phones.has(phone)) continue;
      phones.add(phone);
      lines.push(`TEL;TYPE=${channel.type === 'call' ? 'VOICE' : 'CELL'}:${escape(phone)}`);
    } else if (URL_CHANNELS.has(channel.type)) {
      lines.push(`URL:${escape(/^https?:\/\//i.test(value) ? value : `https://${value}`)}`);
    }
  }
  lines.push(`URL:${escape(options.cardUrl)}`);
  if (card.bio) lines.push(`NOTE:${escape(card.bio)}`);
  if (options.photo) lines.push(`PHOTO;ENCODING=b;TYPE=${options.photo.type}:${options.photo.bytes.toString('base64')}`);
  lines.push('END:VCARD');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
