import type { Db } from '../../db/database.ts';
import type { ElementRegistry } from '../../plugins/plugin-host.ts';
import { designedLibraryRoutes } from '../designed-library/designed-library.routes.ts';

/** The admin's page templates (spec §7 /admin-page-templates); published ones are what GET /page-templates offers agencies. */
export function adminPageTemplatesRoutes(db: Db, registry: ElementRegistry) {
  return designedLibraryRoutes(db, registry, {
    table: 'page_templates',
    noun: 'Page template',
    url: '/admin-page-templates',
    param: 'pageTemplateId',
    tags: ['admin-page-templates'],
    publishes: 'Offer a page template to every agency',
  });
}
