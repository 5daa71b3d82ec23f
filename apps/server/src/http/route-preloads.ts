import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `<link rel="modulepreload">` tags for a lazy page of the built web app (its chunk, named like the route
 * module, and every chunk it imports statically), minus those the page already preloads. Sent with
 * `/shared/{id}`, so the browser fetches the shared view's code beside the app's entry instead of after it
 * (docs/decisions/0021-offline-app.md, "Bundle size"). No tags when the build has no such chunk.
 */
export function routePreloads(distDir: string, chunkName: string, html: string): string {
  const assets = path.join(distDir, 'assets');
  if (!existsSync(assets)) return '';
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const start = files.find((file) => file.replace(/-[\w-]{8}\.js$/, '') === chunkName);
  if (!start) return '';
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !files.includes(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(assets, file), 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) visit(match[1] ?? '');
  };
  visit(start);
  return [...seen]
    .filter((file) => !html.includes(`/assets/${file}`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`)
    .join('\n    ');
}
