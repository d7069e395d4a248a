import { describe, expect, it } from 'vitest';
import { contactLabel, fieldLabel } from './contact-label.ts';

describe('contact labels', () => {
  it('names a contact by its name, else its e-mail, else its first answers', () => {
    expect(contactLabel({ name: 'Ada', email: 'ada@acme.test', fields: {} })).toBe('Ada');
    expect(contactLabel({ name: null, email: 'ada@acme.test', fields: {} })).toBe('ada@acme.test');
    expect(contactLabel({ name: null, email: null, fields: { company: 'Acme', note: 'Hi', size: '10', consent: true } })).toBe('Acme · Hi');
    expect(contactLabel({ name: null, email: null, fields: { consent: false } })).toBe('No answers');
  });

  it("reads form field names as people would", () => {
    expect(fieldLabel('fullName')).toBe('Full name');
    expect(fieldLabel('job_title')).toBe('Job title');
    expect(fieldLabel('Your message')).toBe('Your message');
    expect(fieldLabel('email')).toBe('Email');
  });
});
