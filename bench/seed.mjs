// Deterministic, realistic-looking prompt text for benchmarks: a seeded generator, common words that
// appear in most prompts, and rare words in a handful, so that search figures mean something.
const COMMON = ['write', 'summarize', 'explain', 'the', 'a', 'for', 'with', 'about', 'email', 'report', 'customer', 'team', 'draft', 'list', 'clear', 'short', 'tone', 'audience', 'steps', 'example'];
const TOPICS = ['marketing', 'onboarding', 'invoice', 'roadmap', 'newsletter', 'interview', 'bug', 'release', 'budget', 'proposal', 'meeting', 'tutorial', 'recipe', 'travel', 'fitness', 'contract', 'pitch', 'survey', 'product', 'support'];
export const RARE_WORD = 'zephyrine';

export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick(rand, list) {
  return list[Math.floor(rand() * list.length)];
}

function sentence(rand) {
  const words = Array.from({ length: 8 + Math.floor(rand() * 12) }, () => (rand() < 0.6 ? pick(rand, COMMON) : pick(rand, TOPICS)));
  return `${words.join(' ')}.`;
}

/** One prompt; every 2,000th holds the rare word. */
export function makePrompt(rand, index, userId) {
  const topic = pick(rand, TOPICS);
  const paragraphs = Array.from({ length: 2 + Math.floor(rand() * 6) }, () => Array.from({ length: 3 }, () => sentence(rand)).join(' '));
  if (index % 2000 === 0) paragraphs.push(`Mention the ${RARE_WORD} detail.`);
  const isTemplate = rand() < 0.3;
  if (isTemplate) paragraphs.push('Audience: {{audience}}. Tone: {{tone}}.');
  return {
    user_id: userId,
    title: `${topic[0].toUpperCase()}${topic.slice(1)} ${pick(rand, ['brief', 'helper', 'draft', 'checklist', 'summary'])} ${index}`,
    description: rand() < 0.5 ? sentence(rand) : '',
    content: paragraphs.join('\n\n'),
    tags: [topic, pick(rand, TOPICS)].filter((tag, i, all) => all.indexOf(tag) === i),
    is_template: isTemplate,
    is_favorite: rand() < 0.1,
  };
}

const COLUMNS = ['user_id', 'title', 'description', 'content', 'tags', 'is_template', 'is_favorite'];

/** Inserts `count` prompts for a user in batches (straight into the table: limits are for people, not seeds). */
export async function seedPrompts(sql, userId, count, seed = 42) {
  const rand = random(seed);
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, i) => makePrompt(rand, start + i, userId));
    await sql`insert into prompts ${sql(rows, ...COLUMNS)}`;
  }
}

/**
 * The rest of a busy installation: `users` approved accounts (straight into the table) sharing `prompts`
 * prompts between them, so that every query runs against a table that is mostly other people's rows.
 */
export async function seedOtherUsers(sql, users, prompts, seed = 7) {
  if (users <= 0) return;
  const ids = Array.from({ length: users }, (_, i) => `bench-user-${i}`);
  for (let start = 0; start < users; start += 500) {
    const rows = ids.slice(start, start + 500).map((id) => ({ id, name: '', email: `${id}@example.com`, email_verified: true, approved: true, role: 'user' }));
    await sql`insert into users ${sql(rows, 'id', 'name', 'email', 'email_verified', 'approved', 'role')}`;
  }
  const rand = random(seed);
  for (let start = 0; start < prompts; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, prompts - start) }, (_, i) => makePrompt(rand, start + i + 1, ids[(start + i) % users]));
    await sql`insert into prompts ${sql(rows, ...COLUMNS)}`;
  }
}

/** Settles the tables as a live installation would be (visibility map, statistics) before measuring. */
/**
 * A prompt of the user's edited until it has `count` versions, each edit an explicit save in its own
 * transaction, so the trigger writes every version as the app would (docs/decisions/0016-version-history.md).
 */
export async function seedVersionedPrompt(sql, userId, count, seed = 11) {
  const rand = random(seed);
  const [prompt] = await sql`insert into prompts ${sql(makePrompt(rand, 1, userId))} returning id`;
  for (let i = 1; i < count; i += 1) {
    await sql.begin(async (tx) => {
      await tx`select set_config('promptnest.version_reason', 'save', true)`;
      await tx`update prompts set content = ${makePrompt(rand, i, userId).content} where id = ${prompt.id}`;
    });
  }
  return prompt.id;
}

export async function settle(sql) {
  await sql`vacuum analyze`;
}
