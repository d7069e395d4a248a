import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { packSdk } from '../../sdk/scripts/pack.ts';
import { withManifestEntry } from '../scaffold/manifest-entry.ts';
import { checkDevServer, type OutsideElementFacts } from './dev-server-check.ts';
import { scaffoldPlugin } from '../scaffold/new-plugin.ts';
import { MANIFEST_FILES, pluginNames, type PluginKind } from '../scaffold/outside-package-files.ts';

/**
 * The CI test of outside plugins (`npm run test:outside`): one plugin of each kind is scaffolded
 * outside the project and checked by its own `npm run check` against the packed SDK; then the
 * three are packed and installed into a copy of the project exactly as sdk/README.md says (npm
 * install of the tarballs, one import and one list entry each in plugins/manifest.ts, the app's in plugins/apps.ts, the card design's in plugins/card-designs.ts). In that
 * copy the project is built, the plugin and dashboard tests that read the manifest run with the
 * three installed, the browser test tests/e2e/outside-plugins.spec.ts checks them in the
 * running product, and `npm run dev` serves the outside element in the designer (dev-server-check.ts). The copy stays (its path in .tmp/outside-project): `.ci/run` runs the
 * database-backed suites on PGlite there, so the server's own tests also run with an outside plugin of each kind.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// Outside the project, so nothing there finds the project's own packages or settings by looking upwards; one per checkout.
const work = join(tmpdir(), `tessera-outside-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}`);
/** Where the copy's path is left for `.ci/run`. */
const COPY_POINTER = join(ROOT, '.tmp', 'outside-project');
rmSync(work, { recursive: true, force: true });
rmSync(COPY_POINTER, { force: true });
mkdirSync(work, { recursive: true });
const started = performance.now();

const elapsed = () => ((performance.now() - started) / 1000).toFixed(0);
const execFileAsync = promisify(execFile);

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  console.log(`[${elapsed()} s] (${cwd}) ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
}

const PLUGINS: { kind: PluginKind; name: string }[] = [
  { kind: 'element', name: 'acme-quote' },
  { kind: 'app', name: 'acme-poll' },
  { kind: 'card-design', name: '@acme/postcard' },
];
const folderOf = (name: string) => name.replace('@', '').replace('/', '-');

/** The plugins' own packages, each checked by its own scripts; answers their tarballs. */
async function outsidePackages(): Promise<string[]> {
  const sdkTarball = await packSdk(join(work, 'vendor'));
  for (const plugin of PLUGINS) await scaffoldPlugin({ ...plugin, dir: join(work, 'plugins', folderOf(plugin.name)), sdkTarball });
  // One install for the three (an npm workspace of them), as each would install the same packages.
  writeFileSync(join(work, 'plugins', 'package.json'), JSON.stringify({ private: true, workspaces: PLUGINS.map((plugin) => folderOf(plugin.name)) }));
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], join(work, 'plugins'));
  const packs = join(work, 'packs');
  mkdirSync(packs);
  // The three checks at once, each printed whole when it ends.
  await Promise.all(
    PLUGINS.map(async (plugin) => {
      const dir = join(work, 'plugins', folderOf(plugin.name));
      console.log(`[${elapsed()} s] (${dir}) npm run check && npm pack`);
      const { stdout } = await execFileAsync('sh', ['-c', `npm run check 2>&1 && npm pack --pack-destination ${packs} 2>&1`], { cwd: dir, env: { ...process.env, FORCE_COLOR: '0' } }).catch((error: { stdout?: string }) => {
        console.log(error.stdout);
        throw new Error(`${plugin.name}: npm run check failed`);
      });
      console.log(stdout);
    }),
  );
  return readdirSync(packs).map((file) => join(packs, file));
}

/**
 * The project as a clean clone holds it (tracked and new files, nothing ignored), with the
 * installed packages linked rather than downloaded again. npm's own bookkeeping and the tools'
 * caches are the copy's own, so nothing written there reaches this checkout's node_modules.
 */
function projectCopy(): string {
  const copy = join(work, 'project');
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    try {
      cpSync(join(ROOT, file), join(copy, file), { verbatimSymlinks: true });
    } catch (error) {
      // A tracked file deleted in the work tree is not part of the copy.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  execFileSync('cp', ['-al', join(ROOT, 'node_modules'), join(copy, 'node_modules')]);
  for (const own of ['.package-lock.json', '.vite', '.cache']) rmSync(join(copy, 'node_modules', own), { recursive: true, force: true });
  return copy;
}

/** The outside element as the scaffold wrote it: what it draws and a field of its panel. */
function outsideElement(): OutsideElementFacts {
  const names = pluginNames(PLUGINS.find((plugin) => plugin.kind === 'element')!.name);
  return { id: names.id, label: names.label, text: 'Design is how it works.', panelField: 'Author' };
}

/** The facts the browser test checks, as the scaffold wrote them. */
function outsideFacts(): string {
  const [, app, cardDesign] = PLUGINS.map((plugin) => pluginNames(plugin.name));
  const file = join(work, 'outside-plugins.json');
  writeFileSync(
    file,
    JSON.stringify({
      element: { ...outsideElement(), invalidProps: { author: 'x'.repeat(101) }, invalidField: 'author' },
      app: { id: app!.id, label: app!.label, elementId: `${app!.id}-link` },
      cardDesign: { id: cardDesign!.id, label: cardDesign!.label },
    }),
  );
  return file;
}

/**
 * The project's client-side tests that read the manifest: with the outside plugins installed they
 * check them too (the server's run on PGlite in the copy, the database-backed stage of `.ci/run`).
 */
function manifestReadingTests(copy: string): string[] {
  const found = execFileSync('git', ['grep', '--untracked', '-l', '-E', "from '(@tessera/plugins(/apps)?|[./]+(plugins/)?(manifest|apps)\\.ts)'", '--', '*.test.ts', '*.test.tsx', ':!server', ':!tests'], { cwd: ROOT, encoding: 'utf8' });
  return found.split('\n').filter(Boolean).map((file) => join(copy, file));
}

{
  const tarballs = await outsidePackages();
  const copy = projectCopy();
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs], copy);
  for (const plugin of PLUGINS) {
    const listFile = join(copy, MANIFEST_FILES[plugin.kind]);
    writeFileSync(listFile, withManifestEntry(readFileSync(listFile, 'utf8'), { kind: plugin.kind, importName: pluginNames(plugin.name).camel, packageName: plugin.name }));
  }
  run('npx', ['vitest', 'run', ...manifestReadingTests(copy)], copy);
  run('npm', ['run', 'build'], copy);
  run('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts', 'outside-plugins'], copy, { TESSERA_OUTSIDE_PLUGINS: outsideFacts() });
  await checkDevServer(copy, outsideElement(), (message) => console.log(`[${elapsed()} s] ${message}`));
  mkdirSync(dirname(COPY_POINTER), { recursive: true });
  writeFileSync(COPY_POINTER, copy);
  console.log(`Outside plugins: all three kinds passed from packed tarballs in ${elapsed()} s; the project with them installed is in ${copy}.`);
}
