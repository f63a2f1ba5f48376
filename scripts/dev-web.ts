/**
 * `npm run dev`: browser mode with hot reload. The web host runs from source (tsx) on a free port; Vite serves
 * the renderer with React Fast Refresh and passes /api through to it. Open the printed address. Changes to
 * the screens apply at once; changes to main need a restart (Ctrl+C, `npm run dev`).
 * Arguments after `npm run dev --` go to the web host (e.g. `--data-dir`, `--environment`).
 */
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type ProxyOptions } from 'vite';
import { API_PREFIX, CUSTOMER_EVENTS_PATH, CUSTOMER_REPLY_PATH } from '../src/shared/web-host-paths';
import { RENDERER_ALIAS } from './renderer-alias.mjs';
import { devWithoutCsp } from './vite-dev-without-csp';
import { startWebHostProcess } from './web-host-process';

const DEV_PORT = 5173;

async function main(): Promise<void> {
  const host = await startWebHostProcess({ args: ['--port', '0', ...process.argv.slice(2)], from: 'source', echo: true });
  const hostOrigin = `http://127.0.0.1:${host.port}`;
  // Its callback reads `vite` only once the server runs, by when it is set.
  function toHost(): ProxyOptions {
    return {
      target: hostOrigin,
      changeOrigin: true,
      // The web host refuses foreign origins; the dev page's own origin is vouched for here, and only it.
      configure: (proxy) =>
        proxy.on('proxyReq', (request) => {
          const origin = request.getHeader('origin');
          if (origin === `http://127.0.0.1:${vite.config.server.port}`) request.setHeader('origin', hostOrigin);
        }),
    };
  }
  const vite = await createServer({
    configFile: false,
    root: join(__dirname, '..', 'src', 'renderer'),
    plugins: [react(), devWithoutCsp()],
    resolve: { alias: RENDERER_ALIAS },
    server: {
      host: '127.0.0.1',
      port: DEV_PORT,
      // The till's API, and the customer display's stream and answer (its page is the dev server's own index).
      proxy: { [API_PREFIX]: toHost(), [CUSTOMER_EVENTS_PATH]: toHost(), [CUSTOMER_REPLY_PATH]: toHost() },
    },
  });
  await vite.listen();
  const port = vite.config.server.port ?? DEV_PORT;
  console.log(`till dev at http://127.0.0.1:${port}/#token=${host.token}`);
  console.log(`customer display dev at http://127.0.0.1:${port}/customer#token=${host.customerToken}`);

  const stop = async () => {
    await vite.close();
    process.exit((await host.stop()) ?? 1);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
