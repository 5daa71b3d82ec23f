// The benchmark's baseline: the same SQL statements PromptNest runs for each measured request, behind a
// bare Node `http` server with postgres.js — no framework, no validation layer, no middleware. What
// PromptNest adds on top (routing, schemas, policies, logging, security headers) is the gap to this.
//   DATABASE_URL, AUTH_SECRET, PORT
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import postgres from 'postgres';

// The same pool size and planner setting as PromptNest's (apps/server/src/db/connect.ts).
const sql = postgres(process.env.DATABASE_URL, { max: 10, onnotice: () => {}, connection: { plan_cache_mode: 'force_custom_plan' } });
const WINDOW = 300;
const secret = process.env.AUTH_SECRET;
const PREVIEW = 280;

const liveTier = `(select s.tier from subscriptions s where s.user_id = u.id and (s.status in ('active', 'trialing', 'past_due') and (
  s.current_period_end is null or s.current_period_end > now() or (s.source <> 'admin' and not s.cancel_at_period_end))))`;
const names = ['id', 'title', 'description', 'content', 'tags', 'is_template', 'has_variables', 'is_favorite', 'is_shared', 'share_id', 'credit_name', 'credit_url', 'created_at', 'updated_at', 'deleted_at'];
const columns = names.join(', ');
const cardColumns = (table) => names.map((name) => (name === 'content' ? `left(${table}content, ${PREVIEW}) as content_preview` : `${table}${name}`)).join(', ');

function sessionToken(cookieHeader) {
  const match = /(?:^|;\s*)promptnest\.session_token=([^;]+)/.exec(cookieHeader ?? '');
  if (!match) return null;
  const value = decodeURIComponent(match[1]);
  const dot = value.lastIndexOf('.');
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** A personal API key: the same lookup by SHA-256 as apps/server/src/auth/read-api-key.ts. */
async function keyUserOf(authorization) {
  const key = /^Bearer (pn_[\w-]+)$/.exec(authorization)?.[1];
  if (!key) return null;
  const [row] = await sql.unsafe(
    `select k.id as key_id, k.access, u.id, u.email, u.name, u.email_verified, u.created_at, u.approved, u.role, u.suspended_at, ${liveTier} as tier
     from api_keys k join users u on u.id = k.user_id where k.secret_hash = $1 and (k.expires_at is null or k.expires_at > now()) limit 1`,
    [createHash('sha256').update(key).digest('hex')],
  );
  return row ?? null;
}

async function userOf(req) {
  if (req.headers.authorization) return keyUserOf(req.headers.authorization);
  const token = sessionToken(req.headers.cookie);
  if (!token) return null;
  const [row] = await sql.unsafe(
    `select s.id as session_id, u.id, u.email, u.name, u.email_verified, u.created_at, u.approved, u.role, ${liveTier} as tier
     from sessions s join users u on u.id = s.user_id where s.token = $1 and s.expires_at > $2 limit 1`,
    // Stored as its SHA-256, as apps/server/src/auth/read-session.ts looks it up.
    [createHash('sha256').update(token).digest('hex'), new Date()],
  );
  return row ?? null;
}

const card = (row) => ({ ...row, content: undefined, contentPreview: row.content_preview });

// The shared page as PromptNest answered it before drawing it on the server: the built app's page with the
// prompt's title in its head and the prompt as an inert JSON block (WEB_DIST: the built web app).
const indexFile = `${process.env.WEB_DIST ?? 'apps/web/dist'}/index.html`;
const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const scriptJson = (value) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

function sharedPage(shareId, row) {
  const block = `<script type="application/json" id="shared-prompt-data">${scriptJson({ shareId, prompt: row })}</script>`;
  return indexHtml.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(row.title)} · PromptNest</title>`).replace('</body>', () => `${block}</body>`);
}

async function list(user, url) {
  const q = url.searchParams.get('q');
  if (!q) {
    const rows = await sql.unsafe(`select ${cardColumns('')} from prompts where user_id = $1 and deleted_at is null order by updated_at desc, id desc limit $2`, [user.id, 25]);
    return { items: rows.slice(0, 24).map(card), nextCursor: null, hiddenByPlan: 0 };
  }
  const term = q.toLowerCase();
  const limit = Number(url.searchParams.get('limit') ?? 24);
  // Title matches first, then the other matches ranked in windows (decisions 0004 and 0020).
  const rows = await sql.unsafe(
    `with title_hits as (
       select t.id, row_number() over (order by t.updated_at desc, t.id desc) - 1 as position from (
         select id, updated_at from prompts where user_id = $4 and deleted_at is null and title ilike $3
         order by updated_at desc, id desc limit $6) t)
     select ${cardColumns('p.')} from prompts p inner join (
       select id, position from title_hits union all
       select w.id, (select count(*) from title_hits) + row_number() over (order by w.window_index, w.rank desc, w.updated_at desc, w.id desc) - 1 from (
         select m.id, m.updated_at, (row_number() over (order by m.updated_at desc, m.id desc) - 1) / $1 as window_index,
           ts_rank(m.search_vector, to_tsquery('simple', $2)) as rank
         from (select id, updated_at, search_vector from prompts where user_id = $4 and deleted_at is null and search_text like $5 and not title ilike $3
               and (select count(*) from title_hits) < $6
               order by updated_at desc, id desc limit $1) m) w
       order by 2 offset $7 limit $6) ranked on ranked.id = p.id order by ranked.position`,
    [WINDOW, `${term}:*`, `%${term}%`, user.id, `%${term}%`, limit + 1, 0],
  );
  return { items: rows.slice(0, limit).map(card), nextCursor: null, hiddenByPlan: 0 };
}

async function readBody(req) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return JSON.parse(raw);
}

const server = createServer(async (req, res) => {
  const send = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  try {
    const url = new URL(req.url, 'http://baseline');
    const page = /^\/shared\/([\w-]+)$/.exec(url.pathname);
    if (page && indexHtml) {
      const [row] = await sql.unsafe(`select ${columns} from prompts where share_id = $1 and is_shared = $2 and deleted_at is null`, [page[1], true]);
      res.writeHead(row ? 200 : 404, { 'content-type': 'text/html; charset=UTF-8' });
      return res.end(row ? sharedPage(page[1], row) : indexHtml);
    }
    const shared = /^\/api\/shared\/([\w-]+)$/.exec(url.pathname);
    if (shared) {
      const [row] = await sql.unsafe(`select ${columns} from prompts where share_id = $1 and is_shared = $2 and deleted_at is null`, [shared[1], true]);
      return row ? send(200, row) : send(404, { error: 'NOT_FOUND' });
    }
    const user = await userOf(req);
    if (!user) return send(401, { error: 'UNAUTHENTICATED' });
    if (url.pathname === '/api/v1/prompts' && req.method === 'GET') return send(200, await list(user, url));
    if (url.pathname === '/api/v1/prompts' && req.method === 'POST') {
      const body = await readBody(req);
      const [row] = await sql.unsafe(
        `insert into prompts (user_id, title, description, content, tags, is_template, credit_name, credit_url)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${columns}`,
        [user.id, body.title, body.description ?? '', body.content, body.tags ?? [], body.isTemplate ?? false, null, null],
      );
      return send(201, row);
    }
    const render = /^\/api\/v1\/prompts\/([0-9a-f-]{36})\/render$/.exec(url.pathname);
    if (render && req.method === 'POST') {
      const { variables = {} } = await readBody(req);
      const [row] = await sql.unsafe(`select content from prompts where id = $1 and user_id = $2 and deleted_at is null`, [render[1], user.id]);
      if (!row) return send(404, { error: 'NOT_FOUND' });
      const missing = [];
      const text = row.content.replace(/\{\{([^{}]*)\}\}/g, (token, raw) => {
        const value = variables[raw.trim()];
        if (value === undefined || value.trim() === '') {
          if (raw.trim() && !missing.includes(raw.trim())) missing.push(raw.trim());
          return token;
        }
        return value;
      });
      return send(200, { text, missing });
    }
    const one = /^\/api\/v1\/prompts\/([0-9a-f-]{36})$/.exec(url.pathname);
    if (one) {
      const [row] = await sql.unsafe(`select ${columns} from prompts where id = $1 and user_id = $2 and deleted_at is null`, [one[1], user.id]);
      return row ? send(200, row) : send(404, { error: 'NOT_FOUND' });
    }
    send(404, { error: 'NOT_FOUND' });
  } catch (error) {
    send(500, { error: 'INTERNAL', message: String(error) });
  }
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`baseline listening on ${process.env.PORT}`));
process.on('SIGTERM', () => server.close(() => sql.end().then(() => process.exit(0))));
