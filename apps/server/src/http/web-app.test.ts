import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createPromptAs } from '../../test/prompt-factory.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/harness.js';

let db: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'promptnest-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>PromptNest</title><meta\n      name="description"\n      content="x"\n    /></head><body><div id="root"></div></body></html>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  db = await createTestDatabase();
  t = buildTestApp(db, { webDist: dist });
});
afterAll(() => db.drop());

describe('the web app on the same port', () => {
  it.each(['/', '/auth?tab=signup', '/app', '/app/prompt/edit/5'])('answers the page %s with index.html', async (url) => {
    const res = await t.app.request(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('answers a path that is no page with the same app (it shows the 404 page) and status 404', async () => {
    const res = await t.app.request('/app/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('answers a share link with the prompt in its link-preview tags, and noindex', async () => {
    const owner = await createUser(t, { admin: true });
    const prompt = await createPromptAs(owner.client, { title: 'Launch <plan>', description: 'A "quick" one', content: 'x' });
    const { body } = await owner.client.post<{ shareId: string }>(`/api/v1/prompts/${prompt.id}/share`);
    const res = await t.app.request(`/shared/${body.shareId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Launch &lt;plan&gt; · PromptNest</title>');
    expect(html).toContain('<meta property="og:title" content="Launch &lt;plan&gt; · PromptNest">');
    expect(html).toContain('<meta property="og:description" content="A &quot;quick&quot; one">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<meta name="description" content="A &quot;quick&quot; one">');
    expect(html).not.toContain('content="x"');
    expect(html).toContain('<div id="root">');
  });

  it("keeps `$` patterns in a shared prompt's title and description as text, never splicing the page into the head", async () => {
    const owner = await createUser(t, { admin: true });
    const text = "a $` b $' c $& d $1 e $$ f";
    const prompt = await createPromptAs(owner.client, { title: text, description: text, content: 'x' });
    const { body } = await owner.client.post<{ shareId: string }>(`/api/v1/prompts/${prompt.id}/share`);
    const html = await (await t.app.request(`/shared/${body.shareId}`)).text();
    const escaped = 'a $` b $&#39; c $&amp; d $1 e $$ f';
    const head = [
      `<title>${escaped} · PromptNest</title>`,
      `<meta name="description" content="${escaped}">`,
      '    <meta name="robots" content="noindex">',
      '    <meta property="og:type" content="article">',
      '    <meta property="og:site_name" content="PromptNest">',
      `    <meta property="og:title" content="${escaped} · PromptNest">`,
      `    <meta property="og:description" content="${escaped}">`,
      `    <meta property="og:url" content="${t.deps.config.appUrl}/shared/${body.shareId}">`,
      '    <meta name="twitter:card" content="summary">',
    ];
    expect(html.slice(0, html.indexOf('</head>'))).toBe(`<!doctype html><html><head>${head.slice(0, 2).join('')}${head.slice(2).join('\n')}\n  `);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('embeds the shared prompt as an inert JSON block the prompt text cannot break out of', async () => {
    const owner = await createUser(t, { admin: true });
    const title = 'Less < more & $& \u2028 more > less';
    const content = 'Costs $1 & $$ </script> <!-- $` end';
    const prompt = await createPromptAs(owner.client, { title, content });
    const { body } = await owner.client.post<{ shareId: string }>(`/api/v1/prompts/${prompt.id}/share`);
    const html = await (await t.app.request(`/shared/${body.shareId}`)).text();
    const block = /<script type="application\/json" id="shared-prompt-data">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(block?.[1]).not.toMatch(/[<>&\u2028\u2029]/);
    const data = JSON.parse(block?.[1] ?? '') as { shareId: string; prompt: { title: string; content: string; tags: string[]; author: string } };
    expect(data).toMatchObject({ shareId: body.shareId, prompt: { title: prompt.title, content: prompt.content, tags: prompt.tags, author: 'Shared' } });
    // The page has one script that runs (the app's), none from the prompt.
    expect(html.match(/<script>/g)).toBeNull();
  });

  it('answers a dead share link with the app (its not-found state) and status 404', async () => {
    const res = await t.app.request('/shared/doesnotexist');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<title>Prompt Not Found · PromptNest</title>');
    expect(html).not.toContain('shared-prompt-data');
  });

  it('serves hashed assets with a long cache life', async () => {
    const res = await t.app.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('never answers an API path with the page', async () => {
    const res = await t.app.request('/api/whatever');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('answers /healthz once the database is there', async () => {
    const res = await t.app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('a build with the landing entry and precompressed assets', () => {
  let site: TestApp;
  const script = 'export const landing = "'.padEnd(4000, 'x') + '";';

  beforeAll(() => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'promptnest-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>PromptNest</title></head><body><div id="root"></div></body></html>');
    const landing = `<!doctype html><html><head><title>PromptNest</title></head><body><div id="landing">${'Pip '.repeat(500)}</div></body></html>`;
    writeFileSync(path.join(dist, 'landing.html'), landing);
    writeFileSync(path.join(dist, 'landing.html.br'), brotliCompressSync(landing));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'landing-abc123.js'), script);
    writeFileSync(path.join(dist, 'assets', 'landing-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets', 'landing-abc123.js.gz'), gzipSync(script));
    site = buildTestApp(db, { webDist: dist });
  });

  it('answers / with the landing page and every other page with the app', async () => {
    expect(await (await site.app.request('/')).text()).toContain('<div id="landing">');
    expect(await (await site.app.request('/app')).text()).toContain('<div id="root">');
    const direct = await site.app.request('/landing.html');
    expect(direct.status).toBe(301);
    expect(direct.headers.get('location')).toBe('/');
  });

  it('sends assets brotli- or gzip-compressed as the browser accepts, and plain otherwise', async () => {
    const br = await site.app.request('/assets/landing-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gz = await site.app.request('/assets/landing-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await site.app.request('/assets/landing-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    expect(plain.headers.get('content-type')).toContain('javascript');
  });

  it('compresses the pages themselves: the landing page from its brotli copy, others per request', async () => {
    const res = await site.app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<div id="landing">');
    const br = await site.app.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('text/html');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('<div id="landing">');
    const app = await site.app.request('/app', { headers: { 'accept-encoding': 'gzip' } });
    expect(app.headers.get('content-encoding')).toBe('gzip');
  });
});
