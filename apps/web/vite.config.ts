import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { jitlessZod } from './build/jitless-zod-plugin';
import { routeAddresses } from './build/route-addresses-plugin';

const apiServer = 'http://127.0.0.1:3000';

/**
 * The shared contract builds its zod schemas at module level; nothing there has side effects, so pages that
 * only need AppError (the api client) do not pull in zod and the auth schemas. Building a zod schema has no
 * side effects either: a page that takes only plain constants from a contract module (the landing page's
 * prices, the billing texts) then leaves its schemas, and zod, out.
 */
const treeshake = {
  moduleSideEffects: [{ test: /packages[\\/]core[\\/]src[\\/]/, sideEffects: false }],
  manualPureFunctions: ['z', 'plainText'],
};

/**
 * `vite build --ssr src/app/render-shared-view.tsx` (the web workspace's build script): the shared view's
 * render module for the server, into dist-ssr/ (never served). npm packages stay imports, found in
 * node_modules by the server that loads it. zod is not made jitless there: that switch is global, and the
 * module runs inside the server, whose own validation keeps zod's compiled parsers.
 */
const ssrBuild: UserConfig = {
  plugins: [react(), routeAddresses(fileURLToPath(new URL('../../packages/core', import.meta.url)))],
  build: {
    outDir: 'dist-ssr',
    copyPublicDir: false,
    emptyOutDir: true,
    rolldownOptions: { treeshake },
  },
};

/** The app itself, into dist/ (served). */
const appBuild: UserConfig = {
  plugins: [
    react(),
    tailwindcss(),
    jitlessZod(fileURLToPath(new URL('src/lib/zod-jitless.ts', import.meta.url))),
    routeAddresses(fileURLToPath(new URL('../../packages/core', import.meta.url))),
  ],
  server: {
    proxy: {
      '/api': apiServer,
      '/healthz': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Two pages: the app (index.html) and the landing page's own light entry (landing.html, served at `/`),
      // which renders the same landing components without the router and the query library.
      input: { index: 'index.html', 'landing-main': 'landing.html' },
      treeshake,
      output: {
        // Libraries in their own long-cached chunks; pages load lazily (see app/router.tsx), so the
        // landing page pulls in neither Radix nor the validation code of the auth forms.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 5 },
            // The router apart from React: the landing page's own entry loads React but no router.
            { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 5 },
            // Slot alone (Button's asChild) in a chunk of its own: the public pages use Button but no other Radix part.
            { name: 'radix-slot', test: /node_modules[\\/]@radix-ui[\\/](react-slot|react-compose-refs)[\\/]/, priority: 4 },
            // { name: 'radix', test: /node_modules[\\/](radix-ui|@radix-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/, priority: 3 },
            { name: 'query', test: /node_modules[\\/](@tanstack)[\\/]/, priority: 2 },
            // zod's switch to jitless sits in zod's own chunk, so it runs before any module that builds a schema
            // (lib/zod-jitless.ts says why); in the entry chunk it ran after the contract's schemas were built.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]lib[\\/]zod-jitless\.ts$/, priority: 2 },
            // Named, so the size check can tell that the landing page loads the toasts only when one is raised.
            { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : appBuild));
