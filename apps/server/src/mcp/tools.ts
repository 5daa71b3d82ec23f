import {
  AppError,
  createPromptSchema,
  limits,
  listPromptsQuerySchema,
  parseOrThrow,
  parseVariables,
  promptIdSchema,
  renderedTemplateSchema,
  renderTemplateSchema,
  tagListResponseSchema,
  updatePromptSchema,
  type PlanId,
  type Prompt,
  type SessionUser,
} from '@promptnest/core';
import type { CallToolResult, McpServer } from '@modelcontextprotocol/server';
import { and, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/connect.js';
import { prompts } from '../db/schema/index.js';
import type { Logger } from '../logger.js';
import { ownActivePrompts } from '../policies/prompt-policy.js';
import { createPrompt } from '../services/prompts/create-prompt.js';
import { getPrompt } from '../services/prompts/get-prompt.js';
import { listPrompts } from '../services/prompts/list-prompts.js';
import { listTags } from '../services/prompts/list-tags.js';
import { renderPrompt } from '../services/prompts/render-prompt.js';
import { updatePrompt } from '../services/prompts/update-prompt.js';

/** Who is calling, as the key (or token) that authenticated the request proved it. */
export interface McpActor {
  user: SessionUser;
  plan: PlanId;
  canWrite: boolean;
}

export interface ToolDeps {
  db: Database;
  log: Logger;
  requestId: string;
}

/** The largest page a tool returns: an AI tool reads every line of it. */
export const SEARCH_LIMIT_MAX = 50;

const variableNames = (content: string) => parseVariables(content).map((variable) => variable.name);

const summarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  isTemplate: z.boolean(),
  isFavorite: z.boolean(),
  variables: z.array(z.string()).describe('The {{variables}} a template asks for, in order.'),
  updatedAt: z.string(),
});
const promptOutput = summarySchema.extend({ content: z.string() });
type PromptOutput = z.infer<typeof promptOutput>;

/**
 * The tools' schemas, built once: a server is made per request (docs/decisions/0014-mcp-server.md), and
 * building them, and the JSON Schema the SDK makes of them for tools/list and for every tools/call's answer,
 * was most of an MCP call's own work. The JSON Schema is made once per schema and handed out as a copy.
 */
function withJsonSchemaOnce<T extends z.ZodType>(schema: T): T {
  const standard = schema['~standard'];
  const made = new Map<string, unknown>();
  const once =
    (io: 'input' | 'output', make: (options: Parameters<typeof standard.jsonSchema.input>[0]) => Record<string, unknown>) =>
    (options: Parameters<typeof standard.jsonSchema.input>[0]): Record<string, unknown> => {
      const key = `${io}:${JSON.stringify(options)}`;
      if (!made.has(key)) made.set(key, make(options));
      return structuredClone(made.get(key)) as Record<string, unknown>;
    };
  schema['~standard'] = {
    ...standard,
    jsonSchema: { input: once('input', standard.jsonSchema.input), output: once('output', standard.jsonSchema.output) },
  };
  return schema;
}

const schemas = {
  search: {
    input: withJsonSchemaOnce(
      z.object({
        query: z.string().max(200).optional().describe('Words to look for; every word must appear.'),
        tag: z.string().max(50).optional().describe('Only prompts with this tag.'),
        favoritesOnly: z.boolean().optional().describe('Only favourites.'),
        templatesOnly: z.boolean().optional().describe('Only templates (prompts with {{variables}}).'),
        limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).optional().describe(`How many to return, at most ${SEARCH_LIMIT_MAX} (10 when left out).`),
      }),
    ),
    output: withJsonSchemaOnce(z.object({ prompts: z.array(summarySchema), hiddenByPlan: z.number().int() })),
  },
  get: { input: withJsonSchemaOnce(z.object({ id: z.string().describe('The prompt id, from search_prompts.') })) },
  fill: {
    input: withJsonSchemaOnce(
      z.object({
        id: z.string().describe('The template id, from search_prompts.'),
        variables: z.record(z.string(), z.string()).optional().describe('A value for each variable, by name.'),
      }),
    ),
    output: withJsonSchemaOnce(renderedTemplateSchema),
  },
  tags: { input: withJsonSchemaOnce(z.object({})), output: withJsonSchemaOnce(tagListResponseSchema) },
  create: {
    input: withJsonSchemaOnce(
      z.object({
        title: z.string().describe(`Up to ${limits.title} characters.`),
        content: z.string().describe(`The prompt itself, up to ${limits.content.toLocaleString('en')} characters.`),
        description: z.string().optional().describe(`Up to ${limits.description} characters.`),
        tags: z.array(z.string()).optional().describe(`Up to ${limits.tags} tags of up to ${limits.tag} characters.`),
      }),
    ),
  },
  update: {
    input: withJsonSchemaOnce(
      z.object({
        id: z.string().describe('The prompt id.'),
        title: z.string().optional(),
        content: z.string().optional(),
        description: z.string().optional(),
        tags: z.array(z.string()).optional().describe('Replaces all of the prompt’s tags.'),
      }),
    ),
  },
  prompt: withJsonSchemaOnce(promptOutput),
};

const present = (prompt: Prompt): PromptOutput => ({
  id: prompt.id,
  title: prompt.title,
  description: prompt.description,
  content: prompt.content,
  tags: prompt.tags,
  isTemplate: prompt.isTemplate,
  isFavorite: prompt.isFavorite,
  variables: variableNames(prompt.content),
  updatedAt: prompt.updatedAt,
});

/** A tool's answer: its data as text for the model and as structured content for the client. */
function answer(data: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(data, null, 2) }], structuredContent: data };
}

/** The message a person would see in the app for the same refusal (the spec's words), as a tool error. */
function refusal(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/** The app's message; for bad input, each field's message after the field's name, so the model can fix it. */
function messageOf(error: AppError): string {
  if (error.code !== 'VALIDATION_FAILED' || !error.fields) return error.message;
  return Object.entries(error.fields)
    .map(([field, message]) => (field === '_' ? message : `${field}: ${message}`))
    .join('; ');
}

/** What a caller is told of a failure that is ours: the app's sentence and the request id to quote, nothing of its cause. */
export function internalFailure(deps: ToolDeps): string {
  return `${new AppError('INTERNAL').message} (request ${deps.requestId})`;
}

/**
 * Runs a tool's work: an AppError becomes a tool error with its message; anything else is logged and
 * answered with a plain sentence and the request id, never a stack trace.
 */
async function run(deps: ToolDeps, tool: string, work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) return refusal(messageOf(error));
    deps.log.error('mcp tool failed', { tool, error });
    return refusal(internalFailure(deps));
  }
}

/**
 * The library's tools (docs/decisions/0014-mcp-server.md): the same services, validation and policies as
 * the app and API v1. A key that may only read is offered only the read tools, and the write tools check
 * again, since a client may have kept an older list.
 */
export function registerTools(server: McpServer, actor: McpActor, deps: ToolDeps): void {
  const { db } = deps;
  const read = { readOnlyHint: true, destructiveHint: false, openWorldHint: false } as const;

  server.registerTool(
    'search_prompts',
    {
      title: 'Search prompts',
      description:
        'Finds prompts in the PromptNest library by words in their title, description, content or tags; without a query, the most recently edited. Returns ids to use with get_prompt and fill_template.',
      inputSchema: schemas.search.input,
      outputSchema: schemas.search.output,
      annotations: read,
    },
    async ({ query, tag, favoritesOnly, templatesOnly, limit }) =>
      run(deps, 'search_prompts', async () => {
        const parsed = parseOrThrow(listPromptsQuerySchema, { q: query || undefined, tag: tag || undefined, limit: limit ?? 10 });
        const view = favoritesOnly && templatesOnly ? 'favoriteTemplates' : favoritesOnly ? 'favorites' : templatesOnly ? 'templates' : 'all';
        const page = await listPrompts(db, actor.user, actor.plan, { ...parsed, view });
        const contents = await contentsOf(db, actor.user, page.items.map((item) => item.id));
        return answer({
          prompts: page.items.map((item) => ({
            id: item.id,
            title: item.title,
            description: item.description,
            tags: item.tags,
            isTemplate: item.isTemplate,
            isFavorite: item.isFavorite,
            variables: variableNames(contents.get(item.id) ?? ''),
            updatedAt: item.updatedAt,
          })),
          hiddenByPlan: page.hiddenByPlan,
        });
      }),
  );

  server.registerTool(
    'get_prompt',
    {
      title: 'Get a prompt',
      description: 'Reads one prompt of the library in full: its content, tags and the variables a template asks for.',
      inputSchema: schemas.get.input,
      outputSchema: schemas.prompt,
      annotations: read,
    },
    async ({ id }) => run(deps, 'get_prompt', async () => answer(present(await getPrompt(db, actor.user, id)))),
  );

  server.registerTool(
    'fill_template',
    {
      title: 'Fill a template',
      description:
        'Fills a template’s {{variables}} with the values given and returns the text, ready to use. Variables left out or empty keep their {{name}} and are listed in `missing`.',
      inputSchema: schemas.fill.input,
      outputSchema: schemas.fill.output,
      annotations: read,
    },
    async ({ id, variables }) =>
      run(deps, 'fill_template', async () => {
        // The values are checked as API v1's render checks them: text only, within its lengths.
        const values = parseOrThrow(renderTemplateSchema, { variables }).variables;
        return answer({ ...(await renderPrompt(db, actor.user, id, values)) });
      }),
  );

  server.registerTool(
    'list_tags',
    {
      title: 'List tags',
      description: 'The tags used in the library, A to Z, with how many prompts carry each.',
      inputSchema: schemas.tags.input,
      outputSchema: schemas.tags.output,
      annotations: read,
    },
    async () => run(deps, 'list_tags', async () => answer({ tags: await listTags(db, actor.user) })),
  );

  if (!actor.canWrite) return;
  const readOnlyKey = () => refusal(new AppError('API_KEY_READ_ONLY').message);

  server.registerTool(
    'create_prompt',
    {
      title: 'Save a new prompt',
      description: 'Saves a new prompt in the library. Write {{name}} in the content for each part to fill in later: it becomes a template.',
      inputSchema: schemas.create.input,
      outputSchema: schemas.prompt,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    async (input) =>
      run(deps, 'create_prompt', async () => {
        if (!actor.canWrite) return readOnlyKey();
        return answer(present(await createPrompt(db, actor.user.id, parseOrThrow(createPromptSchema, input), actor.plan)));
      }),
  );

  server.registerTool(
    'update_prompt',
    {
      title: 'Change a prompt',
      description: 'Changes the fields given of one prompt and leaves the others as they are.',
      inputSchema: schemas.update.input,
      outputSchema: schemas.prompt,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async ({ id, ...changes }) =>
      run(deps, 'update_prompt', async () => {
        if (!actor.canWrite) return readOnlyKey();
        return answer(present(await updatePrompt(db, actor.user, id, parseOrThrow(updatePromptSchema, changes), 'api')));
      }),
  );
}

/** The whole content of the listed prompts (cards carry a preview only), for their variables. */
async function contentsOf(db: Database, user: SessionUser, ids: string[]): Promise<Map<string, string>> {
  const valid = ids.filter((id) => promptIdSchema.safeParse(id).success);
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ id: prompts.id, content: prompts.content })
    .from(prompts)
    .where(and(inArray(prompts.id, valid), ownActivePrompts(user)));
  return new Map(rows.map((row) => [row.id, row.content]));
}
