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
export const DOMAIN_TAKEN_MESSAGE = 'This domain is already used by another website.';

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

export const customUrlResponseSchema = z.object({
  data: z.object({ custom_url: z.string().nullable(), url: z.string(), dns: dnsRecordSchema.nullable() }),
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
