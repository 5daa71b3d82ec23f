import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prompts } from '../../db/schema/index.js';
import type { Logger } from '../../logger.js';
import { createUser } from '../../../test/factories.js';
import { createPromptAs } from '../../../test/prompt-factory.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness.js';

// The web app's render module itself, from its sources (the build's copy is the same code, bundled): the
// page's markup here is what the shared view's own components draw.
const renderModule = fileURLToPath(new URL('../../../../web/src/app/render-shared-view.tsx', import.meta.url));
const page = '<!doctype html><html><head><title>PromptNest</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

const preload = '<link rel="modulepreload" crossorigin href="/assets/shared-prompt-AbCdEf12.js">';

/** A built web app's folder with the page and the shared view's chunk, and a render module (a file of ours) when given. */
function webBuild(renderer?: string): { webDist: string; sharedViewRenderer?: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'promptnest-dist-'));
  writeFileSync(path.join(dir, 'index.html'), page);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'shared-prompt-AbCdEf12.js'), 'export {}');
  if (renderer === undefined) return { webDist: dir, sharedViewRenderer: path.join(dir, 'no-such-module.js') };
  const file = path.join(dir, 'render-shared-view.mjs');
  writeFileSync(file, renderer);
  return { webDist: dir, sharedViewRenderer: file };
}

/** What #root holds in the page (empty when the page was answered without markup). */
function rootOf(html: string): string {
  const match = /<div id="root">([\s\S]*)<\/div><script type="module"/.exec(html);
  if (!match) throw new Error(`no #root in ${html.slice(0, 300)}`);
  return match[1] ?? '';
}

/** Text as React writes it into HTML. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

async function sharedPrompt(t: TestApp, fields: Parameters<typeof createPromptAs>[1]) {
  const owner = await createUser(t);
  const prompt = await createPromptAs(owner.client, fields);
  const { body } = await owner.client.post<{ shareId: string }>(`/api/v1/prompts/${prompt.id}/share`);
  return { owner, prompt, shareId: body.shareId };
}

describe('the shared page, drawn on the server by the web app', () => {
  let t: TestApp;
  beforeAll(() => {
    t = buildTestApp(db, { webDist: webBuild().webDist, sharedViewRenderer: renderModule });
  });

  it('holds the page as a signed-out visitor first sees it: the frame, the prompt card, the typed form and the save buttons', async () => {
    const { shareId } = await sharedPrompt(t, {
      title: 'Weekly update',
      description: 'Turns notes into an update.',
      content: 'Write a {{tone | select:options=["formal","friendly"]:default="friendly"}} update for {{team}}, due {{due | date:label="Due date"}}.',
      tags: ['work', 'writing'],
    });
    const res = await t.app.request(`/shared/${shareId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = rootOf(html);
    expect(root).toContain('Go to App');
    expect(root).toMatch(/<h1[^>]*>Weekly update<\/h1>/);
    expect(root).toContain('>Turns notes into an update.</p>');
    expect(root).toMatch(/<li[^>]*>work<\/li><li[^>]*>writing<\/li>/);
    expect(root).toContain('Fill in the template');
    // Each field with its label, and the choice at its default.
    for (const label of ['tone', 'team', 'Due date']) expect(root).toMatch(new RegExp(`<label[^>]*>${label}</label>`));
    expect(root).toContain('<option value="friendly" selected="">friendly</option>');
    expect(root).toContain('type="date"');
    expect(root).toContain('Join Free &amp; Save');
    expect(root).toContain('Sign In to Save');
    // The data block the browser hydrates from says what the page was drawn for.
    expect(html).toContain(`{"shareId":"${shareId}"`);
    expect(html).toContain('"signedOut":true}');
    // Painted without JavaScript, the page leaves the bandwidth to its stylesheet: its code loads when the app asks.
    expect(html).not.toContain(preload);
  });

  it('is compressed for a browser that accepts it, and says it varies with that', async () => {
    const { shareId } = await sharedPrompt(t, { title: 'Compressed one', content: 'Say {{what}} twice.' });
    const res = await t.app.request(`/shared/${shareId}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(rootOf(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'))).toMatch(/<h1[^>]*>Compressed one<\/h1>/);
    const plain = await t.app.request(`/shared/${shareId}`);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
  });

  it("draws a plain prompt's text with Copy", async () => {
    const { shareId } = await sharedPrompt(t, { title: 'Plain one', content: 'Explain this like I am five.' });
    const root = rootOf(await (await t.app.request(`/shared/${shareId}`)).text());
    expect(root).toContain('Explain this like I am five.</div>');
    expect(root).toMatch(/>Copy<\/button>/);
    expect(root).not.toContain('Fill in the template');
  });

  it('draws no save area when the request has a session cookie (the browser asks who it is), and says so', async () => {
    const { owner, shareId } = await sharedPrompt(t, { title: 'Mine too', content: 'Summarise {{text}}.' });
    const html = (await owner.client.get<string>(`/shared/${shareId}`)).body;
    const root = rootOf(html);
    expect(root).toMatch(/<h1[^>]*>Mine too<\/h1>/);
    expect(root).not.toContain('Keep this prompt');
    expect(html).toContain('"signedOut":false}');
  });

  it('shows every stored text as text, never as markup', async () => {
    const payloads = {
      title: `<img src=x onerror="window.__xss='title'">Title"><svg/onload=window.__xss='title2'>`,
      description: `<script>window.__xss='description'</script>Description`,
      content: `Hello {{name}} <iframe src="javascript:window.__xss='content'"></iframe> <b onmouseover="window.__xss='b'">bold</b> $& $' </div>`,
      tag: `"><img src=x onerror=window.__xss='tag'>`,
      creditName: `<img src=x onerror="window.__xss='credit'">Ada`,
      creditUrl: `javascript:window.__xss='crediturl'`,
    };
    const { prompt, shareId } = await sharedPrompt(t, { title: 'To be replaced', content: 'x' });
    // Straight into the database, past validation and sanitising: this tests the markup itself.
    await t.deps.db
      .update(prompts)
      .set({ title: payloads.title, description: payloads.description, content: payloads.content, tags: [payloads.tag], creditName: payloads.creditName, creditUrl: payloads.creditUrl })
      .where(eq(prompts.id, prompt.id));
    const root = rootOf(await (await t.app.request(`/shared/${shareId}`)).text());
    expect(root).toContain(`>${asHtml(payloads.title)}</h1>`);
    expect(root).toContain(`>${asHtml(payloads.description)}</p>`);
    expect(root).toContain(`>${asHtml(payloads.tag)}</li>`);
    expect(root).toContain(asHtml(' <iframe src="javascript:window.__xss=\'content\'"></iframe> <b onmouseover="window.__xss=\'b\'">bold</b> $& $\' </div>'));
    expect(root).toContain(`>${asHtml(payloads.creditName)}</span>`);
    // No element of theirs (the page's own markup has no img, script, iframe or b), so no handler of theirs either.
    expect(root).not.toMatch(/<(img|script|iframe|b)[\s>/]|<svg\/onload/);
    expect(root).not.toContain('href="javascript:');
  });

  it('draws a new version of the prompt once it changes', async () => {
    const { owner, prompt, shareId } = await sharedPrompt(t, { title: 'First title', content: 'Say hi.' });
    expect(rootOf(await (await t.app.request(`/shared/${shareId}`)).text())).toContain('>First title</h1>');
    expect(rootOf(await (await t.app.request(`/shared/${shareId}`)).text())).toContain('>First title</h1>');
    expect((await owner.client.request('PATCH', `/api/v1/prompts/${prompt.id}`, { title: 'Second title', content: 'Say hello.' })).status).toBe(200);
    const root = rootOf(await (await t.app.request(`/shared/${shareId}`)).text());
    expect(root).toContain('>Second title</h1>');
    expect(root).toContain('Say hello.');
  });

  it('answers an unknown link with 404 and the page without markup (the browser shows Prompt Not Found)', async () => {
    const res = await t.app.request('/shared/doesnotexist');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(rootOf(html)).toBe('');
    expect(html).toContain('<title>Prompt Not Found · PromptNest</title>');
    expect(html).not.toContain('shared-prompt-data');
  });
});

describe('the shared page without a working render module', () => {
  it('is answered as before server rendering when the build has no render module', async () => {
    const t = buildTestApp(db, webBuild());
    const { shareId } = await sharedPrompt(t, { title: 'No module', content: 'x' });
    const res = await t.app.request(`/shared/${shareId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(rootOf(html)).toBe('');
    expect(html).toContain('<title>No module · PromptNest</title>');
    expect(html).toContain(`{"shareId":"${shareId}"`);
    // Drawn by the browser, the page names the shared view's code, to load beside the app's entry.
    expect(html).toContain(preload);
  });

  it('is answered as before, and the failure logged, when the render throws', async () => {
    // Draws the warm-up page at start, then fails.
    const t = buildTestApp(db, webBuild('let calls = 0;\nexport async function renderSharedView() { calls += 1; if (calls > 1) throw new Error("boom"); return "<p>warm</p>"; }'));
    const errors: string[] = [];
    const log: Logger = { debug() {}, info() {}, warn() {}, error: (msg) => void errors.push(msg), child: () => log };
    vi.spyOn(t.deps.log, 'child').mockReturnValue(log);
    const { shareId } = await sharedPrompt(t, { title: 'Fails to draw', content: 'x' });
    const res = await t.app.request(`/shared/${shareId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(rootOf(html)).toBe('');
    expect(html).toContain(`{"shareId":"${shareId}"`);
    expect(html).toContain(preload);
    expect(errors).toContain('the shared view could not be drawn on the server: answered without markup');
  });

  it('does not keep a page answered without markup: the next visitor gets it drawn once the render works again', async () => {
    // The warm-up page at start, then one failure, then pages again.
    const t = buildTestApp(db, webBuild('let calls = 0;\nexport async function renderSharedView() { calls += 1; if (calls === 2) throw new Error("once"); return "<p>drawn</p>"; }'));
    const { shareId } = await sharedPrompt(t, { title: 'Fails once', content: 'x' });
    expect(rootOf(await (await t.app.request(`/shared/${shareId}`)).text())).toBe('');
    expect(rootOf(await (await t.app.request(`/shared/${shareId}`)).text())).toBe('<p>drawn</p>');
  });

  it('is answered as before when the module cannot draw at all (it fails at start)', async () => {
    const t = buildTestApp(db, webBuild('export const renderSharedView = "not a function";'));
    const { shareId } = await sharedPrompt(t, { title: 'Broken module', content: 'x' });
    const res = await t.app.request(`/shared/${shareId}`);
    expect(res.status).toBe(200);
    expect(rootOf(await res.text())).toBe('');
  });

  it('draws a prompt once per version, not once per visitor', async () => {
    const t = buildTestApp(db, webBuild('let calls = 0;\nexport async function renderSharedView(data) { calls += 1; return `<p>draw ${calls}: ${data.prompt.title}</p>`; }'));
    const { owner, prompt, shareId } = await sharedPrompt(t, { title: 'Counted', content: 'x' });
    // The first draw is the warm-up page, at start.
    expect(rootOf(await (await t.app.request(`/shared/${shareId}`)).text())).toBe('<p>draw 2: Counted</p>');
    expect(rootOf(await (await t.app.request(`/shared/${shareId}`)).text())).toBe('<p>draw 2: Counted</p>');
    expect((await owner.client.request('PATCH', `/api/v1/prompts/${prompt.id}`, { title: 'Counted again' })).status).toBe(200);
    expect(rootOf(await (await t.app.request(`/shared/${shareId}`)).text())).toBe('<p>draw 3: Counted again</p>');
  });
});
