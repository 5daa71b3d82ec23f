import type { Prompt } from '@promptnest/core';

/** What the editor edits and autosave compares (spec §4 "Autosave": title, content and tags). */
export interface EditorValues {
  title: string;
  content: string;
  tags: string[];
}

export const emptyValues: EditorValues = { title: '', content: '', tags: [] };

export function valuesOf(prompt: Prompt): EditorValues {
  return { title: prompt.title, content: prompt.content, tags: prompt.tags };
}

export function isSameValues(a: EditorValues, b: EditorValues): boolean {
  return (
    a.title === b.title &&
    a.content === b.content &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, index) => tag === b.tags[index])
  );
}

/** Spec §9: 800 ms, or 2000 ms when the content exceeds 1000 characters. */
export function autosaveDelay(content: string): number {
  return content.length > 1000 ? 2000 : 800;
}
