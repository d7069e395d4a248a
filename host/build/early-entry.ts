import type { Plugin } from 'vite';

/** The script that asks for the first screen's data (src/early-requests.ts), an entry of its own. */
export const EARLY_ENTRY = 'src/early-requests.ts';
const EARLY_NAME = 'early-requests';

/**
 * Builds the early script as an entry of its own and puts it first in the page, `async`, so it
 * runs as soon as its few hundred bytes arrive: the config, the user, and in the designer the
 * page's design and code are asked for while the app's script still downloads and compiles,
 * not once it starts to run (designer bench). A script tag of index.html would not do: Vite
 * joins all of them into one entry.
 */
export function earlyEntry(): Plugin {
  return {
    name: 'tessera-early-entry',
    config: (_config, { command }) => (command === 'build' ? { build: { rolldownOptions: { input: { index: 'index.html', [EARLY_NAME]: EARLY_ENTRY } } } } : undefined),
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const built = context.bundle && Object.values(context.bundle).find((item) => item.type === 'chunk' && item.isEntry && item.name === EARLY_NAME);
        if (built?.type === 'chunk') {
          const script = { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${built.fileName}` }, injectTo: 'head-prepend' } as const;
          // What the early script imports, fetched with it rather than once it has arrived and been
          // parsed: a round trip of the server's, about 70 ms on the busy 2-core machine, before
          // the early script could ask for anything (designer bench trace). The app entry's own
          // imports are preloaded by Vite further down already.
          const imports = built.imports.filter((file) => !html.includes(`/${file}`));
          return [script, ...imports.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head-prepend' }) as const)];
        }
        // The dev server's React refresh preamble must run before any component loads, the designer's included: in order, after it.
        return [{ tag: 'script', attrs: { type: 'module', src: `/${EARLY_ENTRY}` }, injectTo: 'body-prepend' }];
      },
    },
  };
}
