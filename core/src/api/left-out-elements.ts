import { z } from 'zod';

/** An element a publish left out because its plugin failed to render it. */
export const leftOutElementSchema = z.object({ element_id: z.string(), plugin_id: z.string(), message: z.string() });
export type LeftOutElement = z.infer<typeof leftOutElementSchema>;

/**
 * The publish answer's message: `published` alone, or followed by what was left out, so the
 * user sees in the toast which element to fix and the page is live without it.
 */
export function publishedMessage(published: string, leftOut: readonly LeftOutElement[]): string {
  if (leftOut.length === 0) return published;
  const names = leftOut.map((element) => `${element.element_id} (${element.plugin_id}: ${element.message})`).join('; ');
  const what = leftOut.length === 1 ? 'One element was' : `${leftOut.length} elements were`;
  return `${published} ${what} left out because it failed to render: ${names}`;
}
