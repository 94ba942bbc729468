import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/PlacementApp/',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/placementapi': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: read by the first-load budget check (bench/src/web-budget.ts).
    manifest: true,
    // The lazy PDF chunk (react-pdf, ~450 kB gzip) is loaded only on the resume download page.
    chunkSizeWarningLimit: 1300,
  },
});
