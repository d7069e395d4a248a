import { libraryApi } from './designed-library-api.ts';
import { queryKeys } from './query-keys.ts';

/** The admin's page templates (spec §7 /admin-page-templates); every change lands in the agencies' choice (GET /page-templates) too. */
export const adminPageTemplatesApi = libraryApi({ base: '/admin-page-templates', key: queryKeys.adminPageTemplates, alsoChanges: [queryKeys.pageTemplates] });
