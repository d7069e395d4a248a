import { z } from 'zod';
import { validateCustomDomain, validateSubdomain } from '../rules/domain.ts';
import { stripWhitespace } from '../rules/trimmed-text.ts';

/** Subdomains a website may not take: they name the platform's own services or invite phishing. */
export const RESERVED_SUBDOMAINS = [
  'www', 'app', 'api', 'admin', 'administrator', 'dashboard', 'login', 'auth', 'account', 'accounts', 'mail', 'email',
  'smtp', 'imap', 'pop', 'ftp', 'ns1', 'ns2', 'dns', 'cdn', 'static', 'assets', 'media', 'files', 'uploads', 'status',
  'support', 'help', 'docs', 'billing', 'secure', 'dev', 'staging', 'test', 'localhost',
] as const;

export const SUBDOMAIN_RESERVED_MESSAGE = 'This subdomain is reserved.';
export const SUBDOMAIN_TAKEN_MESSAGE = 'This subdomain is already taken.';

/** The §5 rule with its message, on text stripped of whitespace as the customurl input does. */
const domainField = (required: string) =>
  z
    .string({ error: required })
    .transform(stripWhitespace)
    .superRefine((value, ctx) => {
      const message = validateCustomDomain(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** `null` or '' removes the custom domain. */
export const customUrlBodySchema = z.object({
  custom_url: z
    .string({ error: 'The custom url must be a domain name or null.' })
    .nullable()
    .transform((value) => (value === null ? null : stripWhitespace(value) || null))
    .superRefine((value, ctx) => {
      const message = value === null ? null : validateCustomDomain(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
});
export type CustomUrlBody = z.infer<typeof customUrlBodySchema>;

/** The record the owner of a custom domain creates at their DNS provider. */
export const dnsRecordSchema = z.object({
  type: z.enum(['CNAME', 'A']),
  name: z.string(),
  value: z.string(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

/**
 * A website's claim on a custom domain. It serves nothing while `pending`: its owner proves the
 * domain is theirs with the TXT record or the token file, then verifies it. A claim is `lost`
 * when another website proved the same domain later.
 */
export const CUSTOM_DOMAIN_STATUSES = ['pending', 'verified', 'lost'] as const;
export type CustomDomainStatus = (typeof CUSTOM_DOMAIN_STATUSES)[number];

export const customDomainClaimSchema = z.object({
  domain: z.string(),
  status: z.enum(CUSTOM_DOMAIN_STATUSES),
  /** One way to prove it: a TXT record of this name holding this value. */
  txt: z.object({ name: z.string(), value: z.string() }),
  /** The other: a file at this address answering `body`. */
  http: z.object({ url: z.string(), body: z.string() }),
  verified_at: z.string().nullable(),
});
export type CustomDomainClaim = z.infer<typeof customDomainClaimSchema>;

export const customDomainResponseSchema = z.object({ data: customDomainClaimSchema.nullable() });

export const verifyCustomDomainResponseSchema = z.object({ data: customDomainClaimSchema, message: z.string(), success: z.boolean() });

export const customUrlResponseSchema = z.object({
  data: z.object({ custom_url: z.string().nullable(), url: z.string(), dns: dnsRecordSchema.nullable(), claim: customDomainClaimSchema.nullable() }),
  message: z.string(),
  success: z.boolean(),
});

export const validateDomainBodySchema = z.object({ domain: domainField('The domain field is required.') });

export const validateSubdomainBodySchema = z.object({
  subdomain: z
    .string({ error: 'The subdomain field is required.' })
    .transform(stripWhitespace)
    .superRefine((value, ctx) => {
      const message = validateSubdomain(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
});

/** Checks that may name another of the caller's websites as the one being edited, which may keep its own value. */
export const domainCheckQuerySchema = z.object({ landing_id: z.coerce.number().int().positive().optional() });
