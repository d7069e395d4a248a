import type { ResponseSchema } from './http-client.ts';

export interface MessageResponse {
  message: string;
  success: boolean;
}

/**
 * `{ message, success }`, the body of calls that only report an outcome. Core has no schema
 * for it, and the host does not depend on zod directly, so this one is checked by hand.
 */
export const messageResponseSchema: ResponseSchema<MessageResponse> = {
  safeParse(data) {
    if (typeof data !== 'object' || data === null) return { success: false };
    const { message, success } = data as Record<string, unknown>;
    if (typeof message !== 'string' || typeof success !== 'boolean') return { success: false };
    return { success: true, data: { message, success } };
  },
};
