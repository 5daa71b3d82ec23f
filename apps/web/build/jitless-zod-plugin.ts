import type { Plugin } from 'vite';

/**
 * Resolves every `import … from 'zod'` to `src/lib/zod-jitless.ts`, which configures zod and re-exports it.
 * The switch then travels with zod itself: a page that builds no schema loads neither (the app's entry used
 * to import the switch, and with it all of zod, on every page).
 */
export function jitlessZod(wrapperFile: string): Plugin {
  return {
    name: 'promptnest-jitless-zod',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer || importer.split('?')[0] === wrapperFile) return null;
      return wrapperFile;
    },
  };
}
