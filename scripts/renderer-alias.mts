/**
 * The renderer's import aliases, declared once for every tool that bundles it: electron-vite, the dev server
 * and vitest. TypeScript cannot import this; tsconfig.web.json's `paths` says the same to it.
 */
import { fileURLToPath } from 'node:url';

/** `@shared/…` is src/shared, the one folder the renderer shares with main: reached by name, never by climbing folders. */
export const RENDERER_ALIAS: Record<string, string> = { '@shared': fileURLToPath(new URL('../src/shared', import.meta.url)) };
