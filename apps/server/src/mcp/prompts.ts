import { parseVariables, renderTemplate, renderTemplateSchema, validationError, type TemplateVariable } from '@promptnest/core';
import { ProtocolError, ProtocolErrorCode, type McpServer } from '@modelcontextprotocol/server';
import { findNamedPrompt, namedPromptsPage } from './prompt-names.js';
import { internalFailure, type McpActor, type ToolDeps } from './tools.js';

/** Prompts per page of prompts/list. */
export const PROMPTS_PAGE = 50;

const encodeCursor = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString('base64url');

function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  try {
    const { o } = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { o?: unknown };
    if (typeof o === 'number' && Number.isSafeInteger(o) && o >= 0) return o;
  } catch {
    // Falls through to the refusal below.
  }
  throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'This page cursor is not valid. Ask for the first page again.');
}

/**
 * Runs a prompts request: a refusal stays the protocol error it is; anything else is logged and answered
 * with the app's sentence and the request id, so no query, value or stack reaches the client.
 */
async function guarded<T>(deps: ToolDeps, method: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProtocolError) throw error;
    deps.log.error('mcp request failed', { method, error });
    throw new ProtocolError(ProtocolErrorCode.InternalError, internalFailure(deps));
  }
}

/** Suggestions a client offers while the argument is typed: a select's options, a checkbox's two values, a default. */
function suggestionsFor(variable: TemplateVariable): string[] {
  if (variable.type === 'select') return variable.options ?? [];
  if (variable.type === 'checkbox') return ['true', 'false'];
  return variable.defaultValue !== undefined ? [variable.defaultValue] : [];
}

/** An argument as a client shows it: what it is, what it allows, what it starts as. */
function describeVariable(variable: TemplateVariable) {
  const what = variable.label ? `${variable.label} ({{${variable.name}}})` : `The value for {{${variable.name}}}`;
  const details = [
    variable.type && variable.type !== 'text' ? `a ${variable.type}` : '',
    variable.options ? `one of: ${variable.options.join(', ')}` : '',
    variable.min !== undefined ? `at least ${variable.min}` : '',
    variable.max !== undefined ? `at most ${variable.max}` : '',
    variable.type === 'checkbox' ? 'true or false' : '',
    variable.defaultValue !== undefined ? `default: ${variable.defaultValue}` : '',
    variable.required ? '' : 'optional',
  ].filter(Boolean);
  return {
    name: variable.name,
    description: details.length > 0 ? `${what}: ${details.join('; ')}.` : `${what}.`,
    // A variable with a default is filled with it when left out, so only the others must be given.
    required: variable.required && variable.defaultValue === undefined,
  };
}

/**
 * Every prompt and template of the library as an MCP prompt, so AI tools offer it as a slash command
 * (docs/decisions/0014-mcp-server.md): the arguments are the template's variables, and prompts/get answers
 * the filled text as one user message, filled the way the template screen fills it.
 */
export function registerPrompts(server: McpServer, actor: McpActor, deps: ToolDeps): void {
  const { db } = deps;
  server.server.registerCapabilities({ prompts: { listChanged: false }, completions: {} });

  server.server.setRequestHandler('prompts/list', async (request) =>
    guarded(deps, 'prompts/list', async () => {
      const offset = decodeCursor(request.params?.cursor);
      const { page, more } = await namedPromptsPage(db, actor.user, offset, PROMPTS_PAGE);
      return {
        prompts: page.map((prompt) => ({
          name: prompt.name,
          title: prompt.title,
          ...(prompt.description ? { description: prompt.description } : {}),
          arguments: parseVariables(prompt.content).map(describeVariable),
        })),
        ...(more ? { nextCursor: encodeCursor(offset + PROMPTS_PAGE) } : {}),
      };
    }),
  );

  server.server.setRequestHandler('prompts/get', async (request) =>
    guarded(deps, 'prompts/get', async () => {
      // The values are checked as API v1's render and the fill_template tool check them.
      const parsed = renderTemplateSchema.safeParse({ variables: request.params.arguments });
      if (!parsed.success) throw new ProtocolError(ProtocolErrorCode.InvalidParams, validationError(parsed.error).message);
      const found = await findNamedPrompt(db, actor.user, request.params.name);
      if (!found) throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Prompt not found');
      const { text } = renderTemplate(found.content, parsed.data.variables);
      return {
        ...(found.description ? { description: found.description } : {}),
        messages: [{ role: 'user' as const, content: { type: 'text' as const, text } }],
      };
    }),
  );

  // Argument completion: the values a variable allows, those starting with what was typed first.
  server.server.setRequestHandler('completion/complete', async (request) =>
    guarded(deps, 'completion/complete', async () => {
      const { ref, argument } = request.params;
      if (ref.type !== 'ref/prompt') return { completion: { values: [], hasMore: false } };
      const found = await findNamedPrompt(db, actor.user, ref.name);
      if (!found) throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Prompt not found');
      const variable = parseVariables(found.content).find((candidate) => candidate.name === argument.name);
      const typed = argument.value.trim().toLowerCase();
      const all = variable ? suggestionsFor(variable) : [];
      const starting = all.filter((value) => value.toLowerCase().startsWith(typed));
      const containing = all.filter((value) => !starting.includes(value) && value.toLowerCase().includes(typed));
      const values = [...starting, ...containing];
      return { completion: { values: values.slice(0, 100), total: values.length, hasMore: values.length > 100 } };
    }),
  );
}
