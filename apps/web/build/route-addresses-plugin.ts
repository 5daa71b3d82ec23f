import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const routeModule = /packages[\\/]core[\\/]src[\\/]api[\\/]([\w-]+-routes)\.ts$/;
type Address = { method: string; path: string };
const isAddress = (value: unknown): value is Address =>
  typeof value === 'object' && value !== null && typeof (value as Address).method === 'string' && typeof (value as Address).path === 'string';

/**
 * The browser needs a route declaration's method and path only (lib/api-client.ts); its zod schemas are for
 * the server's validation and the OpenAPI document. In the web build each `packages/core/src/api/*-routes.ts`
 * module becomes its addresses alone, so a page that calls the API no longer loads zod: only the forms that
 * validate do (docs/decisions/0021-offline-app.md, "Bundle size"). Types still come from the real declarations.
 */
export function routeAddresses(coreDir: string): Plugin {
  const modules = new Map<string, string>();
  return {
    name: 'promptnest-route-addresses',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const outDir = mkdtempSync(path.join(tmpdir(), 'promptnest-routes-'));
      try {
        const outfile = path.join(outDir, 'core.mjs');
        await build({ entryPoints: [path.join(coreDir, 'src/index.ts')], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'error' });
        const core = (await import(pathToFileURL(outfile).href)) as Record<string, unknown>;
        for (const [name, value] of Object.entries(core)) {
          if (!/Routes$/.test(name) || typeof value !== 'object' || value === null) continue;
          const routes = Object.entries(value);
          if (!routes.every(([, route]) => isAddress(route))) continue;
          const addresses = Object.fromEntries(routes.map(([key, route]) => [key, { method: (route as Address).method, path: (route as Address).path }]));
          const file = `${name.replace(/Routes$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-routes`;
          modules.set(file, `${modules.get(file) ?? ''}export const ${name} = ${JSON.stringify(addresses)};\n`);
        }
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
    load(id) {
      const file = routeModule.exec(id.split('?')[0] ?? id)?.[1];
      if (!file) return null;
      const code = modules.get(file);
      if (code === undefined) this.error(`No route collection found for ${file}.ts: name its export <name>Routes.`);
      return code;
    },
  };
}
