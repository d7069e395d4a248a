import { z } from 'zod';
import { sameOriginAppPath } from '../rules/app-path.ts';

/**
 * The agency's connections to outside services through their OAuth (spec §2
 * /auth/{provider}/callback): an e-mail marketing provider (Mailchimp), a CRM (HubSpot) and a
 * webinar provider (GoTo Webinar). The card payment provider connects per website through the
 * gateways instead. One agency may connect several accounts of a provider.
 */
export const OAUTH_PROVIDERS = ['mailchimp', 'hubspot', 'gotowebinar'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const OAUTH_PROVIDER_LABELS: Record<OAuthProvider, string> = {
  mailchimp: 'Mailchimp',
  hubspot: 'HubSpot',
  gotowebinar: 'GoTo Webinar',
};

export const oauthProviderParamsSchema = z.object({
  provider: z.enum(OAUTH_PROVIDERS, { error: 'Unknown provider: use mailchimp, hubspot or gotowebinar.' }),
});

const OAUTH_RETURN_AREA = '/agency/';
const OAUTH_DEFAULT_RETURN = '/agency/websites';

/** The agency screen `returnTo` names once normalised, or the websites list when it names anything else. */
export function oauthReturnScreen(returnTo: string): string {
  return sameOriginAppPath(returnTo, OAUTH_RETURN_AREA) ?? OAUTH_DEFAULT_RETURN;
}

/** Where the agency returns after approving: a screen of the agency area, stored as normalised (never another site). */
const returnTo = z
  .string()
  .max(500)
  .refine((path) => sameOriginAppPath(path, OAUTH_RETURN_AREA) !== undefined, 'Return to a screen of the agency area.')
  .transform(oauthReturnScreen)
  .default(OAUTH_DEFAULT_RETURN);

export const oauthConnectBodySchema = z.object({ return_to: returnTo });
export type OAuthConnectBody = z.input<typeof oauthConnectBodySchema>;

export const oauthConnectStartSchema = z.object({ authorize_url: z.string() });

/** The provider's return to /api/v1/auth/{provider}/callback. */
export const oauthCallbackQuerySchema = z.object({
  state: z.string({ error: 'The state is missing.' }).min(1).max(200),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

export const oauthAccountParamsSchema = z.object({ accountId: z.coerce.number().int().positive().max(2 ** 31 - 1) });

/** A stored connection as the API shows it: never its tokens. */
export const oauthAccountSchema = z.object({
  id: z.number().int(),
  provider: z.enum(OAUTH_PROVIDERS),
  /** The account's name at the provider (Mailchimp account, HubSpot portal, GoTo organizer). */
  name: z.string(),
  /** 'revoked' once the provider refused its tokens; the agency connects it again. */
  status: z.enum(['connected', 'revoked']),
  created_at: z.string(),
});
export type OAuthAccount = z.infer<typeof oauthAccountSchema>;

export const oauthVerifyBodySchema = z.object({ id: z.coerce.number({ error: 'The id field is required.' }).int().positive().max(2 ** 31 - 1) });

export const oauthVerifyResultSchema = z.object({
  id: z.number().int(),
  working: z.boolean(),
  status: z.enum(['connected', 'revoked']),
  message: z.string(),
});
export type OAuthVerifyResult = z.infer<typeof oauthVerifyResultSchema>;

/** A list a connection can forward leads to: a Mailchimp audience, a HubSpot deal pipeline stage, a GoTo webinar. */
export const oauthTargetSchema = z.object({ id: z.string(), name: z.string() });
export type OAuthTarget = z.infer<typeof oauthTargetSchema>;
