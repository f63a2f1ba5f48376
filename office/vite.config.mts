/**
 * The owner's office's own bundle (office/app → out/office/), built with the till's toolchain (vite, React) and
 * its `@shared` alias, apart from the till's renderer: nothing of the office reaches the till's first screen.
 * `npm run build:office` runs it; `npm run chain:office` runs it when out/office is missing or older than its sources.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { RENDERER_ALIAS } from '../scripts/renderer-alias.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: resolve(here, 'app'),
  base: '/',
  resolve: { alias: RENDERER_ALIAS },
  plugins: [react()],
  build: {
    outDir: resolve(here, '..', 'out', 'office'),
    emptyOutDir: true,
    minify: true,
    // No inline module-preload polyfill: the CSP allows scripts from the office's own files only.
    modulePreload: { polyfill: false },
  },
});
