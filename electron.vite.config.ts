import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { RENDERER_ALIAS } from './scripts/renderer-alias.mjs';
import { devWithoutCsp } from './scripts/vite-dev-without-csp';
import { EVENT_NAMES, METHOD_NAMES } from './src/shared/contract';

/**
 * The renderer needs the contract's names, not its zod schemas (main validates every call): its one module
 * that reads them from the contract becomes the two lists, so the page ships no zod.
 */
function contractNamesAsConstants(): Plugin {
  const names = resolve(__dirname, 'src/renderer/src/data/bridge/contract-names.ts');
  return {
    name: 'contract-names-as-constants',
    enforce: 'pre',
    load: (id) => (id.split('?')[0] === names ? `export const METHOD_NAMES = ${JSON.stringify(METHOD_NAMES)};\nexport const EVENT_NAMES = ${JSON.stringify(EVENT_NAMES)};\n` : null),
  };
}

// Main and preload keep their npm dependencies external (native better-sqlite3 must not be bundled);
// the renderer is a plain minified web bundle that the Electron window and the web host both serve.
export default defineConfig({
  main: {
    build: {
      externalizeDeps: true,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/main/index.ts'), 'web-host': resolve(__dirname, 'src/main/web-host.ts') },
      },
    },
  },
  preload: {
    // The sandboxed preload cannot require zod; it gets the contract's method names as a constant instead.
    define: { __TILL_METHOD_NAMES__: JSON.stringify(METHOD_NAMES) },
    build: {
      externalizeDeps: true,
      // Two preloads: the counter's and the customer display's. A sandboxed preload can require nothing but
      // electron, so each is one file with what it shares inlined, never a chunk the other also loads.
      isolatedEntries: true,
      rollupOptions: { input: { index: resolve(__dirname, 'src/preload/index.ts'), customer: resolve(__dirname, 'src/preload/customer.ts') } },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    base: './',
    resolve: { alias: RENDERER_ALIAS },
    plugins: [contractNamesAsConstants(), react(), devWithoutCsp()],
    build: {
      minify: true,
      rollupOptions: { input: { index: resolve(__dirname, 'src/renderer/index.html') } },
    },
  },
});
