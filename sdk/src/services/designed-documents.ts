import type { AppCaller, AppLanding } from '../apps/app-server.ts';
import { createServiceToken } from './service-container.ts';

/** A designer document (sections, rows, columns, elements) as stored: JSON the platform checks. */
export type DesignJson = Record<string, unknown>;

/** What a designed document of an app looks like to the save rule: its stored design and version. */
export interface VersionedDocument {
  /** In messages: "lesson". */
  noun: string;
  read(): Promise<{ design: unknown; version: number }>;
  /** Writes `design` where the version is still `expectedVersion`; answers the new version, or undefined when it moved on. */
  write(design: DesignJson, expectedVersion: number): Promise<number | undefined>;
}

/**
 * The platform's designer documents, for an app whose items are designed in the designer (a
 * course's lessons). Designs are checked against the installed element plugins the way an
 * admin's page template is (every premium element allowed), so an unknown plugin id or a bad
 * setting answers 422 naming the field, never a 500.
 */
export interface DesignedDocuments {
  /** A new, empty document. */
  empty(): DesignJson;
  /** The design checked; throws a 422 `HttpError` with errors under `field` (default "design"). */
  validate(input: unknown, field?: string): DesignJson;
  /**
   * The design as the installed plugins hold it now (older settings migrated), and whether that
   * changed any element's settings; throws a 422 like `validate` when it no longer checks out.
   */
  upgrade(design: unknown): { design: DesignJson; changed: boolean };
  /**
   * The design checked as `website`'s own pages are: against the premium elements the caller
   * may use there. For a copy brought in from elsewhere (a shared post, a clone); throws a 422
   * like `validate`.
   */
  validateForWebsite(input: unknown, website: { landing: AppLanding; caller: AppCaller | null }, field?: string): Promise<DesignJson>;
  /** A copy with new node ids, for a clone that must not share ids with its original. */
  withFreshIds(design: unknown): DesignJson;
  /**
   * The designer's save (PUT …/design with `{ design, version }`): checked, refused with 409
   * when the document moved on since `version` (a repeat of what is stored succeeds), and
   * `shouldReload` when the server normalised what was sent. With `website`, the document is
   * one of that website's (a blog post): it is checked as the website's pages are, against the
   * premium elements the caller may use there, and it may only name the website's own forms
   * and menus (422 otherwise).
   */
  saveVersioned(
    document: VersionedDocument,
    input: { design: unknown; version: number },
    website?: { landing: AppLanding; caller: AppCaller | null },
  ): Promise<{ version: number; shouldReload: boolean }>;
  /**
   * The document as a whole HTML page, drawn the way a published page is (its CSS inline,
   * no site header or menus). Show it in an `<iframe srcDoc>`: relative image addresses load
   * from the dashboard's origin, and a sandboxed frame runs none of its scripts.
   */
  renderHtml(design: unknown, meta: { title: string }): string;
}
export const DesignedDocumentsToken = createServiceToken<DesignedDocuments>('DesignedDocuments');
