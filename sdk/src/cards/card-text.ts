import { multiLineTextError, singleLineTextError } from '@tessera/core/rules';
import { z } from 'zod';

/** Plain text of a card as stored, at most `max` characters. */
export const storedCardTextSchema = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

/**
 * Plain text of a card as the API accepts it. A card's details go into vCards (whose readers
 * split lines on CR, LF and more) and mail, so one-line fields refuse line breaks and control
 * characters; a multi-line field (the bio) keeps tabs and line breaks only.
 */
export const cardTextSchema = (max: number, lines: 'single' | 'multi' = 'single') =>
  storedCardTextSchema(max).superRefine((value, context) => {
    const error = lines === 'single' ? singleLineTextError(value) : multiLineTextError(value);
    if (error) context.addIssue({ code: 'custom', message: error });
  });
