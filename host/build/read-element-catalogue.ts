/**
 * Prints, as JSON, the manifest's standalone elements in palette order: what the palette and
 * premium gating need to know of each before its code loads, and the file of the package that
 * defines it. Run by element-catalogue.ts in a Node process of its own (with tsx), the way the
 * server loads the manifest: the definitions are evaluated, not guessed from the source.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type * as Manifest from '@tessera/plugins';

const manifestFile = fileURLToPath(import.meta.resolve('@tessera/plugins'));

/** The bare specifiers manifest.ts imports a default export from: the candidates for an element package. */
function defaultImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) =>
    ts.isImportDeclaration(statement) && statement.importClause?.name && ts.isStringLiteral(statement.moduleSpecifier) && !statement.moduleSpecifier.text.startsWith('.')
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

const { standaloneElements } = (await import(manifestFile)) as typeof Manifest;
const fromManifest = createRequire(manifestFile);
const fileOf = new Map<unknown, string>();
for (const specifier of defaultImports(manifestFile)) {
  const file = fromManifest.resolve(specifier);
  fileOf.set(((await import(file)) as { default: unknown }).default, file);
}

const catalogue = standaloneElements.map((definition) => {
  const file = fileOf.get(definition);
  if (!file) {
    throw new Error(`plugins/manifest.ts: element "${definition.id}" must be the default export of a package the manifest imports, so the designer can load it on demand`);
  }
  const { id, version, label, category, premium, icon } = definition;
  return { id, version, label, category, premium, icon, file };
});
process.stdout.write(JSON.stringify(catalogue));
