import { NODE_ID_PREFIX, type IdFactory } from '@tessera/core';

/**
 * Builder ids in core's format (prefix + 12 hex digits) from crypto.getRandomValues. Core's
 * default uses crypto.randomUUID, which browsers offer only in secure contexts, and a
 * white-label domain may well be served over plain http in a staging set-up.
 */
export const browserNodeId: IdFactory = (kind) => {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(6));
  return `${NODE_ID_PREFIX[kind]}${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};
