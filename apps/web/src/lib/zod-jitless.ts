import { config } from 'zod';

// zod compiles faster object parsers with `new Function` when it can, and finds out by trying once. Our
// Content-Security-Policy has no 'unsafe-eval', so that try is reported as a violation on every page load
// even though zod catches it. Parsing without compiled parsers is fast enough for our forms and responses.
// Every `import 'zod'` of the web app (and of core, inside it) is resolved to this module
// (build/jitless-zod-plugin.ts), so the switch runs before any schema is built, and only on pages that load zod.
config({ jitless: true });

export * from 'zod';
