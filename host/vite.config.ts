import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyEntry } from './build/early-entry.ts';
import { appElementsOnDemand, elementCatalogue } from './build/element-catalogue.ts';
import { ANALYSIS_PASS, chunkGroups } from './build/chunk-groups.ts';

const hostRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(async ({ command }) => {
  // The entry's modules in one file, and the designer's in another (see chunkGroups).
  const groups = command === 'build' && !process.env[ANALYSIS_PASS] ? await chunkGroups(fileURLToPath(import.meta.url)) : null;
  return {
    // Pinned so the build lands in host/dist whichever directory vite is started from.
    root: hostRoot,
    plugins: [react(), earlyEntry(), elementCatalogue(), appElementsOnDemand()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // For profiling (`TESSERA_BENCH_PROFILE`): function names survive, so a profile names the code.
      minify: process.env.TESSERA_BUILD_UNMINIFIED ? false : undefined,
      rolldownOptions: groups
        ? {
            output: {
              codeSplitting: {
                // Only the modules found, not what they import before tree-shaking (see chunkGroups).
                groups: [
                  { name: 'app', test: (id: string) => groups.app.has(id), includeDependenciesRecursively: false },
                  { name: 'designer', test: (id: string) => groups.designer.has(id), includeDependenciesRecursively: false },
                ],
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
