import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Bytes a visitor downloads for a page: its HTML (with inline CSS) and every island script it loads, with their imports. */
export function pageWeight(html: string, islandsDir: string): { htmlGzip: number; jsRaw: number; jsGzip: number; scripts: number } {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(islandsDir, file), 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) visit(match[1]!);
  };
  for (const match of html.matchAll(/<script type="module" src="\/_islands\/([^"?]+)/g)) visit(match[1]!);
  let jsRaw = 0;
  let jsGzip = 0;
  for (const file of seen) {
    const bytes = readFileSync(join(islandsDir, file));
    jsRaw += bytes.length;
    jsGzip += gzipSync(bytes).length;
  }
  return { htmlGzip: gzipSync(html).length, jsRaw, jsGzip, scripts: seen.size };
}
