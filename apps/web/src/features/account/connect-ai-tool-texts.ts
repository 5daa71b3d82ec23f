import { apiKeyAccessLabels, MCP_PATH, type CreateApiKeyInput } from '@promptnest/core';
import { apiKeyTexts } from './api-key-texts';

/**
 * The Connect an AI tool card's texts and set-ups: the spec has no such card, so these are ours. The
 * snippets are the README's ("Connect an AI tool (MCP)") with this server's address and, once made, a key.
 */
export const aiTools = ['claude-code', 'claude-desktop', 'cursor', 'vscode'] as const;
export type AiTool = (typeof aiTools)[number];

/** Stands in for a key in a set-up until one is made for it, as the README writes it. */
export const KEY_PLACEHOLDER = 'pn_...';

export const aiToolNames: Record<AiTool, string> = {
  'claude-code': 'Claude Code',
  'claude-desktop': 'Claude Desktop',
  cursor: 'Cursor',
  vscode: 'VS Code',
};

/** The file (or place) each set-up goes into, shown on its frame. */
const setupCaptions: Record<AiTool, string> = {
  'claude-code': 'Terminal',
  'claude-desktop': 'claude_desktop_config.json',
  cursor: 'mcp.json',
  vscode: '.vscode/mcp.json',
};

/** Where each set-up goes, said before it. */
const whereItGoes: Record<AiTool, string> = {
  'claude-code': 'Run this in a terminal.',
  'claude-desktop': 'Add this to claude_desktop_config.json, then restart Claude Desktop. It connects through the mcp-remote bridge, which needs Node.js.',
  cursor: "Add this to ~/.cursor/mcp.json, or to a project's .cursor/mcp.json.",
  vscode: "Add this to your project's .vscode/mcp.json. VS Code asks for the key once and keeps it.",
};

export const connectAiToolTexts = {
  title: 'Connect an AI tool',
  purpose: 'Let Claude, Cursor or VS Code search your library, fill templates and save prompts for you, over MCP.',
  addressLabel: 'MCP address',
  toolsLabel: 'AI tool',
  whereItGoes,
  setupCaptions,
  setupName: (tool: AiTool) => `Setup for ${aiToolNames[tool]}`,
  copySetup: (tool: AiTool) => `Copy setup for ${aiToolNames[tool]}`,
  /** Beside the create button: 'or replace pn_... with a key you already have.' */
  placeholderHint: { before: 'or replace', after: 'with a key you already have.' },
  createFor: (tool: AiTool) => `Create a key for ${aiToolNames[tool]}`,
  /** The key made for a tool: Read and write, so the tool can also save prompts; it never expires. */
  keyFor: (tool: AiTool): CreateApiKeyInput => ({ name: aiToolNames[tool], access: 'write', expiresIn: 'never' }),
  keyCreated: apiKeyTexts.created,
  keyCreatedDetail: (tool: AiTool) => `${aiToolNames[tool]} · ${apiKeyAccessLabels.write}`,
  shownOnceInSetup: "This setup holds your new key. Copy it now. You won't be able to see the key again.",
  shownOnceForVsCode: "Paste this key when VS Code asks for it. Copy it now. You won't be able to see it again.",
  newKeyName: (tool: AiTool) => `API key for ${aiToolNames[tool]}`,
  newKeyCaption: 'API key',
  copyNewKey: (tool: AiTool) => `Copy API key for ${aiToolNames[tool]}`,
  readOnlyToo: `A ${apiKeyAccessLabels.read} key works too, but then the AI tool can only search and read your prompts.`,
  copied: apiKeyTexts.copied,
  copyFailed: 'Could not copy. Select the text and copy it yourself.',
  /** claude.ai and ChatGPT sign in instead of taking a key (docs/decisions/0015-mcp-oauth.md). */
  connectorTitle: 'claude.ai and ChatGPT: sign in instead of a key',
  connectorSteps: [
    'claude.ai: Settings → Connectors → Add custom connector. ChatGPT: Settings → Apps & Connectors → Advanced settings → Developer mode, then Create.',
    'Name it PromptNest and paste the MCP address above. Leave any OAuth client ID and secret empty.',
    'Sign in to PromptNest when asked, and choose what the connector may do.',
  ],
  connectorNote: 'It then appears under Connected apps below, where you can disconnect it. These services reach your server from the internet, so its address must be public and use https.',
} as const;

/** The address AI tools connect to: this page's origin, which is the server's APP_URL. */
export function mcpAddress(origin: string): string {
  return `${origin}${MCP_PATH}`;
}

/** What the tool is told to send: a header value, the README's `Bearer pn_...` until a key is made. */
const bearer = (key: string | undefined) => `Bearer ${key ?? KEY_PLACEHOLDER}`;
/** A string as JSON writes it, quotes included, so the JSON set-ups stay valid whatever they hold. */
const json = (text: string) => JSON.stringify(text);

/**
 * The set-up to paste for a tool, with this server's address and the key if one was made here. VS Code's
 * asks for the key itself and keeps it, so its set-up never holds one (the key is shown beside it).
 */
export function buildSetup(tool: AiTool, address: string, key?: string): string {
  switch (tool) {
    case 'claude-code':
      return `claude mcp add --transport http promptnest ${address} --header "Authorization: ${bearer(key)}"`;
    case 'cursor':
      return [
        '{',
        '  "mcpServers": {',
        '    "promptnest": {',
        `      "url": ${json(address)},`,
        `      "headers": { "Authorization": ${json(bearer(key))} }`,
        '    }',
        '  }',
        '}',
      ].join('\n');
    case 'vscode':
      return [
        '{',
        '  "inputs": [{ "type": "promptString", "id": "promptnest-key", "description": "PromptNest API key", "password": true }],',
        `  "servers": { "promptnest": { "type": "http", "url": ${json(address)}, "headers": { "Authorization": "Bearer \${input:promptnest-key}" } } }`,
        '}',
      ].join('\n');
    case 'claude-desktop':
      return [
        '{',
        '  "mcpServers": {',
        '    "promptnest": {',
        '      "command": "npx",',
        `      "args": ["mcp-remote", ${json(address)}, "--header", "Authorization:\${PROMPTNEST_AUTH}"],`,
        `      "env": { "PROMPTNEST_AUTH": ${json(bearer(key))} }`,
        '    }',
        '  }',
        '}',
      ].join('\n');
  }
}

/** Whether a tool's set-up carries the key itself (all but VS Code's, which asks for it). */
export const holdsKey = (tool: AiTool) => tool !== 'vscode';
