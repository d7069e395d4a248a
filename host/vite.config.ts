import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const hostRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // Pinned so the build lands in host/dist whichever directory vite is started from.
  root: hostRoot,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
