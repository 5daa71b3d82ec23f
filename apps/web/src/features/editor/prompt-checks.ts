import { createPromptSchema, tagsSchema, updatePromptSchema } from '@promptnest/core';
import type { EditorValues } from './editor-values';

export type FieldErrors = Partial<Record<keyof EditorValues, string>>;

/** The first message per field of a failed core-schema check. */
function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'title')] ??= issue.message;
  return errors;
}

/**
 * The editor's checks: the core schemas the server checks with, so a refusal names the spec's reason before
 * anything is sent. Loaded apart from the editor (load-prompt-checks.ts): they bring zod.
 */
export function checkPrompt(kind: 'create' | 'update', values: EditorValues): FieldErrors | null {
  const parsed = (kind === 'create' ? createPromptSchema : updatePromptSchema).safeParse(values);
  return parsed.success ? null : fieldErrorsOf(parsed.error.issues);
}

/** Why these tags cannot be kept (spec §5 "Tags"), or undefined when they can. */
export function checkTags(tags: string[]): string | undefined {
  const checked = tagsSchema.safeParse(tags);
  return checked.success ? undefined : (checked.error.issues[0]?.message ?? 'Invalid tags');
}
