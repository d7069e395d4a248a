import { ALL_PREMIUM, emptyDocument, pageDocumentSchema, validateDesign, type PageDocument } from '@tessera/core';
import type { DesignJson, DesignedDocuments } from '@tessera/sdk';
import { validationFailed } from '../http/http-error.ts';
import { withFreshIds } from '../modules/pages/pages.service.ts';
import { changedOnSave, saveVersionedDesign } from '../modules/pages/versioned-design.ts';
import { renderAdminDocument } from '../modules/previews/template-previews.routes.ts';
import type { PageRenderer } from '../modules/sites/render-page.tsx';
import type { ElementRegistry } from '../plugins/plugin-host.ts';

// A document is plain JSON to an app: it hands it back to these calls and never looks inside.
const asJson = (document: PageDocument) => document as unknown as DesignJson;

/**
 * The designer documents of apps, checked and drawn like an admin's page template: every
 * element of the installed plugins allowed, premium ones too (the app decides who sees them).
 */
export function createDesignedDocuments(registry: ElementRegistry, render: PageRenderer): DesignedDocuments {
  const validate = (input: unknown, field = 'design') => {
    const result = validateDesign(input, { registry, grants: ALL_PREMIUM, fieldPrefix: field });
    if (!result.ok) throw validationFailed(result.errors);
    return result.document;
  };
  return {
    empty: () => asJson(emptyDocument()),
    validate: (input, field) => asJson(validate(input, field)),
    upgrade(design) {
      const current = validate(design);
      return { design: asJson(current), changed: changedOnSave(design, current) };
    },
    withFreshIds: (design) => asJson(withFreshIds(pageDocumentSchema.parse(design))),
    saveVersioned: (document, input) =>
      saveVersionedDesign({ noun: document.noun, read: document.read, write: (design, version) => document.write(asJson(design), version) }, registry, ALL_PREMIUM, input),
    renderHtml: (design, meta) => renderAdminDocument(render, { name: meta.title, design }, '/', { noindex: true }).html,
  };
}
