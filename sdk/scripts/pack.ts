import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * Makes the SDK an installable package: compiled ESM and `.d.ts` in sdk/dist, then `npm pack`
 * into the folder given by `--out` (default: dist/packages at the project root). In the project
 * the workspace's TypeScript source is used as it is; this is what an outside plugin's own
 * project installs to build and test against.
 *
 * `@tessera/core` is private, so its code is bundled into the SDK's files and its declarations
 * ship inside the SDK's; its own dependencies become the SDK's.
 */
const SDK = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = join(SDK, '..');
const CORE = join(ROOT, 'core');
const DIST = join(SDK, 'dist');
const TYPES = join(DIST, 'types');

interface PackageJson {
  name: string;
  version: string;
  description?: string;
  exports: Record<string, string>;
  imports?: Record<string, Record<string, string>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional: boolean }>;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
const sdkPackage = readJson(join(SDK, 'package.json'));
const corePackage = readJson(join(CORE, 'package.json'));
const rootPackage = readJson(join(ROOT, 'package.json')) as PackageJson & { devDependencies: Record<string, string>; engines?: Record<string, string> };

/** A source file (sdk/src/x.ts) as the compiled file's path inside dist, without extension. */
const compiledName = (sourceFile: string) => relative(join(SDK, 'src'), sourceFile).replace(/\.(tsx?|js)$/, '');

/** Every import but core's stays an import: the SDK's dependencies are the plugin project's to install, once. */
const bundleOnlyCore: Plugin = {
  name: 'bundle-only-core',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@tessera/core') ? undefined : { path: args.path, external: true }));
  },
};

async function compileJavaScript(entries: string[]): Promise<void> {
  await build({
    entryPoints: Object.fromEntries(entries.map((file) => [compiledName(file), file])),
    outdir: DIST,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    jsx: 'automatic',
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [bundleOnlyCore],
    logLevel: 'warning',
  });
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Declarations of the SDK and of the parts of core it uses, emitted by the compiler the project
 * typechecks with; then every import of core is pointed at core's declarations inside the package,
 * and `.ts` specifiers become `.js`, so a project with default settings reads them.
 */
function emitDeclarations(entries: string[]): void {
  const coreExports = Object.entries(corePackage.exports).map(([subpath, file]) => ({
    specifier: subpath === '.' ? '@tessera/core' : `@tessera/core/${subpath.slice(2)}`,
    source: join(CORE, file),
    declarations: join(TYPES, 'core', file.replace(/\.tsx?$/, '.js')),
  }));
  const config = join(DIST, 'tsconfig.declarations.json');
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(ROOT, 'tsconfig.json'),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        rootDir: ROOT,
        outDir: TYPES,
        types: ['node'],
        allowJs: true,
        // Core by its path, not through node_modules: the compiler emits no declarations for what it finds there.
        paths: Object.fromEntries(coreExports.map(({ specifier, source }) => [specifier, [source]])),
      },
      files: entries,
      include: [],
    }),
  );
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', config], { stdio: 'inherit' });
  rmSync(config);
  for (const file of filesUnder(TYPES)) {
    if (!file.endsWith('.d.ts')) continue;
    const fromHere = (target: string) => {
      const path = relative(dirname(file), target).split(sep).join('/');
      return path.startsWith('.') ? path : `./${path}`;
    };
    const text = readFileSync(file, 'utf8')
      .replace(/(['"])(@tessera\/core(?:\/[a-z-]+)?)\1/g, (_whole, quote: string, specifier: string) => {
        const target = coreExports.find((entry) => entry.specifier === specifier)?.declarations;
        if (!target) throw new Error(`${relative(ROOT, file)} imports ${specifier}, which core does not export`);
        return `${quote}${fromHere(target)}${quote}`;
      })
      .replace(/(['"])(\.{1,2}\/[^'"]+)\.tsx?\1/g, '$1$2.js$1');
    writeFileSync(file, text);
  }
}

/** The published package.json: compiled entry points with their declarations, core's dependencies in place of core. */
function publishedManifest(): Record<string, unknown> {
  const entry = (file: string) => {
    const name = compiledName(join(SDK, file));
    return { types: `./types/sdk/src/${name}.d.ts`, default: `./${name}.js` };
  };
  const { '@tessera/core': _core, ...ownDependencies } = sdkPackage.dependencies ?? {};
  const sanitizer = sdkPackage.imports?.['#html-sanitizer'] ?? {};
  return {
    name: sdkPackage.name,
    version: sdkPackage.version,
    description: sdkPackage.description,
    type: 'module',
    license: 'UNLICENSED',
    engines: rootPackage.engines,
    sideEffects: ['./index.js', './chunks/*.js'],
    exports: Object.fromEntries(Object.entries(sdkPackage.exports).map(([subpath, file]) => [subpath, entry(file)])),
    imports: {
      '#html-sanitizer': Object.fromEntries(Object.entries(sanitizer).map(([condition, file]) => [condition, `./${compiledName(join(SDK, file))}.js`])),
    },
    dependencies: { ...corePackage.dependencies, ...ownDependencies },
    peerDependencies: { ...sdkPackage.peerDependencies, vitest: rootPackage.devDependencies.vitest ?? '*' },
    peerDependenciesMeta: { ...sdkPackage.peerDependenciesMeta, vitest: { optional: true } },
  };
}

/** Builds sdk/dist and packs it; answers the tarball's path. */
export async function packSdk(outDir = join(ROOT, 'dist', 'packages')): Promise<string> {
  rmSync(DIST, { recursive: true, force: true });
  mkdirSync(DIST, { recursive: true });
  const entries = [...Object.values(sdkPackage.exports), ...Object.values(sdkPackage.imports?.['#html-sanitizer'] ?? {})].map((file) => join(SDK, file));
  await compileJavaScript(entries);
  emitDeclarations(entries);
  writeFileSync(join(DIST, 'package.json'), `${JSON.stringify(publishedManifest(), null, 2)}\n`);
  writeFileSync(join(DIST, 'README.md'), readFileSync(join(SDK, 'README.md')));
  mkdirSync(outDir, { recursive: true });
  const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', outDir], { cwd: DIST, encoding: 'utf8' });
  const [{ filename }] = JSON.parse(packed) as [{ filename: string }];
  return join(outDir, filename);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outAt = process.argv.indexOf('--out');
  const tarball = await packSdk(outAt > 0 ? process.argv[outAt + 1] : undefined);
  console.log(`Packed ${relative(process.cwd(), tarball) || tarball}`);
}
