import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyEntry } from './build/early-entry.ts';
import { ANALYSIS_PASS, initialModules } from './build/initial-modules.ts';

const hostRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(async ({ command }) => {
  // What the entry imports statically loads on every screen anyway: in one file rather than
  // seventy. Seventy requests and module records held the designer's canvas back by about
  // 300 ms on the 2-core machine (designer bench, 2,000 elements), and one file is 23 KiB
  // smaller gzipped.
  const initial = command === 'build' && !process.env[ANALYSIS_PASS] ? await initialModules(fileURLToPath(import.meta.url)) : null;
  return {
    // Pinned so the build lands in host/dist whichever directory vite is started from.
    root: hostRoot,
    plugins: [react(), earlyEntry()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // For profiling (`TESSERA_BENCH_PROFILE`): function names survive, so a profile names the code.
      minify: process.env.TESSERA_BUILD_UNMINIFIED ? false : undefined,
      rolldownOptions: initial
        ? {
            output: {
              codeSplitting: {
                // Only the modules found, not what they import before tree-shaking (see initialModules).
                groups: [{ name: 'app', test: (id: string) => initial.has(id), includeDependenciesRecursively: false }],
              },
            },
          }
        : undefined,
    },
    server: {
      proxy: {
        '/api': 'http://localhost:3000',
      },
    },
  };
});
