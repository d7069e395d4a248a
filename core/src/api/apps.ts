import { pageDocumentSchema } from '../document/page-document.ts';
import { z } from 'zod';

/** An installed app as the directory shows it: what it is and what it brings. */
export const appDirectoryEntrySchema = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  /** An icon name of the SDK's icon set, or an image address. */
  icon: z.string(),
  screenshots: z.array(z.string()),
  premium: z.boolean(),
  /** The elements it adds to the designer's palette. */
  elements: z.array(z.object({ id: z.string(), label: z.string() })),
  /** The side-bar entries of its screens, and its tabs of a site template's (scope 'template'). */
  screens: z.array(z.object({ label: z.string(), scope: z.enum(['website', 'agency', 'admin', 'template']) })),
});
export type AppDirectoryEntry = z.infer<typeof appDirectoryEntrySchema>;

/** GET /apps: every installed app, and whether the caller's agency holds it now. */
export const installedAppSchema = appDirectoryEntrySchema.extend({ held: z.boolean() });
export type InstalledApp = z.infer<typeof installedAppSchema>;

/** An app's designed document as the designer reads it (`DocumentDesigner` of the SDK's dashboard kit). */
export const appDocumentSchema = z
  // An app names its documents as it likes: a lesson has a name, a blog post a title.
  .object({ name: z.string().optional(), title: z.string().optional(), design: pageDocumentSchema, version: z.number().int() })
  .transform(({ name, title, design, version }) => ({ name: name ?? title ?? '', design, version }));
