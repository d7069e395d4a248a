import { mkdir, readFile } from 'node:fs/promises';
import { dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Loader, type Plugin } from 'esbuild';
import { REPO_ROOT, SERVER_BUNDLE } from './build-sources.mjs';

const NODE_MODULES = `${sep}node_modules${sep}`;
/**
 * Icon sets are bundled, unlike other packages: their modules hold thousands of icons of which
 * the server renders a few dozen, and loading them whole cost about 50 MB resident.
 */
const BUNDLED_PACKAGES = new Set(['simple-icons', 'lucide']);
/** Marks the resolutions the plugins ask esbuild for themselves, so they are not handled twice. */
const OWN_LOOKUP = Symbol('own lookup');
const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.js': 'js', '.mjs': 'js', '.jsx': 'jsx' };

/** An import path written relative to the bundle's folder, as ESM wants it. */
function fromBundle(outDir: string, file: string): string {
  const path = relative(outDir, file).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

const pluginPackages = new Map<string, Promise<boolean>>();
/**
 * Whether the installed file belongs to a plugin package (one that depends on the SDK): those are
 * bundled like the workspace's own plugins, so their TypeScript and JSX (automatic runtime) are
 * compiled and they use the SDK and React the server uses, wherever npm put them.
 */
function isPluginPackage(file: string): Promise<boolean> {
  const at = file.lastIndexOf(NODE_MODULES) + NODE_MODULES.length;
  const segments = file.slice(at).split(sep);
  const root = file.slice(0, at) + segments.slice(0, segments[0]!.startsWith('@') ? 2 : 1).join(sep);
  let known = pluginPackages.get(root);
  if (!known) {
    known = readFile(join(root, 'package.json'), 'utf8').then(
      (text) => {
        const manifest = JSON.parse(text) as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
        return Boolean(manifest.peerDependencies?.['@tessera/sdk'] ?? manifest.dependencies?.['@tessera/sdk']);
      },
      () => false,
    );
    pluginPackages.set(root, known);
  }
  return known;
}

/**
 * Installed packages stay outside the bundle and are loaded from node_modules at run time (they
 * carry native code, WebAssembly and files of their own); the workspaces' TypeScript and plugin packages are bundled.
 * A package that the bundle's folder would find in another version than its importer did is
 * loaded by its path instead.
 */
function installedPackagesOutside(outDir: string): Plugin {
  return {
    name: 'installed-packages-outside',
    setup(bundler) {
      bundler.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === OWN_LOOKUP) return undefined;
        const found = await bundler.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: OWN_LOOKUP });
        if (found.errors.length) return { errors: found.errors };
        if (found.external) return { path: args.path, external: true };
        if (!found.path.includes(NODE_MODULES) || BUNDLED_PACKAGES.has(args.path) || (await isPluginPackage(found.path))) return { path: found.path };
        const atRunTime = await bundler.resolve(args.path, { kind: args.kind, resolveDir: outDir, pluginData: OWN_LOOKUP });
        return { path: atRunTime.path === found.path ? args.path : fromBundle(outDir, found.path), external: true };
      });
    },
  };
}

/**
 * Workspace code finds files beside itself with import.meta (the repository root, the system
 * islands, the fake payment script); in the bundle import.meta is the bundle's, so each use is
 * rewritten to the source file's own place, relative to the bundle (the checkout may move).
 */
function sourceRelativeImportMeta(outDir: string): Plugin {
  return {
    name: 'source-relative-import-meta',
    setup(bundler) {
      bundler.onLoad({ filter: /\.(m?[jt]sx?)$/ }, async (args) => {
        if (args.path.includes(NODE_MODULES)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.')) return undefined;
        const sourceUrl = `new URL(${JSON.stringify(fromBundle(outDir, args.path))}, import.meta.url)`;
        const contents = source.replace(/\bimport\.meta\.(url|filename|dirname)\b/g, (_, property: string) =>
          property === 'url' ? `${sourceUrl}.href` : property === 'filename' ? `__sourceFilePath(${sourceUrl})` : `__sourceDirname(__sourceFilePath(${sourceUrl}))`,
        );
        return { contents, loader: LOADERS[extname(args.path)] ?? 'ts', resolveDir: dirname(args.path) };
      });
    },
  };
}

const APP_SERVER_MODULES = join(REPO_ROOT, 'server', 'src', 'apps', 'app-server-modules.ts');

/** The installed apps' server parts, imported by name so the bundle holds them (see app-server-modules.ts). */
function installedAppServers(specifiers: readonly string[]): Plugin {
  // A definition may name its part by file URL (new URL('./server.tsx', import.meta.url).href); the bundler takes its path.
  const target = (specifier: string) => (specifier.startsWith('file:') ? fileURLToPath(specifier) : specifier);
  const imports = specifiers.map((specifier) => `  ${JSON.stringify(specifier)}: () => import(${JSON.stringify(target(specifier))}),`);
  const contents = [
    `const modules = {\n${imports.join('\n')}\n};`,
    'export function loadAppServerModule(specifier) {',
    '  if (!Object.hasOwn(modules, specifier)) return Promise.reject(new Error(`${specifier} is not in the compiled server; run npm run build`));',
    '  return modules[specifier]();',
    '}',
  ].join('\n');
  return {
    name: 'installed-app-servers',
    setup(bundler) {
      bundler.onLoad({ filter: /app-server-modules\.ts$/ }, (args) => (args.path === APP_SERVER_MODULES ? { contents, loader: 'js', resolveDir: dirname(args.path) } : undefined));
    },
  };
}

/** Compiles the server (bin/start.ts and every workspace module it reaches) to one JavaScript file. */
export async function bundleServer(entry: string, appServers: readonly string[], outFile: string = SERVER_BUNDLE): Promise<void> {
  const outDir = dirname(outFile);
  // The plugin resolves packages from here as Node will at run time, so the folder must exist.
  await mkdir(outDir, { recursive: true });
  await build({
    entryPoints: [entry],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
    banner: { js: "import { fileURLToPath as __sourceFilePath } from 'node:url';\nimport { dirname as __sourceDirname } from 'node:path';" },
    plugins: [installedAppServers(appServers), installedPackagesOutside(outDir), sourceRelativeImportMeta(outDir)],
  });
}
