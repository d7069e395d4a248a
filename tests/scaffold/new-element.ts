import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ELEMENT_CATEGORIES } from '@tessera/sdk';
import { elementFiles, elementNames } from './element-files.ts';

const ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export class ScaffoldError extends Error {}

export interface Scaffolded {
  /** The new plugin's folder. */
  dir: string;
  files: string[];
}

/**
 * Creates `plugins/elements/<id>/` under `root` from the SDK README's example and installs it:
 * a dependency of `plugins/package.json` and an entry of `plugins/manifest.ts` (at the end of its
 * category's line). Refuses a bad id or one already taken, before writing anything.
 */
export function scaffoldElement(root: string, id: string, category = 'misc'): Scaffolded {
  if (!ID_PATTERN.test(id)) throw new ScaffoldError(`"${id}" is not a plugin id: use lower-case words joined by hyphens, e.g. price-table`);
  if (!(ELEMENT_CATEGORIES as readonly string[]).includes(category)) {
    throw new ScaffoldError(`"${category}" is not a category: use one of ${ELEMENT_CATEGORIES.join(', ')}`);
  }
  const names = elementNames(id);
  const dir = join(root, 'plugins', 'elements', id);
  const packageFile = join(root, 'plugins', 'package.json');
  const manifestFile = join(root, 'plugins', 'manifest.ts');
  const pluginsPackage = JSON.parse(readFileSync(packageFile, 'utf8')) as { dependencies: Record<string, string> };
  const manifest = readFileSync(manifestFile, 'utf8');
  if (existsSync(dir) || pluginsPackage.dependencies[names.packageName]) throw new ScaffoldError(`An element "${id}" exists already (${relative(root, dir)})`);
  if (new RegExp(`^import ${names.camel} from`, 'm').test(manifest)) throw new ScaffoldError(`plugins/manifest.ts already imports a "${names.camel}"`);

  const categoryLine = new RegExp(`(\\n  // ${category}\\n  )([^\\n]*?),?\\n`);
  if (!categoryLine.test(manifest)) throw new ScaffoldError(`plugins/manifest.ts has no "// ${category}" line to add the element to`);
  const lastImport = manifest.lastIndexOf("\nimport ");
  const importEnd = manifest.indexOf('\n', lastImport + 1);
  const installed = (
    manifest.slice(0, importEnd + 1) + `import ${names.camel} from '${names.packageName}';\n` + manifest.slice(importEnd + 1)
  ).replace(categoryLine, (_line, head: string, list: string) => `${head}${list}, ${names.camel},\n`);

  const files = elementFiles(names, category);
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  pluginsPackage.dependencies[names.packageName] = '0.1.0';
  writeFileSync(packageFile, `${JSON.stringify(pluginsPackage, null, 2)}\n`);
  writeFileSync(manifestFile, installed);
  return { dir, files: Object.keys(files) };
}

function main(args: string[]) {
  const [id, category] = args.filter((arg) => arg !== '--');
  if (!id) {
    console.error('Usage: npm run new:element -- <id> [category]   e.g. npm run new:element -- price-table misc');
    process.exit(2);
  }
  const root = fileURLToPath(new URL('../../', import.meta.url));
  try {
    const { dir, files } = scaffoldElement(root, id, category);
    const folder = relative(root, dir);
    console.log(`Created ${folder}/ with ${files.join(', ')}; added to plugins/package.json and plugins/manifest.ts.`);
    console.log('Linking the new workspace package (npm install)…');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: root, stdio: 'inherit' });
    console.log(`
Next steps:
  1. npx vitest run ${folder}       its tests pass as they are
  2. Edit ${folder}/schema.ts, Render.tsx and Panel.tsx into your element (sdk/README.md explains each part),
     pick its palette icon (ELEMENT_ICON_NAMES) in index.ts, and keep the tests saying what it does.
  3. npm run dev and find "${elementNames(id).label}" in the designer's palette.`);
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2));
