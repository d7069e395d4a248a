import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './build-sources.mjs';
import { bundleServer } from './bundle-server.ts';

/**
 * A plugin installed as a package (in node_modules, shipping TSX without importing React) in the
 * compiled server. The folder sits in the checkout so React and the SDK resolve as they would for
 * a package installed at the project root.
 */
const dir = mkdtempSync(join(REPO_ROOT, 'server', '.bundle-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
}

describe('the compiled server with a plugin installed as a package', () => {
  it('compiles its TSX with the automatic JSX runtime, where a package left to Node would not load at all', async () => {
    write('node_modules/@acme/badge/package.json', JSON.stringify({ name: '@acme/badge', version: '1.0.0', type: 'module', exports: './Badge.tsx', peerDependencies: { '@tessera/sdk': '^0.1.0' } }));
    write('node_modules/@acme/badge/Badge.tsx', 'export default function Badge({ text }: { text: string }) {\n  return <strong className="badge">{text}</strong>;\n}\n');
    const entry = join(dir, 'start.tsx');
    write('start.tsx', "import { renderToStaticMarkup } from 'react-dom/server';\nimport Badge from '@acme/badge';\nconsole.log(renderToStaticMarkup(<Badge text=\"Outside\" />));\n");
    const out = join(dir, 'dist', 'start.js');
    await bundleServer(entry, [], out);
    expect(execFileSync(process.execPath, [out], { encoding: 'utf8' }).trim()).toBe('<strong class="badge">Outside</strong>');
  });
});
