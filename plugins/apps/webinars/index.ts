import { defineApp } from '@tessera/sdk';
import gotoRegInfo from './elements/goto-reg-info/index.ts';

/**
 * Webinars (spec §1 misc "GoTo Reg Info"): a page shows one of the agency's upcoming GoTo
 * webinars, its date and time in the visitor's own time zone, and registers visitors for it
 * through the agency's connected GoTo account (a website's Integrations). Premium: granted per plan.
 */
export default defineApp({
  id: 'webinars',
  version: '1.0.0',
  label: 'Webinars',
  premium: true,
  directory: {
    description: 'Put your next GoTo webinar on a page, in each visitor’s own time zone, with a registration form that signs them up.',
    icon: 'calendar',
  },
  elements: [gotoRegInfo],
  server: '@tessera/app-webinars/server',
});
