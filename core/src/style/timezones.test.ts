import { describe, expect, it } from 'vitest';
import { toIanaTimezone } from './timezones.ts';

describe('toIanaTimezone', () => {
  it('maps Windows names, keeps IANA ids and falls back to UTC', () => {
    expect(toIanaTimezone('Eastern Standard Time')).toBe('America/New_York');
    expect(toIanaTimezone('Europe/Paris')).toBe('Europe/Paris');
    expect(toIanaTimezone('Mars/Olympus_Mons')).toBe('UTC');
  });
});
