import { describe, expect, it } from 'vitest';
import { visitSource } from './visit-source.ts';

const SITE = 'bakery.tessera.test';

describe('where a visit came from', () => {
  it("names the referring site's host, lower case and without www", () => {
    expect(visitSource('https://www.Google.com/search?q=cake', '', SITE)).toBe('google.com');
    expect(visitSource('http://news.example.org:8080/a', '', SITE)).toBe('news.example.org');
  });

  it("prefers the link's utm_source, normalised the same way, and ignores one that is no name", () => {
    expect(visitSource('https://google.com/', 'utm_source=Spring_Mail&utm_medium=email', SITE)).toBe('spring_mail');
    expect(visitSource(undefined, 'utm_source=https%3A%2F%2Fwww.Facebook.com%2Fpage', SITE)).toBe('facebook.com');
    expect(visitSource('https://google.com/', 'utm_source=%3Cscript%3E', SITE)).toBe('google.com');
    expect(visitSource(undefined, `utm_source=${'a'.repeat(300)}`, SITE)).toBe('');
  });

  it('counts a visit with no usable referrer as direct, and a step inside the site as no entrance', () => {
    expect(visitSource(undefined, '', SITE)).toBe('');
    expect(visitSource('not a url', '', SITE)).toBe('');
    expect(visitSource('javascript:alert(1)', '', SITE)).toBe('');
    expect(visitSource('android-app://com.google.android.gm', '', SITE)).toBe('');
    expect(visitSource(`https://${SITE}/about`, '', SITE)).toBeNull();
    expect(visitSource(`https://www.${SITE}/`, '', SITE)).toBeNull();
  });
});
