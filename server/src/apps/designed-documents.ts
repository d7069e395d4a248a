import { ALL_PREMIUM, emptyDocument, pageDocumentSchema, validateDesign, type PageDocument, type PremiumGrants } from '@tessera/core';
import type { AppCaller, AppLanding, DesignJson, DesignedDocuments } from '@tessera/sdk';
import type { Db } from '../db/database.ts';
import { validationFailed } from '../http/http-error.ts';
import { grantsFor } from '../modules/agencies/agency-grants.ts';
import { withFreshIds } from '../modules/pages/pages.service.ts';
import { refuseForeignSiteItems } from '../modules/pages/site-item-references.ts';
import { saveVersionedDesign } from '../modules/pages/versioned-design.ts';
import { renderAdminDocument } from '../modules/previews/template-previews.routes.ts';
import type { PageRenderer } from '../modules/sites/render-page.tsx';
import type { ElementRegistry } from '../plugins/plugin-host.ts';

// A document is plain JSON to an app: it hands it back to these calls and never looks inside.
const asJson = (document: PageDocument) => document as unknown as DesignJson;

/**
 * The designer documents of apps, checked and drawn like an admin's page template: every
 * element of the installed plugins allowed, premium ones too (the app decides who sees them).
 * A document of a website is checked like the website's pages instead.
 */
export function createDesignedDocuments(db: Db, registry: ElementRegistry, render: PageRenderer): DesignedDocuments {
  const checked = (input: unknown, field = 'design', grants: PremiumGrants = ALL_PREMIUM) => {
    const result = validateDesign(input, { registry, grants, fieldPrefix: field });
    if (!result.ok) throw validationFailed(result.errors);
    return result;
  };
  const validate = (input: unknown, field?: string, grants?: PremiumGrants) => checked(input, field, grants).document;
  // An admin may use every element on any website; anyone else (a visitor too), the agency's.
  const websiteGrants = (website: { landing: AppLanding; caller: AppCaller | null }) => grantsFor(db, { role: website.caller?.role ?? 'Agency' }, website.landing.agencyId);
  return {
    empty: () => asJson(emptyDocument()),
    validate: (input, field) => asJson(validate(input, field)),
    validateForWebsite: async (input, website, field) => asJson(validate(input, field, await websiteGrants(website))),
    upgrade(design) {
      const current = checked(design);
      return { design: asJson(current.document), changed: current.changed };
    },
    withFreshIds: (design) => asJson(withFreshIds(pageDocumentSchema.parse(design))),
    async saveVersioned(document, input, website) {
      const grants = website ? await websiteGrants(website) : ALL_PREMIUM;
      return saveVersionedDesign(
        {
          noun: document.noun,
          read: document.read,
          write: (design, version) => document.write(asJson(design), version),
          check: website ? (design) => refuseForeignSiteItems(db, registry, website.landing.id, design, 'design') : undefined,
        },
        registry,
        grants,
        input,
      );
    },
    renderHtml: (design, meta) => renderAdminDocument(render, { name: meta.title, design }, '/', { noindex: true }).html,
  };
}
