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
    chunkSizeWarningLimit: 800,
  },
});
