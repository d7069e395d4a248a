import type { z } from 'zod';
import type { ElementAccessibility } from '../accessibility/element-accessibility.ts';
import type { PlanFeature } from './premium-grants.ts';

/** Element categories of the builder palette (spec §1); "all" is a palette view, not a category. */
export const ELEMENT_CATEGORIES = ['text', 'form', 'order', 'media', 'countdown', 'misc'] as const;
export type ElementCategory = (typeof ELEMENT_CATEGORIES)[number];

/**
 * What the kernel knows of an element plugin: everything that can be checked without React.
 * The SDK's `defineElement` adds the render, panel, island and route entry points.
 */
export interface ElementKernel<Props extends Record<string, unknown> = Record<string, unknown>> {
  /** Kebab-case id, unique among installed plugins; stored as the element node's `key`. */
  readonly id: string;
  /** Semver of the plugin's props shape; stored on each element it writes. */
  readonly version: string;
  readonly label: string;
  readonly category: ElementCategory;
  /** Premium elements are usable only by agencies whose plan grants them. */
  readonly premium: boolean;
  /**
   * The app that brought the element (set when the app is registered): the element is usable
   * wherever the agency holds that app, and premium whenever the app is.
   */
  readonly app?: { readonly id: string; readonly label: string };
  /** A short name of an icon for the palette. */
  readonly icon?: string;
  /** Props schema whose defaults alone produce a valid new element (`schema.parse({})`). */
  readonly props: z.ZodType<Props>;
  /** Upgrades props stored by an older `version` of the plugin to the current shape. */
  readonly migrate?: (props: Record<string, unknown>, fromVersion: string) => Record<string, unknown>;
  /**
   * Plan features these (valid) props use, e.g. an HTML Editor holding scripts needs
   * "html-scripts". A design using a feature the agency's plan lacks is refused on save, and
   * the published page leaves the feature out while the plan lacks it.
   */
  readonly planFeatures?: (props: Props) => readonly PlanFeature[];
  /**
   * What these (valid) props render, as the pre-publish accessibility check needs it: headings
   * and their levels, images and their alt text, links and buttons and their names, form fields
   * and their labels, text and its colour and size. Leave it out and the check skips the element.
   */
  readonly accessibility?: (props: Props) => ElementAccessibility;
}
