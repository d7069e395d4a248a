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
    const { dir, files } = scaffoldElement(root, 'price-table');
    expect(files.sort()).toEqual(['Panel.tsx', 'Render.tsx', 'index.ts', 'package.json', 'price-table.test.tsx', 'schema.ts']);
    const manifest = readFileSync(join(root, 'plugins', 'manifest.ts'), 'utf8');
    expect(manifest).toContain("import priceTable from '@tessera/element-price-table';\n");
    expect(manifest).toMatch(/\n {2}\/\/ misc\n {2}[^\n]*socialSharing, priceTable,\n\];/);
    expect(JSON.parse(readFileSync(join(root, 'plugins', 'package.json'), 'utf8')).dependencies['@tessera/element-price-table']).toBe('0.1.0');

    const definition = (await import(join(dir, 'index.ts'))).default as AnyElementDefinition;
    expect(definition).toMatchObject({ id: 'price-table', label: 'Price table', category: 'misc', icon: 'quote' });
    expect(renderElement(definition, {})).toContain('<p>Design is how it works.</p>');
  });

  it('writes a test that passes as it is', () => {
    const { dir } = scaffoldElement(root, 'price-table', 'text');
    const output = execFileSync(process.execPath, [join(REPO, 'node_modules', 'vitest', 'vitest.mjs'), 'run', dir], { cwd: REPO, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    expect(output).toMatch(/Tests\s+3 passed/);
  });

  it('refuses a bad id, a taken one or an unknown category, and writes nothing', () => {
    const manifest = readFileSync(join(root, 'plugins', 'manifest.ts'), 'utf8');
    expect(() => scaffoldElement(root, 'Price Table')).toThrow(ScaffoldError);
    expect(() => scaffoldElement(root, 'headline')).toThrow(/exists already/);
    expect(() => scaffoldElement(root, 'price-table', 'widgets')).toThrow(/not a category: use one of text, form/);
    expect(readFileSync(join(root, 'plugins', 'manifest.ts'), 'utf8')).toBe(manifest);
    expect(existsSync(join(root, 'plugins', 'elements', 'price-table'))).toBe(false);
  });
});
