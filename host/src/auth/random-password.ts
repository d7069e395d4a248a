const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'; // 64: bytes map onto it evenly

/**
 * A password nobody knows, for an account whose owner will choose their own through a reset
 * link: 32 characters from the browser's cryptographic random source.
 */
export function randomPassword(length = 32): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
