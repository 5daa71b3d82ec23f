import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The API reference's renderer (Scalar), served from our own origin so it works under our CSP with no CDN
 * (docs/decisions/0013-one-route-contract.md). Read and compressed once, on the first request.
 */
export interface ReferenceScript {
  raw: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

let script: ReferenceScript | undefined;

export function referenceScript(): ReferenceScript {
  if (script) return script;
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  // The renderer bundles zod, which probes for eval once; under our CSP (no 'unsafe-eval') that probe is a
  // reported violation. Zod reads this global before its first parse, and then never tries.
  const jitless = Buffer.from('globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };\n');
  const raw = Buffer.concat([jitless, readFileSync(path.join(path.dirname(entry), 'browser/standalone.js'))]);
  script = { raw, gzip: gzipSync(raw, { level: 9 }), brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) };
  return script;
}

/** Starts the renderer on the document; the fonts stay ours (the CSP allows no other origin). */
export const initScript = `Scalar.createApiReference('#reference', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  // Scalar's hosted extras (its AI chat, MCP generator, sharing and deploy tools) would send the
  // document to Scalar's servers: off. The reference and its request client stay.
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  metaData: { title: 'API reference · PromptNest' },
});
`;

export const referencePage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>API reference · PromptNest</title>
    <meta name="description" content="The PromptNest API: list, search, create and fill in your prompts from scripts and AI tools.">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
  </head>
  <body>
    <noscript>The API reference needs JavaScript. The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
    <div id="reference"></div>
    <script src="/api/docs/reference.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;
