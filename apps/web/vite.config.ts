import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
      // The shared contract builds its zod schemas at module level; nothing there has side effects, so
      // pages that only need AppError (the api client) do not pull in zod and the auth schemas.
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]core[\\/]src[\\/]/, sideEffects: false }],
        // Building a zod schema has no side effects either: a page that takes only plain constants from a
        // contract module (the landing page's prices, the billing texts) then leaves its schemas, and zod, out.
        manualPureFunctions: ['z'],
      },
      output: {
        // Libraries in their own long-cached chunks; pages load lazily (see app/router.tsx), so the
        // landing page pulls in neither Radix nor the validation code of the auth forms.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 5 },
            // Slot alone (Button's asChild) in a chunk of its own: the public pages use Button but no other Radix part.
            { name: 'radix-slot', test: /node_modules[\\/]@radix-ui[\\/](react-slot|react-compose-refs)[\\/]/, priority: 4 },
            { name: 'radix', test: /node_modules[\\/](radix-ui|@radix-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/, priority: 3 },
            { name: 'query', test: /node_modules[\\/](@tanstack)[\\/]/, priority: 2 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
