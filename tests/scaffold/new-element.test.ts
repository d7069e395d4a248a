import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyElementDefinition } from '@tessera/sdk';
import { renderElement } from '@tessera/sdk/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scaffoldElement, ScaffoldError } from './new-element.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
let root: string;

// A copy of the manifest and its package inside the repository, so the new plugin resolves @tessera/sdk as a real one does.
beforeEach(() => {
  root = mkdtempSync(join(REPO, 'tests', '.scaffold-'));
  cpSync(join(REPO, 'plugins', 'package.json'), join(root, 'plugins', 'package.json'));
  cpSync(join(REPO, 'plugins', 'manifest.ts'), join(root, 'plugins', 'manifest.ts'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run new:element', () => {
  it('creates the five files and a test, and installs the element in the manifest and its package', async () => {
    // The misc group's line as it is, whichever element is last in it (an installed outside one too).
    const miscLine = (manifest: string) => /\n {2}\/\/ misc\n {2}([^\n]*?),?\n/.exec(manifest)?.[1];
    const miscBefore = miscLine(readFileSync(join(root, 'plugins', 'manifest.ts'), 'utf8'));
    // Not the README's own example (price-table), which a developer following it may have installed.
    const { dir, files } = scaffoldElement(root, 'tier-table');
    expect(files.sort()).toEqual(['Panel.tsx', 'Render.tsx', 'index.ts', 'package.json', 'schema.ts', 'tier-table.test.tsx']);
    const manifest = readFileSync(join(root, 'plugins', 'manifest.ts'), 'utf8');
    expect(manifest).toContain("import tierTable from '@tessera/element-tier-table';\n");
    expect(miscLine(manifest)).toBe(`${miscBefore}, tierTable`);
    expect(JSON.parse(readFileSync(join(root, 'plugins', 'package.json'), 'utf8')).dependencies['@tessera/element-tier-table']).toBe('0.1.0');

    const definition = (await import(join(dir, 'index.ts'))).default as AnyElementDefinition;
    expect(definition).toMatchObject({ id: 'tier-table', label: 'Tier table', category: 'misc', icon: 'quote' });
    expect(renderElement(definition, {})).toContain('<p>Design is how it works.</p>');
  });

  it('writes a test that passes as it is', () => {
    const { dir } = scaffoldElement(root, 'tier-table', 'text');
    const output = execFileSync(process.execPath, [join(REPO, 'node_modules', 'vitest', 'vitest.mjs'), 'run', dir], { cwd: REPO, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    expect(output).toMatch(/Tests\s+3 passed/);
  });

  it('refuses a bad id, a taken one or an unknown category, and writes nothing', () => {
    const manifest = readFileSync(join(root, 'plugins', 'manifest.ts'), 'utf8');
    expect(() => scaffoldElement(root, 'Price Table')).toThrow(ScaffoldError);
    expect(() => scaffoldElement(root, 'headline')).toThrow(/exists already/);
    expect(() => scaffoldElement(root, 'tier-table', 'widgets')).toThrow(/not a category: use one of text, form/);
    expect(readFileSync(join(root, 'plugins', 'manifest.ts'), 'utf8')).toBe(manifest);
    expect(existsSync(join(root, 'plugins', 'elements', 'tier-table'))).toBe(false);
  });
});
