/**
 * Prints, as JSON, the manifest's elements in palette order, its standalone ones then its apps':
 * what the palette and premium gating need to know of each as installed before its code loads,
 * and the module that defines it. Run by element-catalogue.ts in a Node process of its own (with
 * tsx), the way the server loads the manifest: the definitions are evaluated, not guessed from
 * the source.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { withAppElements, type AnyElementDefinition, type AppDefinition } from '@tessera/sdk';
import type * as Manifest from '@tessera/plugins';
import type { CatalogueRow, ElementSummaryJson } from './element-catalogue.ts';

const manifestFile = fileURLToPath(import.meta.resolve('@tessera/plugins'));
const appsFile = fileURLToPath(import.meta.resolve('@tessera/plugins/apps'));

/**
 * The modules `file` imports a default export from, by the file each resolves to, with that
 * export: the candidates for the module that defines an element or an app. Packages only, unless
 * `ownModules` (an app's entry imports its elements from its own folder).
 */
async function defaultExportsImportedBy(file: string, { ownModules }: { ownModules: boolean }): Promise<Map<unknown, string>> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const resolve = createRequire(file).resolve;
  const found = new Map<unknown, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause?.name || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (specifier.startsWith('.') && !ownModules) continue;
    const resolved = resolve(specifier);
    found.set(((await import(resolved)) as { default: unknown }).default, resolved);
  }
  return found;
}

function summaryOf(definition: AnyElementDefinition): ElementSummaryJson {
  const { id, version, label, category, premium, icon, app } = definition;
  return { id, version, label, category, premium, icon, ...(app ? { app } : {}) };
}

const { standaloneElements, apps } = (await import(manifestFile)) as typeof Manifest;

const packages = await defaultExportsImportedBy(manifestFile, { ownModules: false });
const standalone: CatalogueRow[] = standaloneElements.map((definition) => {
  const file = packages.get(definition);
  if (!file) {
    throw new Error(`plugins/manifest.ts: element "${definition.id}" must be the default export of a package the manifest imports, so the designer can load it on demand`);
  }
  return { summary: summaryOf(definition), file };
});

const appPackages = await defaultExportsImportedBy(appsFile, { ownModules: false });
const brought: CatalogueRow[] = [];
for (const app of apps as readonly AppDefinition[]) {
  const entry = appPackages.get(app);
  if (!entry) throw new Error(`plugins/apps.ts: app "${app.id}" must be the default export of a package apps.ts imports`);
  const modules = await defaultExportsImportedBy(entry, { ownModules: true });
  const installed = withAppElements([], [app]);
  (app.elements ?? []).forEach((definition, index) => {
    const file = modules.get(definition);
    if (!file) {
      throw new Error(`${entry}: element "${definition.id}" of app "${app.id}" must be the default export of a module the app's entry imports, so the designer can load it on demand`);
    }
    brought.push({ summary: summaryOf(installed[index]!), file, app: { entry, own: summaryOf(definition) } });
  });
}

process.stdout.write(JSON.stringify([...standalone, ...brought]));
