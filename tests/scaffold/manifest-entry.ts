import { MANIFEST_FILES, MANIFEST_LISTS, type PluginKind } from './outside-package-files.ts';

/**
 * The text of the kind's list file (`MANIFEST_FILES`) with one more plugin installed, as the README's install steps say: an
 * import of the package's definition after the last import, and the definition at the end of its
 * kind's list.
 */
export function withManifestEntry(manifest: string, entry: { kind: PluginKind; importName: string; packageName: string }): string {
  const list = MANIFEST_LISTS[entry.kind];
  const lastImport = manifest.lastIndexOf('\nimport ');
  const importEnd = manifest.indexOf('\n', lastImport + 1);
  const imported = `${manifest.slice(0, importEnd + 1)}import ${entry.importName} from '${entry.packageName}';\n${manifest.slice(importEnd + 1)}`;
  const declaration = new RegExp(`export const ${list}\\b[^=]*=\\s*\\[`).exec(imported);
  if (!declaration) throw new Error(`${MANIFEST_FILES[entry.kind]} has no "export const ${list} = [" list`);
  const close = imported.indexOf(']', declaration.index + declaration[0].length);
  const before = imported.slice(0, close).trimEnd();
  const separator = before.endsWith(',') || before.endsWith('[') ? '' : ',';
  const multiline = imported.slice(declaration.index, close).includes('\n');
  return multiline ? `${before}${separator} ${entry.importName},\n${imported.slice(close)}` : `${before}${separator} ${entry.importName}${imported.slice(close)}`;
}
