import { config } from 'zod';

// zod compiles faster object parsers with `new Function` when it can, and finds out by trying once. Our
// Content-Security-Policy has no 'unsafe-eval', so that try is reported as a violation on every page load
// even though zod catches it. Parsing without compiled parsers is fast enough for our forms and responses.
// Imported first by the app's entry (main.tsx): zod makes the check when the first object schema is built.
config({ jitless: true });
