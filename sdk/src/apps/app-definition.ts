import { PERMISSION_KEY_PATTERN, PERMISSION_KEYS, PLATFORM_RESERVED_NAMES, type PermissionKey } from '@tessera/core';
import type { ComponentType } from 'react';
import type { AnyElementDefinition } from '../element-definition.ts';

/** How the premium app directory (/agency/premium-apps) presents an app. */
/** The groups of the side bar inside a website, in their order. */
export const WEBSITE_NAV_GROUPS = ['site', 'content', 'sell', 'audience', 'settings'] as const;
export type WebsiteNavGroup = (typeof WEBSITE_NAV_GROUPS)[number];

export interface AppDirectoryInfo {
  description: string;
  /** An icon name of the SDK's icon set (see render/icons.tsx), or an image address. */
  icon: string;
  /** Image addresses, shown in order. */
  screenshots?: readonly string[];
}

/**
 * One screen of an app. Website screens live under /agency/websites/{id}/<path>, agency
 * screens under /agency/<path> (the agency owner's), admin screens under /admin/<path> (the
 * admin's only). The host loads a screen when it is first opened, and shows it only while the
 * agency holds the app; otherwise the user sees which app it needs.
 *
 * Template screens are the admin's too, under /admin/templates/{templateId}/<path> (the
 * screen's `templateId` param): the app's part of a site template. Their `nav` is one of the
 * template's tabs, beside its Pages and Settings.
 *
 * Public screens live at /<path> for anyone, signed in or not, without the dashboard around
 * them (a shared item's page): the host shows them whatever anyone holds, so they may call
 * only the app's public routes, and those decide what to answer.
 */
export interface AppScreen {
  scope: 'website' | 'agency' | 'admin' | 'template' | 'public';
  /** A react-router path relative to the scope, e.g. "quizzes", "quizzes/:quizId/edit". */
  path: string;
  /**
   * Its side-bar entry; a screen without one (a create or edit screen) is reached from another.
   * A website screen's entry sits in the side bar's group `group` ('content' unless given: the
   * blog, the episodes); the agency's and admin's side bars have no groups.
   */
  nav?: { label: string; group?: WebsiteNavGroup };
  /** With scope 'website': the permission a sub-user needs there (spec §6). Owners and admins hold all. */
  permission?: PermissionKey;
  /** Shown over the whole window without the dashboard's side bar (a designer). */
  fullScreen?: boolean;
  /**
   * With scope 'agency' or 'admin': a signed-out visitor (or someone signed in for another area)
   * opens it too, at the same address, in the public screens' layout: a share link. Its screen
   * reads `signedIn` from `useAppScreen()` and offers `signIn()` for what needs an account; the
   * routes it calls while signed out must be public (`access: { roles: 'public' }`).
   */
  openToSignedOut?: boolean;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * An app: the largest kind of plugin. It brings elements, dashboard screens, server routes,
 * its own tables and published-site addresses; the host and server list it from the manifest
 * and never name it.
 */
export interface AppDefinition {
  /** Kebab-case, unique among installed apps; also the namespace of its migrations. */
  id: string;
  version: string;
  label: string;
  /** A premium app is usable only by agencies whose plan (or the admin's override) grants it. */
  premium: boolean;
  directory: AppDirectoryInfo;
  /** Elements it brings to the palette; each is usable exactly where the app is. */
  elements?: readonly AnyElementDefinition[];
  screens?: readonly AppScreen[];
  /**
   * Documents of its part of site templates that the platform previews in the template's shell
   * (the template's settings, forms and menus): the dashboard address
   * /templates/{templateId}/{path}/{documentId}/preview opens a signed preview drawn at
   * /api/v1/templates/{templateId}/{apiPath}/{documentId}/preview from the server part's
   * `siteTemplate.previewDocument`.
   */
  templatePreview?: { path: string; apiPath: string };
  /**
   * The first address segments its server part's `sitePaths` answer on published sites (the
   * blog's `blog` for /blog and /blog/{post}): no page of a website may take one as its address,
   * or the page would hide the app's. Each is one kebab-case segment.
   */
  reservedPaths?: readonly string[];
  /**
   * The per-website permissions it adds (`blog.publish`: an area and an action, lower case),
   * which the agency owner grants sub-users on the permission screen (grouped under the app's
   * label) and its routes and screens name. Owners and admins hold them all.
   */
  permissions?: readonly { key: string; label: string }[];
  /**
   * Module specifier (or file URL) of the app's server part, whose default export is a
   * `defineAppServer(...)` value. Kept apart from the definition so the browser bundle never
   * carries server code: the host never imports it, the server imports it at boot.
   */
  server?: string;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Declares an app. Mistakes surface at import, with the app's id in the message. */
export function defineApp(definition: AppDefinition): AppDefinition {
  const fail = (problem: string) => {
    throw new Error(`App plugin "${definition.id}": ${problem}`);
  };
  if (!KEBAB.test(definition.id)) fail('id must be kebab-case');
  if (!/^\d+\.\d+\.\d+/.test(definition.version)) fail('version must be semver');
  const { templatePreview } = definition;
  if (templatePreview && ![templatePreview.path, templatePreview.apiPath].every((segment) => KEBAB.test(segment))) fail('templatePreview path and apiPath must each be one kebab-case address segment');
  if (!definition.label.trim()) fail('label is required');
  for (const path of definition.reservedPaths ?? []) if (!KEBAB.test(path)) fail(`reserved path "${path}" must be one kebab-case address segment`);
  for (const permission of definition.permissions ?? []) {
    if (!PERMISSION_KEY_PATTERN.test(permission.key)) fail(`permission "${permission.key}" must be an area and an action in lower case, e.g. quiz.edit`);
    if ((PERMISSION_KEYS as readonly string[]).includes(permission.key)) fail(`permission "${permission.key}" is the platform's`);
    if (!permission.label.trim()) fail(`permission "${permission.key}" needs a label`);
  }
  const paths = new Set<string>();
  for (const screen of definition.screens ?? []) {
    const key = `${screen.scope}:${screen.path}`;
    if (paths.has(key)) fail(`two screens at ${key}`);
    if (screen.path.startsWith('/')) fail(`screen path "${screen.path}" must be relative to its scope`);
    if (screen.scope === 'public' && (screen.nav || screen.permission)) fail(`public screen ${screen.path} has no side bar entry and no permission`);
    // Template screens are the admin's, who holds every permission: one named there would never be checked.
    if (screen.scope === 'template' && screen.permission) fail(`template screen ${screen.path} is the admin's and takes no permission`);
    paths.add(key);
  }
  return definition;
}

/** The page addresses no website may use: the platform's own and those the installed apps reserve. */
export function reservedSiteAddresses(apps: readonly AppDefinition[]): readonly string[] {
  return [...PLATFORM_RESERVED_NAMES, ...apps.flatMap((app) => app.reservedPaths ?? [])];
}

/**
 * Every installed element: the manifest's own, then each app's, marked with the app that
 * brought it (premium whenever the app is). What host and server build their registries from.
 */
export function withAppElements(elements: readonly AnyElementDefinition[], apps: readonly AppDefinition[]): AnyElementDefinition[] {
  const brought = apps.flatMap((app) =>
    (app.elements ?? []).map((element) => ({ ...element, premium: element.premium || app.premium, app: { id: app.id, label: app.label } })),
  );
  return [...elements, ...brought];
}
