import { createApiKeySchema } from '@promptnest/core';
import { describe, expect, it } from 'vitest';
import { aiTools, buildSetup, connectAiToolTexts, holdsKey, KEY_PLACEHOLDER, mcpAddress } from './connect-ai-tool-texts';

const address = mcpAddress('https://prompts.example.com');
const key = `pn_${'Ab3_x-9'.repeat(6)}A`;
const jsonTools = aiTools.filter((tool) => tool !== 'claude-code');

describe('the set-ups to connect an AI tool', () => {
  it('point at /mcp on the page’s own origin', () => {
    expect(address).toBe('https://prompts.example.com/mcp');
    for (const tool of aiTools) expect(buildSetup(tool, address)).toContain(address);
  });

  it('hold the README’s placeholder until a key is made, then the key in its place', () => {
    for (const tool of aiTools.filter(holdsKey)) {
      expect(buildSetup(tool, address)).toContain(`Bearer ${KEY_PLACEHOLDER}`);
      const withKey = buildSetup(tool, address, key);
      expect(withKey).toContain(`Bearer ${key}`);
      expect(withKey).not.toContain(KEY_PLACEHOLDER);
    }
  });

  it('leave the key out of VS Code’s, which asks for it and keeps it', () => {
    const setup = buildSetup('vscode', address, key);
    expect(setup).not.toContain(key);
    expect(setup).not.toContain(KEY_PLACEHOLDER);
    expect(setup).toContain('Bearer ${input:promptnest-key}');
  });

  it('are valid JSON for the tools that read a JSON file, shaped as each tool expects', () => {
    for (const tool of jsonTools) {
      for (const withKey of [undefined, key]) expect(() => JSON.parse(buildSetup(tool, address, withKey)) as unknown, tool).not.toThrow();
    }
    expect(JSON.parse(buildSetup('cursor', address, key))).toEqual({ mcpServers: { promptnest: { url: address, headers: { Authorization: `Bearer ${key}` } } } });
    expect(JSON.parse(buildSetup('vscode', address, key))).toEqual({
      inputs: [{ type: 'promptString', id: 'promptnest-key', description: 'PromptNest API key', password: true }],
      servers: { promptnest: { type: 'http', url: address, headers: { Authorization: 'Bearer ${input:promptnest-key}' } } },
    });
    expect(JSON.parse(buildSetup('claude-desktop', address, key))).toEqual({
      mcpServers: {
        promptnest: {
          command: 'npx',
          args: ['mcp-remote', address, '--header', 'Authorization:${PROMPTNEST_AUTH}'],
          env: { PROMPTNEST_AUTH: `Bearer ${key}` },
        },
      },
    });
  });

  it('give Claude Code one command that adds the server with the key as a header', () => {
    expect(buildSetup('claude-code', address, key)).toBe(`claude mcp add --transport http promptnest ${address} --header "Authorization: Bearer ${key}"`);
  });

  it('ask for a Read and write key named after the tool, that the server’s schema accepts', () => {
    expect(connectAiToolTexts.keyFor('cursor')).toEqual({ name: 'Cursor', access: 'write', expiresIn: 'never' });
    for (const tool of aiTools) expect(createApiKeySchema.safeParse(connectAiToolTexts.keyFor(tool)).success).toBe(true);
    expect(connectAiToolTexts.createFor('vscode')).toBe('Create a key for VS Code');
  });
});
