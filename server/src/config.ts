import { resolve } from 'node:path';
import { z } from 'zod';
import type { OAuthProvider } from '@tessera/core';
import { siteOrigin } from './http/public-origins.ts';

const flag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  /** PostgreSQL connection string; when unset the embedded PGlite database under the data dir is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Redis shared by every process of an install (attempt limits); unset, each process counts alone. */
  REDIS_URL: z.string().url().optional(),
  /** Put before every Redis key, so installs (or test runs) sharing one Redis stay apart. */
  TESSERA_REDIS_PREFIX: z.string().min(1).max(100).default('tessera:'),
  TESSERA_DATA_DIR: z.string().optional(),
  /** Published sites answer at <subdomain>.<this domain>; the app itself at the domain. */
  TESSERA_SITE_DOMAIN: z.string().toLowerCase().default('localhost'),
  /** How visitors reach published sites: scheme and port of the public URL (default: this server's port). */
  TESSERA_SITE_SCHEME: z.enum(['http', 'https']).default('http'),
  TESSERA_SITE_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  TESSERA_APP_NAME: z.string().default('Tessera'),
  TESSERA_MAINTENANCE: flag,
  /**
   * Which peers may set X-Forwarded-For/-Proto (the client address of rate limits): a
   * comma-separated list of addresses, CIDR ranges or the names loopback, linklocal and
   * uniquelocal; `true` trusts every peer. Only loopback by default: any other machine of a
   * private network could otherwise pick a new address for each request and never be limited.
   */
  TESSERA_TRUST_PROXY: z.string().default('loopback'),
  /**
   * The app's public origin, which every link it mails or returns starts with (reset links, OAuth
   * redirect addresses); default: TESSERA_SITE_SCHEME://TESSERA_SITE_DOMAIN:TESSERA_SITE_PORT.
   */
  TESSERA_APP_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .refine((value) => {
      const url = new URL(value);
      return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    }, 'must be an origin only (scheme, host and port), e.g. https://app.example.com')
    .optional(),
  TESSERA_ADMIN_EMAIL: z.string().email().optional(),
  TESSERA_ADMIN_PASSWORD: z.string().min(8).optional(),
  TESSERA_DEMO_EMAIL: z.string().email().optional(),
  TESSERA_DEMO_PASSWORD: z.string().min(8).optional(),
  TESSERA_DEMO_CARD_EMAIL: z.string().email().optional(),
  TESSERA_DEMO_CARD_PASSWORD: z.string().min(8).optional(),
  /** SMTP server for outgoing mail (smtp[s]://user:pass@host:port); unset keeps mail in the database outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().optional(),
  /** The payment provider's secret key; unset runs the local fake provider (test cards only, nothing is charged). */
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must be a secret key (sk_…)').optional(),
  /** The signing secret of the provider's webhook endpoint (whsec_…); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The publishable key (pk_…) for the provider's card form in the browser; required with STRIPE_SECRET_KEY. */
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** The platform's Connect client id (ca_…): agencies connect their own accounts to sell on their websites. Unset with a live key: no gateway can be connected. */
  STRIPE_CONNECT_CLIENT_ID: z.string().startsWith('ca_', 'must be a Connect client id (ca_…)').optional(),
  /** Seals secrets at rest (64 hex digits or 32 bytes base64); unset: a key generated once in the data dir. Give every server of one database the same. */
  TESSERA_SECRETS_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** This server's public address: custom domains are told to point an A record at it instead of a CNAME at the site domain. */
  TESSERA_PUBLIC_IP: z.union([z.ipv4(), z.ipv6()]).optional(),
  /** The port a custom domain's token file is asked for at (`http://<domain>:<port>/.well-known/tessera-verification/<token>`): 80 unless tests point it at a local server. */
  TESSERA_DOMAIN_VERIFICATION_PORT: z.coerce.number().int().min(1).max(65535).default(80),
  /** `1` lets webhooks call private, loopback and link-local addresses (tests, receivers on an intranet). */
  TESSERA_ALLOW_PRIVATE_WEBHOOKS: flag,
  /** Retries of a failed webhook delivery, and the seconds before the first one (doubled for each next one). */
  TESSERA_WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
  TESSERA_WEBHOOK_RETRY_DELAY: z.coerce.number().int().min(1).max(3600).default(30),
  /** Seconds between an idle job worker's looks for new jobs (at least 0.5). */
  TESSERA_QUEUE_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Where uploads are kept: `local` (the data dir's uploads folder) or `s3` (an S3-compatible bucket, S3_*). */
  TESSERA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** An S3-compatible server (MinIO, R2…); AWS when unset. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag,
  S3_PREFIX: z.string().default(''),
  /** `openai` (any server speaking OpenAI's chat completions, see OPENAI_BASE_URL) or `fake` (deterministic copy, no model). */
  TESSERA_AI_PROVIDER: z.enum(['openai', 'fake']).default('openai'),
  /** The server's own key, used for agencies that have none of their own. */
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** The images model of the designer's AI images (same provider, base URL and agency keys as the text). */
  OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  /** Stock photos of the image picker: `unsplash` (needs UNSPLASH_ACCESS_KEY) or `fake` placeholders; default: unsplash when a key is set. */
  TESSERA_STOCK_PHOTOS: z.enum(['unsplash', 'fake']).optional(),
  UNSPLASH_ACCESS_KEY: z.string().optional(),
  UNSPLASH_BASE_URL: z.string().url().optional(),
  /** OAuth client credentials of the connections (spec §2 /auth/{provider}/callback); a provider without them runs the local fake vendor. */
  MAILCHIMP_CLIENT_ID: z.string().optional(),
  MAILCHIMP_CLIENT_SECRET: z.string().optional(),
  HUBSPOT_CLIENT_ID: z.string().optional(),
  HUBSPOT_CLIENT_SECRET: z.string().optional(),
  GOTO_CLIENT_ID: z.string().optional(),
  GOTO_CLIENT_SECRET: z.string().optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  redis?: { url: string; prefix: string };
  /** Where the embedded database and uploads live. */
  dataDir: string;
  siteDomain: string;
  /** The app's public origin (TESSERA_APP_URL), no trailing slash: see http/public-origins.ts. */
  appUrl: string;
  siteScheme: 'http' | 'https';
  sitePort: number;
  appName: string;
  maintenance: boolean;
  trustProxy: true | string[];
  smtpUrl?: string;
  /** Sender of outgoing mail. */
  mailFrom: string;
  seed: {
    adminEmail?: string;
    adminPassword?: string;
    demoEmail?: string;
    demoPassword?: string;
    cardEmail?: string;
    cardPassword?: string;
  };
  /** The real provider when a key is set; else the local fake, whose card form takes its test cards. */
  payments: { kind: 'stripe'; secretKey: string; webhookSecret: string; publishableKey: string; connectClientId?: string } | { kind: 'local-fake' };
  /** TESSERA_SECRETS_KEY, when set (see services/secret-box.ts). */
  secretsKey?: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  publicIp?: string;
  /** Where a custom domain's token file is asked for (TESSERA_DOMAIN_VERIFICATION_PORT). */
  domainVerificationPort: number;
  webhooks: { allowPrivateAddresses: boolean; retryLimit: number; retryDelaySeconds: number };
  queuePollSeconds: number;
  storage: { kind: 'local' | 's3'; s3?: { bucket: string; region: string; endpoint?: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean; prefix: string } };
  ai: { provider: 'openai' | 'fake'; serverKey?: string; baseURL?: string; model: string };
  aiImages: { model: string };
  stockPhotos: { provider: 'unsplash' | 'fake'; accessKey?: string; baseURL?: string };
  /** Client credentials per OAuth provider; null: the local fake vendor. */
  connections: Record<OAuthProvider, { clientId: string; clientSecret: string } | null>;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.TESSERA_STORAGE === 's3' && !(e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: TESSERA_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  if (e.STRIPE_SECRET_KEY && !(e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PUBLISHABLE_KEY)) {
    throw new Error('Invalid configuration: STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY');
  }
  if (e.TESSERA_STOCK_PHOTOS === 'unsplash' && !e.UNSPLASH_ACCESS_KEY) {
    throw new Error('Invalid configuration: TESSERA_STOCK_PHOTOS=unsplash needs UNSPLASH_ACCESS_KEY');
  }
  // npm runs workspace scripts inside the workspace folder; INIT_CWD is where the user typed the command.
  const baseDir = env.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    ...(e.REDIS_URL ? { redis: { url: e.REDIS_URL, prefix: e.TESSERA_REDIS_PREFIX } } : {}),
    dataDir: resolve(baseDir, e.TESSERA_DATA_DIR ?? 'data'),
    siteDomain: e.TESSERA_SITE_DOMAIN,
    appUrl: e.TESSERA_APP_URL ? new URL(e.TESSERA_APP_URL).origin : siteOrigin({ siteScheme: e.TESSERA_SITE_SCHEME, sitePort: e.TESSERA_SITE_PORT ?? e.PORT }, e.TESSERA_SITE_DOMAIN),
    siteScheme: e.TESSERA_SITE_SCHEME,
    sitePort: e.TESSERA_SITE_PORT ?? e.PORT,
    appName: e.TESSERA_APP_NAME,
    maintenance: e.TESSERA_MAINTENANCE,
    trustProxy:
      e.TESSERA_TRUST_PROXY.trim() === 'true'
        ? true
        : e.TESSERA_TRUST_PROXY.split(',')
            .map((entry) => entry.trim())
            .filter(Boolean),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.TESSERA_APP_NAME} <no-reply@${e.TESSERA_SITE_DOMAIN}>`,
    seed: {
      adminEmail: e.TESSERA_ADMIN_EMAIL,
      adminPassword: e.TESSERA_ADMIN_PASSWORD,
      demoEmail: e.TESSERA_DEMO_EMAIL,
      demoPassword: e.TESSERA_DEMO_PASSWORD,
      cardEmail: e.TESSERA_DEMO_CARD_EMAIL,
      cardPassword: e.TESSERA_DEMO_CARD_PASSWORD,
    },
    payments: e.STRIPE_SECRET_KEY
      ? { kind: 'stripe', secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, publishableKey: e.STRIPE_PUBLISHABLE_KEY!, connectClientId: e.STRIPE_CONNECT_CLIENT_ID }
      : { kind: 'local-fake' },
    secretsKey: e.TESSERA_SECRETS_KEY,
    logLevel: e.LOG_LEVEL,
    publicIp: e.TESSERA_PUBLIC_IP,
    domainVerificationPort: e.TESSERA_DOMAIN_VERIFICATION_PORT,
    webhooks: {
      allowPrivateAddresses: e.TESSERA_ALLOW_PRIVATE_WEBHOOKS,
      retryLimit: e.TESSERA_WEBHOOK_RETRY_LIMIT,
      retryDelaySeconds: e.TESSERA_WEBHOOK_RETRY_DELAY,
    },
    queuePollSeconds: e.TESSERA_QUEUE_POLL_SECONDS,
    storage: {
      kind: e.TESSERA_STORAGE,
      s3:
        e.TESSERA_STORAGE === 's3'
          ? {
              bucket: e.S3_BUCKET!,
              region: e.S3_REGION,
              endpoint: e.S3_ENDPOINT,
              accessKeyId: e.S3_ACCESS_KEY_ID!,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
              prefix: e.S3_PREFIX,
            }
          : undefined,
    },
    ai: { provider: e.TESSERA_AI_PROVIDER, serverKey: e.OPENAI_API_KEY || undefined, baseURL: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL },
    aiImages: { model: e.OPENAI_IMAGE_MODEL },
    stockPhotos: {
      provider: e.TESSERA_STOCK_PHOTOS ?? (e.UNSPLASH_ACCESS_KEY ? 'unsplash' : 'fake'),
      accessKey: e.UNSPLASH_ACCESS_KEY || undefined,
      baseURL: e.UNSPLASH_BASE_URL,
    },
    connections: {
      mailchimp: credentials(e.MAILCHIMP_CLIENT_ID, e.MAILCHIMP_CLIENT_SECRET),
      hubspot: credentials(e.HUBSPOT_CLIENT_ID, e.HUBSPOT_CLIENT_SECRET),
      gotowebinar: credentials(e.GOTO_CLIENT_ID, e.GOTO_CLIENT_SECRET),
    },
  };
}

const credentials = (clientId: string | undefined, clientSecret: string | undefined) => (clientId && clientSecret ? { clientId, clientSecret } : null);
