import { z } from 'zod';
import { nodeStyleSchema } from '../style/node-style.ts';
import { pageSettingsSchema } from '../style/page-settings.ts';
import { popupOptionsSchema } from './popup-options.ts';

export * from './popup-options.ts';

/** Bumped when the shape of the document itself changes; plugin props carry their own versions. */
export const CURRENT_SCHEMA_VERSION = 1;

const options = z.record(z.string(), z.unknown());

export const elementNodeSchema = z.object({
  id: z.string().regex(/^element-[A-Za-z0-9_-]+$/, 'Element ids start with "element-"'),
  /** The plugin id of the element. */
  key: z.string().min(1),
  /** The plugin version the props were last written with; drives `migrate`. */
  version: z.string().optional(),
  props: z.record(z.string(), z.unknown()).default({}),
  style: nodeStyleSchema.optional(),
});

export const columnOptionsSchema = z
  .object({ width: z.number().min(0).max(100) })
  .catchall(z.unknown());

export const columnNodeSchema = z.object({
  id: z.string().regex(/^column-[A-Za-z0-9_-]+$/, 'Column ids start with "column-"'),
  key: z.string().min(1),
  options: columnOptionsSchema,
  style: nodeStyleSchema.optional(),
  elements: z.array(elementNodeSchema),
});

export const rowNodeSchema = z.object({
  id: z.string().regex(/^row-[A-Za-z0-9_-]+$/, 'Row ids start with "row-"'),
  key: z.string().min(1),
  options: options.default({}),
  style: nodeStyleSchema.optional(),
  columns: z.array(columnNodeSchema),
});

export const sectionNodeSchema = z.object({
  id: z.string().regex(/^section-[A-Za-z0-9_-]+$/, 'Section ids start with "section-"'),
  key: z.string().min(1),
  options: options.default({}),
  style: nodeStyleSchema.optional(),
  /**
   * The site's shared header or footer (see global-sections.ts): in a stored page it is a
   * reference whose rows are the website's; in the designer and in site content it is filled.
   */
  global: z.enum(['header', 'footer']).optional(),
  rows: z.array(rowNodeSchema),
});

/**
 * A popup of the page (spec §2 "popups"): like a section, rows of columns of elements, shown
 * over the page when a button with ActionType "popup" names it, or by itself after TriggerDelay.
 */
export const popupNodeSchema = z.object({
  id: z.string().regex(/^popup-[A-Za-z0-9_-]+$/, 'Popup ids start with "popup-"'),
  key: z.string().min(1),
  options: popupOptionsSchema.default(popupOptionsSchema.parse({})),
  style: nodeStyleSchema.optional(),
  rows: z.array(rowNodeSchema),
});

/**
 * `popups` and `settings` came after the first stored documents. Neither bumps the schema
 * version: a document without popups has none (it reads as `popups: []`), one without settings
 * has the theme's, and a stored document is read and written back exactly as it was.
 */
export const pageDocumentSchema = z.object({
  schemaVersion: z.number().int().min(1).default(CURRENT_SCHEMA_VERSION),
  sections: z.array(sectionNodeSchema).default([]),
  popups: z.array(popupNodeSchema).optional(),
  settings: pageSettingsSchema.optional(),
});

export type ElementNode = z.infer<typeof elementNodeSchema>;
export type ColumnNode = z.infer<typeof columnNodeSchema>;
export type RowNode = z.infer<typeof rowNodeSchema>;
export type SectionNode = z.infer<typeof sectionNodeSchema>;
export type PopupNode = z.infer<typeof popupNodeSchema>;
export type PageDocument = z.infer<typeof pageDocumentSchema>;
export type AnyNode = SectionNode | PopupNode | RowNode | ColumnNode | ElementNode;

export function emptyDocument(): PageDocument {
  return { schemaVersion: CURRENT_SCHEMA_VERSION, sections: [] };
}
