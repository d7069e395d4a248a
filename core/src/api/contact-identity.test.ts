import { describe, expect, it } from 'vitest';
import { contactIdentity } from './contact-identity.ts';

describe('contactIdentity', () => {
  it("reads the Form element's, a card lead's and a checkout's answers alike", () => {
    expect(contactIdentity({ fullName: 'Ada Lovelace', email: 'ada@acme.test', phone: '+44 20 7946 0000' })).toEqual({ name: 'Ada Lovelace', email: 'ada@acme.test', phone: '+44 20 7946 0000' });
    expect(contactIdentity({ fullname: 'Grace Hopper', email: 'grace@navy.test' })).toEqual({ name: 'Grace Hopper', email: 'grace@navy.test', phone: null });
    expect(contactIdentity({ name: 'Alan', email: 'alan@bletchley.test', order: '#4' }).name).toBe('Alan');
  });

  it('joins first and last names, and finds an e-mail under any field name', () => {
    expect(contactIdentity({ 'First name': 'Katherine', 'Last name': 'Johnson', 'Your address': 'kj@nasa.test', Mobile: '555 0100' })).toEqual({
      name: 'Katherine Johnson',
      email: 'kj@nasa.test',
      phone: '555 0100',
    });
  });

  it('leaves out what no answer gives, and blank answers', () => {
    expect(contactIdentity({ message: 'Hello', consent: true, email: '  ' })).toEqual({ name: null, email: null, phone: null });
  });
});
