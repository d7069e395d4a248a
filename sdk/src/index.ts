/**
 * @tessera/sdk: the only package a plugin imports. This entry point is safe on the server
 * and on published pages; editor-only helpers live in "@tessera/sdk/editor".
 */
export { z } from 'zod';
export {
  ELEMENT_CATEGORIES,
  type ElementCategory,
  FONT_FAMILIES,
  DEFAULT_FONT_FAMILY,
  FONT_SIZES,
  MIN_FONT_SIZE,
  MAX_FONT_SIZE,
  BUTTON_FONT_SIZES,
  LINE_HEIGHTS,
  FONT_WEIGHTS,
  DEFAULT_TEXT_SIZE,
  fontStack,
  TABLET_BREAKPOINT,
  MOBILE_BREAKPOINT,
  type FontFamily,
} from '@tessera/core';
export * from '@tessera/core/rules';
export * from '@tessera/core/formatting';
export * from '@tessera/core/style';
/** Props that name a page, form or menu of the element's website, declared so the platform follows them (copies, saves, page links). */
export { siteReference, type SiteReferenceKind } from '@tessera/core';
export { CONTENT_WIDTHS, DEFAULT_CURRENCY_SYMBOL, DEVICES, PLAN_FEATURES, type ContentWidth, type Device, type PlanFeature } from '@tessera/core';
export * from './element-definition.ts';
export * from './apps/app-definition.ts';
export * from './apps/app-server.ts';
export * from './apps/database-errors.ts';
export * from './apps/content-items.ts';
export * from './apps/shown-on-websites.ts';
export * from './apps/caller-agency.ts';
export * from './apps/listing-setting.ts';
export * from './apps/site-template-part.ts';
/** Fields of a website's dated content (posts, episodes): its address, image, media link and list query. */
export {
  contentListQuerySchema,
  contentSlugSchema,
  contentImageSchema,
  isMediaUrl,
  MEDIA_URL_MESSAGE,
  zodFieldErrors,
  type ContentListQuery,
} from '@tessera/core';
/** A website's designed posts (the blog app's, shared with site templates and share links) and the designer's save and publish answers. */
export {
  BLOG_SLUG_TAKEN_MESSAGE,
  blogPostParamsSchema,
  blogPostPublishedSchema,
  blogPostSavedSchema,
  blogPostSchema,
  blogPostWithDesignSchema,
  createBlogPostBodySchema,
  updateBlogPostBodySchema,
  importPageParamsSchema,
  putDesignBodySchema,
  putDesignResponseSchema,
  leftOutElementSchema,
  publishedMessage,
  type BlogPost,
  type BlogPostWithDesign,
  type CreateBlogPostBody,
  type UpdateBlogPostBody,
  type LeftOutElement,
} from '@tessera/core';
/** Sharing an item by link: off until switched on, the id handed out only while on, a new id retiring the old link. */
export {
  SHARE_ROTATED_MESSAGE,
  shareStateEnvelopeSchema,
  shareStateOf,
  shareStateSavedSchema,
  shareSwitchBodySchema,
  shareSwitchedMessage,
  sharingOffError,
  type ShareState,
} from '@tessera/core';
export { AGENCY_ROLES, HttpError, notFound, validationFailed, type ErrorCode, type FieldErrors, type PermissionKey, type Role } from '@tessera/core';
/** A row id in an address: a positive whole number a database integer holds, else 422 naming the param. */
export { idSchema } from '@tessera/core';
export * from './card-design-definition.ts';
export * from './cards/card-channels.ts';
export * from './cards/card-content.ts';
export * from './cards/card-themes.ts';
export * from './cards/CardChannelLinks.tsx';
export * from './cards/CardLeadFormView.tsx';
export * from './plugin-routes.ts';
export * from './shop/order-contract.ts';
export * from './services/service-container.ts';
export * from './services/tokens.ts';
export * from './services/payment-provider.ts';
export * from './services/designed-documents.ts';
export * from './services/site-pages.ts';
export * from './services/ai-writer.ts';
export * from './services/outbound-http.ts';
export * from './services/agency-charges.ts';
export * from './services/website-reach.ts';
export * from './services/site-templates.ts';
export * from './render/subscribed-context.tsx';
export * from './render/site-context.tsx';
export * from './render/listing.ts';
export * from './render/site-data.ts';
export * from './render/stored-props.ts';
export * from './render/MissingSiteItem.tsx';
export * from './render/icons.tsx';
export * from './render/icon-svg.tsx';
export * from './render/element-icons.tsx';
export * from './render/brand-icons.tsx';
export * from './render/layout-css.ts';
export * from './render/contrast.ts';
export * from './render/brand.ts';
export * from './render/ButtonView.tsx';
export * from './options/button-option.ts';
export * from './options/image-option.ts';
export * from './options/badge-and-theme.ts';
export { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island/index.ts';
export * from './html/html-schema.ts';
export * from './html/script-tags.ts';
export * from './links/link-schema.ts';
export * from './typography/typography-schema.ts';
export * from './typography/typography-css.ts';
export * from './typography/inline-rich-text.ts';
export * from './accessibility/element-accessibility.ts';
export { richTextToPlainText } from './typography/plain-text.ts';
export * from './countdown/index.ts';
export * from './countdown/countdown-options.ts';
export * from './countdown/CountdownView.tsx';
export * from './forms/field-kit.ts';
export * from './forms/after-submit.ts';
export * from './forms/field-rules.ts';
export * from './forms/form-contract.ts';
export * from './forms/FieldParts.tsx';
export * from './feature/feature-text.ts';
export * from './feature/FeatureText.tsx';
export { SUBMIT_URL } from './forms/form-runtime.ts';
export * from './services/webinar-accounts.ts';
