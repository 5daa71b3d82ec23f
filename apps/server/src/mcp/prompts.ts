import { AppError, parseVariables, renderTemplate } from '@promptnest/core';
import { ProtocolError, ProtocolErrorCode, type McpServer } from '@modelcontextprotocol/server';
import { namedPrompts } from './prompt-names.js';
import { contentsOf, type McpActor, type ToolDeps } from './tools.js';

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

function describeVariable(name: string) {
  return { name, description: `The value for {{${name}}}.`, required: true };
}

/**
 * Every prompt and template of the library as an MCP prompt, so AI tools offer it as a slash command
 * (docs/decisions/0014-mcp-server.md): the arguments are the template's variables, and prompts/get answers
 * the filled text as one user message, filled the way the template screen fills it.
 */
export function registerPrompts(server: McpServer, actor: McpActor, deps: ToolDeps): void {
  const { db } = deps;
  server.server.registerCapabilities({ prompts: { listChanged: false } });

  server.server.setRequestHandler('prompts/list', async (request) => {
    const offset = decodeCursor(request.params?.cursor);
    const all = await namedPrompts(db, actor.user);
    const page = all.slice(offset, offset + PROMPTS_PAGE);
    const contents = await contentsOf(db, actor.user, page.map((prompt) => prompt.id));
    return {
      prompts: page.map((prompt) => ({
        name: prompt.name,
        title: prompt.title,
        ...(prompt.description ? { description: prompt.description } : {}),
        arguments: parseVariables(contents.get(prompt.id) ?? '').map((variable) => describeVariable(variable.name)),
      })),
      ...(offset + PROMPTS_PAGE < all.length ? { nextCursor: encodeCursor(offset + PROMPTS_PAGE) } : {}),
    };
  });

  server.server.setRequestHandler('prompts/get', async (request) => {
    const found = (await namedPrompts(db, actor.user)).find((prompt) => prompt.name === request.params.name);
    if (!found) throw new ProtocolError(ProtocolErrorCode.InvalidParams, new AppError('NOT_FOUND', 'Prompt not found').message);
    const content = (await contentsOf(db, actor.user, [found.id])).get(found.id);
    if (content === undefined) throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Prompt not found');
    const { text } = renderTemplate(content, request.params.arguments ?? {});
    return {
      ...(found.description ? { description: found.description } : {}),
      messages: [{ role: 'user' as const, content: { type: 'text' as const, text } }],
    };
  });
}
