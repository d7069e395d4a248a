import type { Migration } from 'kysely/migration';
import * as accountsLandingsPages from './0001-accounts-landings-pages.ts';
import * as tenancyWhitelabelsMail from './0002-tenancy-whitelabels-mail.ts';
import * as publishing from './0100-publishing.ts';
import * as agencyDashboard from './0200-agency-dashboard.ts';
import * as backupNotes from './0201-backup-notes.ts';
import * as designerBlocksSandbox from './0300-designer-blocks-sandbox.ts';
import * as adminTemplates from './0310-admin-templates.ts';
import * as agencyPlanFeatures from './0500-agency-plan-features.ts';
import * as pageDesignAuthor from './0501-page-design-author.ts';
import * as sharedVisitorCounting from './0502-shared-visitor-counting.ts';
import * as blogPostsEpisodes from './0600-blog-posts-episodes.ts';
import * as plansBilling from './0700-plans-billing.ts';
import * as orderPages from './0701-order-pages.ts';
import * as shop from './0702-shop.ts';
import * as whitelabelCertificates from './0703-whitelabel-certificates.ts';
import * as fileImagePrompts from './0704-file-image-prompts.ts';
import * as agencySettings from './0705-agency-settings.ts';
import * as templateCategories from './0706-template-categories.ts';
import * as blogPostShareIds from './0707-blog-post-share-ids.ts';
import * as cards from './0708-cards.ts';
import * as cardHoldersLeads from './0709-card-holders-leads.ts';
import * as widgets from './0710-widgets.ts';
import * as oauthIntegrations from './0711-oauth-integrations.ts';
import * as templateAppParts from './0712-template-app-parts.ts';
import * as shareLinks from './0713-share-links.ts';
import * as domainClaims from './0714-domain-claims.ts';
import * as websiteAndCouponLimits from './0715-website-and-coupon-limits.ts';
import * as usedLoginLinks from './0716-used-login-links.ts';
import * as statsViewPermission from './0717-stats-view-permission.ts';
import * as fakeStripeObjects from './0718-fake-stripe-objects.ts';
import * as podcastEpisodesPrefix from './0719-podcast-episodes-prefix.ts';
import * as contactsCrm from './0720-contacts-crm.ts';
import * as sourceStats from './0721-source-stats.ts';
import * as onboarding from './0723-onboarding.ts';
import * as brandKit from './0724-brand-kit.ts';
import * as brandKitSaved from './0725-brand-kit-saved.ts';
import * as productImage from './0726-product-image.ts';
import * as globalSections from './0727-global-sections.ts';

/** Every migration in order; names are stored, so never rename one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-accounts-landings-pages': accountsLandingsPages,
  '0002-tenancy-whitelabels-mail': tenancyWhitelabelsMail,
  '0100-publishing': publishing,
  '0200-agency-dashboard': agencyDashboard,
  '0201-backup-notes': backupNotes,
  '0300-designer-blocks-sandbox': designerBlocksSandbox,
  '0310-admin-templates': adminTemplates,
  '0500-agency-plan-features': agencyPlanFeatures,
  '0501-page-design-author': pageDesignAuthor,
  '0502-shared-visitor-counting': sharedVisitorCounting,
  '0600-blog-posts-episodes': blogPostsEpisodes,
  '0700-plans-billing': plansBilling,
  '0701-order-pages': orderPages,
  '0702-shop': shop,
  '0703-whitelabel-certificates': whitelabelCertificates,
  '0704-file-image-prompts': fileImagePrompts,
  '0705-agency-settings': agencySettings,
  '0706-template-categories': templateCategories,
  '0707-blog-post-share-ids': blogPostShareIds,
  '0708-cards': cards,
  '0709-card-holders-leads': cardHoldersLeads,
  '0710-widgets': widgets,
  '0711-oauth-integrations': oauthIntegrations,
  '0712-template-app-parts': templateAppParts,
  '0713-share-links': shareLinks,
  '0714-domain-claims': domainClaims,
  '0715-website-and-coupon-limits': websiteAndCouponLimits,
  '0716-used-login-links': usedLoginLinks,
  '0717-stats-view-permission': statsViewPermission,
  '0718-fake-stripe-objects': fakeStripeObjects,
  '0719-podcast-episodes-prefix': podcastEpisodesPrefix,
  '0720-contacts-crm': contactsCrm,
  '0721-source-stats': sourceStats,
  '0723-onboarding': onboarding,
  '0724-brand-kit': brandKit,
  '0725-brand-kit-saved': brandKitSaved,
  '0726-product-image': productImage,
  '0727-global-sections': globalSections,
};
