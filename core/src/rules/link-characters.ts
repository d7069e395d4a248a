/**
 * Characters no address holds as typed: whitespace, quotes, angle brackets, the backtick and
 * control characters. A value with one of them is markup or a typo, never a link (an encoded
 * address carries them as %20, %22…), so every link field refuses it.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const NOT_IN_A_LINK = /[\s"'<>`\u0000-\u001f\u007f]/u;

export const LINK_CHARACTERS_MESSAGE = 'A link may not contain spaces, quotes, < or > or control characters.';

export function hasOnlyLinkCharacters(value: string): boolean {
  return !NOT_IN_A_LINK.test(value);
}
