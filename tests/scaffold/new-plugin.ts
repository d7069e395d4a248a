import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ELEMENT_CATEGORIES } from '@tessera/sdk';
import { packSdk } from '../../sdk/scripts/pack.ts';
import { appFiles } from './app-files.ts';
import { cardDesignFiles } from './card-design-files.ts';
import { elementFiles } from './element-files.ts';
import { ScaffoldError } from './new-element.ts';
import { KIND_WORDS, MANIFEST_FILES, MANIFEST_LISTS, packageFiles, PLUGIN_KINDS, pluginNames, tarballName, type PackageSetup, type PluginKind } from './outside-package-files.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** An npm package name whose last part is a kebab-case plugin id: acme-quote or @acme/quote. */
const PACKAGE_NAME = /^(@[a-z0-9][a-z0-9-]*\/)?[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export { ScaffoldError };

export interface PluginScaffold {
  kind: PluginKind;
  /** The package's npm name. */
  name: string;
  /** The folder to create; it must not exist or be empty. */
  dir: string;
  /** An element's palette category. */
  category?: string;
  /** An SDK tarball to depend on; by default the SDK is packed into the package's vendor/ folder. */
  sdkTarball?: string;
}

const installedVersion = (name: string) => `^${(JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version}`;

/** The code files of a kind, and the subpath exports its package needs. */
function kindFiles(scaffold: PluginScaffold): { files: Record<string, string>; extraExports?: Record<string, string> } {
  const names = pluginNames(scaffold.name);
  if (scaffold.kind === 'app') return { files: appFiles(names), extraExports: { './server': './server.tsx' } };
  if (scaffold.kind === 'card-design') return { files: cardDesignFiles(names) };
  const { 'package.json': _inRepoPackage, ...files } = elementFiles(names, scaffold.category ?? 'misc');
  return {
    files: {
      ...files,
      'contract.test.ts': `import { elementContract } from '@tessera/sdk/testing';
import { expect, it } from 'vitest';
import ${names.camel} from './index.ts';

it("keeps the SDK's element contract", async () => {
  expect(await elementContract(${names.camel})).toEqual([]);
});
`,
    },
  };
}

/**
 * Writes an outside plugin package of the given kind: its code and tests, a package.json with
 * the SDK as a peer dependency (and, to build and test against, the packed SDK as a
 * devDependency), and the project's TypeScript, Vitest and ESLint settings for plugins. Refuses
 * a bad name, kind or category, or a folder in use, before writing anything.
 */
export async function scaffoldPlugin(scaffold: PluginScaffold): Promise<{ dir: string; files: string[] }> {
  if (!(PLUGIN_KINDS as readonly string[]).includes(scaffold.kind)) throw new ScaffoldError(`"${scaffold.kind}" is not a kind of plugin: use one of ${PLUGIN_KINDS.join(', ')}`);
  if (!PACKAGE_NAME.test(scaffold.name)) throw new ScaffoldError(`"${scaffold.name}" is not a plugin package name: use lower-case words joined by hyphens, e.g. acme-quote or @acme/quote`);
  if (scaffold.category !== undefined && !(ELEMENT_CATEGORIES as readonly string[]).includes(scaffold.category)) {
    throw new ScaffoldError(`"${scaffold.category}" is not a category: use one of ${ELEMENT_CATEGORIES.join(', ')}`);
  }
  const dir = resolve(scaffold.dir);
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new ScaffoldError(`${dir} is not empty: give a new folder with --dir`);

  const { files: code, extraExports } = kindFiles(scaffold);
  const sdkTarball = scaffold.sdkTarball ?? (await packSdk(join(dir, 'vendor')));
  const sdkVersion = (JSON.parse(readFileSync(join(ROOT, 'sdk', 'package.json'), 'utf8')) as { version: string }).version;
  const setup: PackageSetup = {
    kind: scaffold.kind,
    sdkSpecifier: `file:${relative(dir, sdkTarball).split('\\').join('/')}`,
    sdkRange: `^${sdkVersion}`,
    versions: {
      react: installedVersion('react'),
      'react-dom': installedVersion('react-dom'),
      '@types/react': installedVersion('@types/react'),
      '@types/react-dom': installedVersion('@types/react-dom'),
      vitest: installedVersion('vitest'),
      typescript: installedVersion('typescript'),
      eslint: installedVersion('eslint'),
      'typescript-eslint': installedVersion('typescript-eslint'),
    },
    extraExports,
  };
  const files = { ...code, ...packageFiles(pluginNames(scaffold.name), setup, Object.keys(code)) };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return { dir, files: Object.keys(files) };
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(args: string[]) {
  const kind = option(args, 'kind') as PluginKind | undefined;
  const name = option(args, 'name');
  if (!kind || !name) {
    console.error(`Usage: npm run new:plugin -- --kind ${PLUGIN_KINDS.join('|')} --name <package> [--dir <folder>] [--category <category>]
  e.g. npm run new:plugin -- --kind element --name acme-quote --dir ../acme-quote`);
    process.exit(2);
  }
  try {
    const { dir, files } = await scaffoldPlugin({ kind, name, dir: option(args, 'dir') ?? join('..', basename(name)), category: option(args, 'category') });
    const names = pluginNames(name);
    console.log(`Created ${dir} with ${files.length} files.

Next steps:
  1. cd ${relative(process.cwd(), dir) || '.'} && npm install && npm run check
     lints with the project's plugin rules, typechecks, and runs the SDK's contract for ${KIND_WORDS[kind]} and the plugin's own tests.
  2. Edit it into your ${kind.replace('-', ' ')} (sdk/README.md explains each part; the SDK's types are in node_modules/@tessera/sdk).
  3. npm pack, then at the Tessera project's root: npm install ${relative(ROOT, dir)}/${tarballName(name)}
     and in ${MANIFEST_FILES[kind]}: import ${names.camel} from '${name}'; with ${names.camel} in the ${MANIFEST_LISTS[kind]} list.`);
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main(process.argv.slice(2));
