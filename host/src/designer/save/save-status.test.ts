import { popupOptionsSchema, type PageDocument } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { CONFLICT_MESSAGE, elementIdInErrorPath, statusForError } from './save-status.ts';

const doc: PageDocument = {
  schemaVersion: 1,
  sections: [
    {
      id: 'section-1',
      key: 'section',
      options: {},
      rows: [{ id: 'row-1', key: 'row', options: {}, columns: [{ id: 'column-1', key: 'column', options: { width: 100 }, elements: [{ id: 'element-1', key: 'headline', props: {} }, { id: 'element-2', key: 'headline', props: {} }] }] }],
    },
  ],
};

describe('statusForError', () => {
  it('turns a 409 into a conflict with the server\'s message, or a message of its own', () => {
    expect(statusForError(new ApiError(409, 'Saved elsewhere (version 4)'), doc)).toEqual({ kind: 'conflict', message: 'Saved elsewhere (version 4)' });
    expect(statusForError(new ApiError(409, ''), doc)).toEqual({ kind: 'conflict', message: CONFLICT_MESSAGE });
  });

  it('turns a 422 into its first field message and finds the element it names', () => {
    const error = new ApiError(422, 'The design is invalid.', {
      'design.sections.0.rows.0.columns.0.elements.1.props.color': ['Colour must be a hex colour'],
    });
    expect(statusForError(error, doc)).toEqual({ kind: 'invalid', message: 'Colour must be a hex colour', elementId: 'element-2' });
  });

  it('keeps the message of anything else', () => {
    expect(statusForError(new ApiError(500, 'Server exploded'), doc)).toEqual({ kind: 'failed', message: 'Server exploded' });
  });
});

describe('elementIdInErrorPath', () => {
  it('reads a position path or an element id, and gives up on anything else', () => {
    expect(elementIdInErrorPath(doc, 'sections.0.rows.0.columns.0.elements.0.props.text')).toBe('element-1');
    expect(elementIdInErrorPath(doc, 'sections.0.rows.0.columns.0.elements.7.key')).toBeNull();
    expect(elementIdInErrorPath(doc, 'element-2.props.text')).toBe('element-2');
    expect(elementIdInErrorPath(doc, 'version')).toBeNull();
    const withPopup: PageDocument = { ...doc, popups: [{ id: 'popup-1', key: 'popup', options: popupOptionsSchema.parse({}), rows: doc.sections[0]!.rows }] };
    expect(elementIdInErrorPath(withPopup, 'design.popups.0.rows.0.columns.0.elements.1.props.text')).toBe('element-2');
  });
});
