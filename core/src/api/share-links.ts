import { z } from 'zod';
import { HttpError } from './http-error.ts';

/**
 * Sharing a website, page or blog post by link. Off until switched on; while off no id is
 * handed out and imports by any earlier id answer 404. The id is the link's secret: a new
 * one (rotate) retires the old link at once.
 */
export const shareStateSchema = z.object({
  sharing: z.boolean(),
  /** The share id, only while sharing is on. */
  unique_id: z.string().nullable(),
});
export type ShareState = z.infer<typeof shareStateSchema>;

export const shareStateEnvelopeSchema = z.object({ data: shareStateSchema });
export const shareStateSavedSchema = z.object({ data: shareStateSchema, message: z.string(), success: z.boolean() });

export const shareSwitchBodySchema = z.object({ sharing: z.boolean({ error: 'Say whether sharing by link is on or off.' }) });
export type ShareSwitchBody = z.infer<typeof shareSwitchBodySchema>;

/** A new link is refused while sharing is off: there is no link to replace, and switching on hands out the current id. */
export const sharingOffError = () => new HttpError('conflict', 'Sharing by link is off: switch it on first.');

/** The state a client sees: the id only while sharing is on. */
export function shareStateOf(row: { sharing: boolean; unique_id: string }): ShareState {
  return { sharing: row.sharing, unique_id: row.sharing ? row.unique_id : null };
}

export const shareSwitchedMessage = (sharing: boolean) => (sharing ? 'Sharing by link is on.' : 'Sharing by link is off.');
export const SHARE_ROTATED_MESSAGE = 'New link made: the old link no longer works.';

/** What a page's share link shows anyone who opens it while sharing is on: the page's names and its website's title. */
export const sharedPageSchema = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  website: z.string(),
});
export type SharedPage = z.infer<typeof sharedPageSchema>;
export const sharedPageEnvelopeSchema = z.object({ data: sharedPageSchema });
