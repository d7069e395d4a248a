import { createServiceToken } from './service-container.ts';

export interface PublicGet {
  /** The field a refusal is reported on (a 422 `errors: { [field]: [message] }`), e.g. "feed_url". */
  field: string;
  /** What the address is, for the refusals' words ("feed" → "The feed's host could not be found."); "address" unless given. */
  what?: string;
  /** Larger answers are refused, not cut. */
  maxBytes: number;
  accept?: string;
}

export interface PublicAnswer {
  /** The address answered at last, after redirects. */
  url: string;
  contentType: string;
  body: Buffer;
}

/**
 * Requests to addresses users give (a feed, an API to call). Every hop is vetted before it is
 * made: a host that resolves to a private, loopback or link-local address is refused (the
 * server allows those only in tests), and the connection goes to the address that was checked.
 */
export interface OutboundHttp {
  /**
   * GET with up to three redirects followed, each vetted. Anything but a 2xx answer in time and
   * within `maxBytes` throws a 422 on `field` whose message says what happened.
   */
  getPublic(url: string, options: PublicGet): Promise<PublicAnswer>;
}
export const OutboundHttpToken = createServiceToken<OutboundHttp>('OutboundHttp');
