// "Import 10,000 prompts from JSON": a PromptNest JSON file of `count` prompts (about 4 MB: every field,
// tags, a third of them templates) is previewed and then imported through API v1, as the Import dialog
// does, into a fresh Max account each run (a second import of the same file would add nothing). The
// figures are wall-clock milliseconds per request, median of `runs`; the target is under 10 s.
import postgres from 'postgres';

export const IMPORT_LABEL = 'import 10,000 prompts (JSON)';

function buildFile(count) {
  const words = ['summary', 'report', 'meeting', 'email', 'review', 'outline', 'draft', 'plan', 'story', 'analysis'];
  const prompts = Array.from({ length: count }, (_, i) => {
    const word = words[i % words.length];
    const body = `Write a clear ${word} for the team. `.repeat(8 + (i % 12));
    return {
      title: `Imported ${word} ${i}`,
      description: `Benchmark prompt number ${i}`,
      content: i % 3 === 0 ? `${body}\n\nTopic: {{topic}}; audience: {{audience}}.` : body,
      tags: [word, `batch-${i % 20}`],
      isTemplate: false,
      isFavorite: i % 7 === 0,
      creditName: null,
      creditUrl: null,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      updatedAt: new Date(Date.UTC(2026, 5, 1) + i * 60_000).toISOString(),
      versions: [],
    };
  });
  return JSON.stringify({ format: 'promptnest', formatVersion: 1, exportedAt: new Date().toISOString(), prompts });
}

async function freshAccount(app, url, n) {
  const email = `import-bench-${n}-${Date.now()}@example.com`;
  const headers = { 'content-type': 'application/json', origin: app };
  const account = JSON.stringify({ email, password: 'bench-password' });
  await fetch(`${app}/api/auth/sign-up`, { method: 'POST', headers, body: account });
  const db = postgres(url, { max: 1, onnotice: () => {} });
  const [user] = await db`update users set approved = true where email = ${email} returning id`;
  await db`insert into subscriptions (user_id, tier) values (${user.id}, 'Max')`;
  await db.end();
  const signIn = await fetch(`${app}/api/auth/sign-in`, { method: 'POST', headers, body: account });
  return signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function timedPost(app, route, cookie, body) {
  const started = performance.now();
  const res = await fetch(`${app}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app, cookie }, body });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${route} answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  return { ms: performance.now() - started, answer };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureImport(app, url, { count = 10_000, runs = 3 } = {}) {
  const file = buildFile(count);
  const body = JSON.stringify({ fileName: 'prompts-export.json', data: file });
  const preview = [];
  const write = [];
  for (let n = 0; n < runs; n += 1) {
    const cookie = await freshAccount(app, url, n);
    const checked = await timedPost(app, '/api/v1/import/preview', cookie, body);
    if (checked.answer.new !== count) throw new Error(`the preview counted ${checked.answer.new} new prompts of ${count}`);
    const done = await timedPost(app, '/api/v1/import', cookie, body);
    if (done.answer.imported !== count) throw new Error(`the import added ${done.answer.imported} prompts of ${count}`);
    preview.push(Math.round(checked.ms));
    write.push(Math.round(done.ms));
  }
  return { prompts: count, fileMb: Number((Buffer.byteLength(file) / 1024 / 1024).toFixed(1)), previewMedianMs: median(preview), importMedianMs: median(write), previewRuns: preview, importRuns: write };
}
