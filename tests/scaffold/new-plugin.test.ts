import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyCardDesign, AnyElementDefinition, AppDefinition, AppServerPart } from '@tessera/sdk';
import { appContract, cardDesignContract, elementContract } from '@tessera/sdk/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withManifestEntry } from './manifest-entry.ts';
import { MANIFEST_FILES, type PluginKind } from './outside-package-files.ts';
import { scaffoldPlugin, ScaffoldError } from './new-plugin.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
let root: string;
// A stand-in for the packed SDK: these tests read what the scaffold writes (npm run test:outside installs it for real).
const sdkTarball = () => join(root, 'vendor', 'tessera-sdk-0.1.0.tgz');

// Inside the repository, so the new package's imports of @tessera/sdk resolve as an installed plugin's do.
beforeEach(() => {
  root = mkdtempSync(join(REPO, 'tests', '.scaffold-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const packageJson = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

describe('npm run new:plugin', () => {
  it('writes an element package that peer-depends on the SDK, lints with its rules and keeps the element contract', async () => {
    const { dir, files } = await scaffoldPlugin({ kind: 'element', name: 'acme-quote', dir: join(root, 'acme-quote'), category: 'text', sdkTarball: sdkTarball() });
    expect(files.sort()).toEqual(['.gitignore', 'Panel.tsx', 'README.md', 'Render.tsx', 'acme-quote.test.tsx', 'contract.test.ts', 'eslint.config.js', 'index.ts', 'package.json', 'schema.ts', 'tsconfig.json', 'vitest.config.ts']);
    const manifest = packageJson(dir);
    expect(manifest).toMatchObject({ name: 'acme-quote', exports: { '.': './index.ts' }, peerDependencies: { '@tessera/sdk': '^0.1.0' }, devDependencies: { '@tessera/sdk': 'file:../vendor/tessera-sdk-0.1.0.tgz' } });
    expect(manifest.files).toEqual(['schema.ts', 'Render.tsx', 'Panel.tsx', 'index.ts']);
    expect(readFileSync(join(dir, 'eslint.config.js'), 'utf8')).toContain("import { pluginLintConfig } from '@tessera/sdk/eslint';");

    const element = (await import(join(dir, 'index.ts'))).default as AnyElementDefinition;
    expect(element).toMatchObject({ id: 'acme-quote', label: 'Acme quote', category: 'text' });
    expect(await elementContract(element)).toEqual([]);
  });

  it('writes an app package whose server part is its own subpath and which keeps the app contract', async () => {
    const { dir } = await scaffoldPlugin({ kind: 'app', name: 'acme-poll', dir: join(root, 'acme-poll'), sdkTarball: sdkTarball() });
    expect(packageJson(dir).exports).toEqual({ '.': './index.ts', './server': './server.tsx' });
    const app = (await import(join(dir, 'index.ts'))).default as AppDefinition;
    expect(app).toMatchObject({ id: 'acme-poll', premium: true, server: 'acme-poll/server', reservedPaths: ['acme-poll'], permissions: [{ key: 'acme-poll.edit' }] });
    expect(await appContract(app, { server: () => import(join(dir, 'server.tsx')) as Promise<{ default: AppServerPart }> })).toEqual([]);
  });

  it('writes a card design package, a scoped name giving the id, which keeps the card design contract', async () => {
    const { dir } = await scaffoldPlugin({ kind: 'card-design', name: '@acme/postcard', dir: join(root, 'postcard'), sdkTarball: sdkTarball() });
    expect(packageJson(dir).name).toBe('@acme/postcard');
    const design = (await import(join(dir, 'index.ts'))).default as AnyCardDesign;
    expect(design).toMatchObject({ id: 'postcard', label: 'Postcard', premium: false });
    expect(await cardDesignContract(design)).toEqual([]);
  });

  it('refuses an unknown kind, a bad name or category and a folder in use, writing nothing', async () => {
    const dir = join(root, 'taken');
    await expect(scaffoldPlugin({ kind: 'widget' as never, name: 'acme-x', dir, sdkTarball: sdkTarball() })).rejects.toThrow(/not a kind of plugin: use one of element, app, card-design/);
    await expect(scaffoldPlugin({ kind: 'element', name: 'Acme X', dir, sdkTarball: sdkTarball() })).rejects.toThrow(ScaffoldError);
    await expect(scaffoldPlugin({ kind: 'element', name: 'acme-x', dir, category: 'widgets', sdkTarball: sdkTarball() })).rejects.toThrow(/not a category/);
    expect(existsSync(dir)).toBe(false);
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    await expect(scaffoldPlugin({ kind: 'element', name: 'acme-x', dir, sdkTarball: sdkTarball() })).rejects.toThrow(/is not empty/);
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('mine');
  });
});

describe('installing into the manifest', () => {
  const listFile = (kind: PluginKind) => readFileSync(join(REPO, MANIFEST_FILES[kind]), 'utf8');

  it('imports the definition and adds it at the end of its kind’s list, one-line lists staying on one line', () => {
    const elements = withManifestEntry(listFile('element'), { kind: 'element', importName: 'acmeQuote', packageName: 'acme-quote' });
    expect(elements).toMatch(/\nimport acmeQuote from 'acme-quote';\n/);
    const elementsList = elements.slice(elements.indexOf('export const standaloneElements'));
    expect(elementsList.slice(0, elementsList.indexOf('];') + 2)).toMatch(/, acmeQuote,\n\];$/);
    const apps = withManifestEntry(listFile('app'), { kind: 'app', importName: 'acmePoll', packageName: 'acme-poll' });
    expect(apps).toMatch(/\nimport acmePoll from 'acme-poll';\n/);
    expect(apps).toMatch(/export const apps: readonly AppDefinition\[\] = \[[^\]\n]*, acmePoll\];/);
  });
});
