import { jsonEqual, validateDesign, type DesignValidation, type FieldErrors, type PageDocument, type PremiumGrants } from '@tessera/core';
import { HttpError, validationFailed } from '../../http/http-error.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';

/** A designed document kept with a version (a page, a template's page, a block, a sandbox, a blog post), as the designer saves it. */
export interface VersionedDesign {
  /** What the document is called in the conflict message ("page", "block", "post"). */
  noun: string;
  /** The stored design, as stored, and its version; read once a save, and again only to name the version a lost race moved to. */
  read(): Promise<{ design: unknown; version: number }>;
  /** Writes `design` only if the document is still at `expectedVersion`; the new version, or undefined if it moved on. */
  write(design: PageDocument, expectedVersion: number): Promise<number | undefined>;
  /** What this kind of document keeps of a valid design (a block: its sections), or why it cannot hold it (422). */
  fit?(design: PageDocument): { ok: true; document: PageDocument } | { ok: false; errors: FieldErrors };
  /** Checks beyond the plugins' own, run before writing (e.g. that the website's forms and menus are its own). */
  check?(design: PageDocument): Promise<void>;
}

/** The 409 of a save sent at version `sent` of a document now at `current`. */
export const staleVersion = (noun: string, sent: number, current: number) =>
  new HttpError(
    'version_conflict',
    `This ${noun} was saved elsewhere since you opened it (you edited version ${sent}, it is now at version ${current}). Reload to see those changes.`,
  );

/** The design checked against the plugins and grants, then fitted to what the document keeps. */
function checkedDesign(document: VersionedDesign, registry: ElementRegistry, grants: PremiumGrants, sent: unknown, stored: unknown): DesignValidation {
  const result = validateDesign(sent, { registry, grants, previous: stored, fieldPrefix: 'design' });
  if (!result.ok || !document.fit) return result;
  const fitted = document.fit(result.document);
  // Dropping what the document does not keep changes what the designer shows, so it reloads.
  return fitted.ok ? { ok: true, document: fitted.document, changed: result.changed || fitted.document !== result.document } : fitted;
}

/**
 * Saves a design sent at `input.version`: checked against the plugins and the agency's grants,
 * refused with 409 when the document moved on since that version. The document is read once
 * and the design parsed once. `shouldReload` tells the designer the server changed what it sent
 * (migrated or normalised props).
 */
export async function saveVersionedDesign(
  document: VersionedDesign,
  registry: ElementRegistry,
  grants: PremiumGrants,
  input: { design: unknown; version: number },
): Promise<{ version: number; shouldReload: boolean }> {
  const stored = await document.read();
  const result = checkedDesign(document, registry, grants, input.design, stored.design);
  if (stored.version !== input.version) {
    // PUT is idempotent: a repeated save (a browser retrying it, a double submit) of exactly what is stored succeeds.
    if (result.ok && jsonEqual(result.document, stored.design)) return { version: stored.version, shouldReload: false };
    throw staleVersion(document.noun, input.version, stored.version);
  }
  if (!result.ok) throw validationFailed(result.errors);
  await document.check?.(result.document);

  const version = await document.write(result.document, input.version);
  if (version === undefined) throw staleVersion(document.noun, input.version, (await document.read()).version);
  return { version, shouldReload: result.changed };
}
