import type { Prompt } from '@promptnest/core';
import type { TestClient } from './client.js';

/** Creates a prompt through the API as the given user. */
export async function createPromptAs(client: TestClient, fields: Partial<{ title: string; content: string; tags: string[]; isTemplate: boolean; description: string }> = {}): Promise<Prompt> {
  const res = await client.post<Prompt>('/api/v1/prompts', { title: 'A prompt', content: 'Write a short poem.', ...fields });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
