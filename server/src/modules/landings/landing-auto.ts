import { LEAD_FORM_PRESETS, type AutoLandingBody } from '@tessera/core';
import type { LandingRow } from '../../db/schema.ts';
import type { AuthUser } from '../auth/access-tokens.ts';
import { aiKeyFor, askAi } from '../ai/ai-key.ts';
import { siteContactDesign, siteHomeDesign } from '../ai/copy-designs.ts';
import type { DashboardDeps } from '../dashboard/dashboard-deps.ts';
import type { SiteContent } from '../site-content/site-content.ts';
import { agencyForNewLanding, createLanding } from './landing-create.ts';

const HOME = 1;
const CONTACT = 2;

/** A starter website written by the AI from a short description: home and contact pages, a lead form and a main menu. */
export async function createAutoLanding(deps: DashboardDeps, user: AuthUser, body: AutoLandingBody): Promise<LandingRow> {
  const agencyId = await agencyForNewLanding(deps.db, user, body.agency_id);
  const apiKey = await aiKeyFor(deps.db, deps.config, agencyId);
  const copy = await askAi(() => deps.aiText.siteCopy({ apiKey, businessName: body.business_name, description: body.description }));
  const leadFields = (['fullName', 'email', 'phone'] as const).map((name) => ({ name, ...LEAD_FORM_PRESETS[name] }));
  const content: SiteContent = {
    settings: { business_section: { name: body.business_name } },
    prompts: { business: body.description },
    apps: {},
    pages: [
      { ref: HOME, name: 'Home', unique_name: 'home', title: copy.tagline.slice(0, 200), description: copy.intro.slice(0, 300), type: 'page', home: true, design: siteHomeDesign(copy, CONTACT) },
      { ref: CONTACT, name: 'Contact', unique_name: 'contact', title: `Contact ${body.business_name}`, description: '', type: 'page', home: false, design: siteContactDesign(body.business_name) },
    ],
    forms: [{ name: 'Contact form', config: { fields: leadFields, submit: { action: 'message', message: 'Thank you! We will be in touch soon.' } } }],
    menus: [{ name: 'Main menu', position: 0, items: [{ label: 'Home', page_id: HOME }, { label: 'Contact', page_id: CONTACT }] }],
    keywords: copy.services.map((service) => service.title),
    file_ids: [],
  };
  return createLanding(deps, user, {
    agencyId,
    title: body.business_name,
    description: copy.intro.slice(0, 1000),
    subdomain: body.subdomain,
    content,
    keepUnchecked: true,
  });
}
