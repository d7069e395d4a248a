import type { AppServerPart } from '@tessera/sdk';

/**
 * An app's settings from the environment, by its server part's `config` schema: empty variables
 * count as unset, and a value the schema refuses stops the boot naming the app and the variable.
 */
export function readAppConfig(appId: string, schema: AppServerPart['config'], env: Readonly<Record<string, string | undefined>>): Readonly<Record<string, unknown>> {
  if (!schema) return {};
  const given = Object.fromEntries(Object.keys(schema.shape).flatMap((name) => (env[name]?.trim() ? [[name, env[name]!.trim()]] : [])));
  const parsed = schema.safeParse(given);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'settings'}: ${issue.message}`).join('; ');
  throw new Error(`App "${appId}" has invalid settings in the environment: ${problems}`);
}
