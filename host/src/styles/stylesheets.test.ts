import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

const folder = join(import.meta.dirname);
const sheets = readdirSync(folder).filter((name) => name.endsWith('.css'));

/**
 * A missing `}` does not fail the build: with CSS nesting, every rule after it quietly nests
 * inside the open block and stops applying. Each sheet must parse with all its blocks closed.
 */
describe('the host stylesheets', () => {
  it.each(sheets)('%s parses with every block closed', (name) => {
    const text = readFileSync(join(folder, name), 'utf8');
    expect(() => postcss.parse(text, { from: name })).not.toThrow();
    const nested = postcss.parse(text).nodes.filter((node) => node.type === 'rule' && node.nodes.some((child) => child.type === 'rule'));
    expect(nested.map((rule) => (rule as postcss.Rule).selector)).toEqual([]);
  });
});
