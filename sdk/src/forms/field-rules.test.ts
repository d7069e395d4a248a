// @vitest-environment jsdom
import { EMAIL_INVALID_MESSAGE, includeRuleMessage } from '@tessera/core/rules';
import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from './field-errors.ts';
import { checkAnswers, INVALID_CHOICE_MESSAGE, type FormFieldRule } from './field-rules.ts';
import { fieldMessage, ruleOfControl, type FieldControl } from './form-runtime.ts';

const rules: FormFieldRule[] = [
  { name: 'email', kind: 'email', required: true },
  { name: 'guests', kind: 'number', required: false, min: 1, max: 8 },
  { name: 'size', kind: 'select', required: false, options: ['S', 'L'] },
  { name: 'terms', kind: 'checkbox', required: true },
  { name: 'note', kind: 'textarea', required: false, maxLength: 5 },
  { name: 'code', kind: 'text', required: false, include: 'VIP' },
  { name: 'phone', kind: 'tel', required: false },
];

describe('checkAnswers', () => {
  it('keeps the answers to the declared fields, cleaned as the browser sends them, and drops the rest', () => {
    const checked = checkAnswers(rules, { email: ' ann@example.com ', guests: '2', size: 'L', terms: 'yes', note: 'hi', code: 'VIP-1', phone: '', extra: 'dropped' });
    expect(checked).toEqual({ fields: { email: 'ann@example.com', guests: '2', size: 'L', terms: true, note: 'hi', code: 'VIP-1', phone: '' } });
  });

  it('says what is wrong with each field, under its name', () => {
    const checked = checkAnswers(rules, { email: 'not-mail', guests: '9', size: 'XL', terms: false, note: 'too long', code: 'plain', phone: '12' });
    expect(checked).toEqual({
      errors: {
        email: [EMAIL_INVALID_MESSAGE],
        guests: ['Enter a number of at most 8.'],
        size: [INVALID_CHOICE_MESSAGE],
        terms: [REQUIRED_MESSAGE],
        note: ['Use at most 5 characters.'],
        code: [includeRuleMessage('VIP')],
        phone: [expect.any(String)],
      },
    });
  });

  it('takes a ticked box as the form posts it without script (its value) or as the island sends it (true)', () => {
    const box: FormFieldRule[] = [{ name: 'ok', kind: 'checkbox', required: true, checkedValue: '1' }];
    expect(checkAnswers(box, { ok: '1' })).toEqual({ fields: { ok: true } });
    expect(checkAnswers(box, { ok: true })).toEqual({ fields: { ok: true } });
    expect(checkAnswers(box, { ok: 'no' })).toEqual({ errors: { ok: [REQUIRED_MESSAGE] } });
  });
});

describe('the browser and the server read the same rules', () => {
  it('gives a control the rules its attributes state, with the message the server gives', () => {
    document.body.innerHTML =
      '<input name="guests" type="number" min="1" max="8" required data-ts-field><textarea name="note" maxlength="5"></textarea><select name="size" required><option value="">Pick</option><option>S</option></select><input name="code" data-include="VIP">';
    const [guests, note, size, code] = [...document.body.children] as FieldControl[];
    expect(ruleOfControl(guests!)).toMatchObject({ name: 'guests', kind: 'number', required: true, min: 1, max: 8 });
    expect(ruleOfControl(note!)).toMatchObject({ name: 'note', kind: 'textarea', required: false, maxLength: 5 });
    expect(ruleOfControl(size!)).toMatchObject({ name: 'size', kind: 'select', required: true });
    expect(ruleOfControl(code!)).toMatchObject({ name: 'code', kind: 'text', include: 'VIP' });
    guests!.value = '12';
    expect(fieldMessage(guests!)).toBe('Enter a number of at most 8.');
    expect(checkAnswers([ruleOfControl(guests!)], { guests: '12' })).toEqual({ errors: { guests: ['Enter a number of at most 8.'] } });
  });
});
