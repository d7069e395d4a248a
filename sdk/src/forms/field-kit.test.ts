import { describe, expect, it } from 'vitest';
import { fieldKey, labelChange } from './field-kit.ts';

describe('labelChange', () => {
  it('renames the field along with its label while the name is the one derived from the label', () => {
    expect(labelChange({ label: 'Full name', name: 'fullName' }, 'Your e-mail')).toEqual({ label: 'Your e-mail', name: 'yourEMail' });
    expect(fieldKey('Your e-mail')).toBe('yourEMail');
  });

  it('keeps a name the user chose', () => {
    expect(labelChange({ label: 'Full name', name: 'customer' }, 'Your name')).toEqual({ label: 'Your name' });
  });

  it('derives from the words of a label holding markup', () => {
    const words = (html: string) => html.replace(/<[^>]*>/g, ' ');
    expect(labelChange({ label: 'I <b>agree</b>', name: 'iAgree' }, 'I accept the <a href="/t">terms</a>', words)).toEqual({
      label: 'I accept the <a href="/t">terms</a>',
      name: 'iAcceptTheTerms',
    });
  });
});
