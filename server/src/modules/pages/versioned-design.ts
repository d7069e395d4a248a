import { pageDocumentSchema, stableJson, validateDesign, walkElements, type PageDocument, type PremiumGrants } from '@tessera/core';
import { HttpError, validationFailed } from '../../http/http-error.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';

/** A designed document kept with a version (a page, a blog post), as the designer saves it. */
export interface VersionedDesign {
  /** What the document is called in the conflict message ("page", "post"). */
  noun: string;
  /** The stored design and version now. */
  read(): Promise<{ design: unknown; version: number }>;
  /** Writes `design` only if the document is still at `expectedVersion`; the new version, or undefined if it moved on. */
  write(design: PageDocument, expectedVersion: number): Promise<number | undefined>;
  /** Checks beyond the plugins' own, run before writing (e.g. that the website's forms and menus are its own). */
  check?(design: PageDocument): Promise<void>;
}

/** Props as the elements hold them, without the plugin versions the server stamps on save. */
function propsFingerprint(design: PageDocument): string {
  return stableJson([...walkElements(design)].map(({ element }) => [element.id, element.key, element.props]));
}

/** Whether validation changed what was sent (migrated or normalised props), so the designer should reload it. */
export function changedOnSave(sent: unknown, saved: PageDocument): boolean {
  const parsed = pageDocumentSchema.safeParse(sent);
  return !parsed.success || propsFingerprint(parsed.data) !== propsFingerprint(saved);
}

/**
 * Saves a design sent at `input.version`: checked against the plugins and the agency's grants,
 * refused with 409 when the document moved on since that version. `shouldReload` tells the
 * designer the server changed what it sent (migrated or normalised props).
 */
export async function saveVersionedDesign(
  document: VersionedDesign,
  registry: ElementRegistry,
  grants: PremiumGrants,
  input: { design: unknown; version: number },
): Promise<{ version: number; shouldReload: boolean }> {
  const stored = await document.read();
  const staleMessage = (current: number) =>
    `This ${document.noun} was saved elsewhere since you opened it (you edited version ${input.version}, it is now at version ${current}). Reload to see those changes.`;
  const previous = pageDocumentSchema.parse(stored.design);
  const result = validateDesign(input.design, { registry, grants, previous, fieldPrefix: 'design' });
  if (stored.version !== input.version) {
    // PUT is idempotent: a repeated save (a browser retrying it, a double submit) of exactly what is stored succeeds.
    if (result.ok && stableJson(result.document) === stableJson(previous)) return { version: stored.version, shouldReload: false };
    throw new HttpError('version_conflict', staleMessage(stored.version));
  }
  if (!result.ok) throw validationFailed(result.errors);
  await document.check?.(result.document);

  const version = await document.write(result.document, input.version);
  if (version === undefined) throw new HttpError('version_conflict', staleMessage((await document.read()).version));
  return { version, shouldReload: changedOnSave(input.design, result.document) };
}
