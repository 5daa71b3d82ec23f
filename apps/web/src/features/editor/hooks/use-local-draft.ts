import { useCallback, useEffect, useRef, useState } from 'react';
import { isSameValues, type EditorValues } from '../editor-values';

/** Spec §3 "Local draft". */
export interface LocalDraft extends EditorValues {
  timestamp: number;
}

/** Spec §9: a draft is offered for restore only if younger than 24 hours. */
const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function draftKey(promptId: string | undefined): string {
  return promptId ? `prompt-draft-${promptId}` : 'prompt-draft-new';
}

function readDraft(key: string): LocalDraft | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const draft = value as Partial<LocalDraft>;
    const isDraft =
      typeof draft.title === 'string' &&
      typeof draft.content === 'string' &&
      typeof draft.timestamp === 'number' &&
      Array.isArray(draft.tags) &&
      draft.tags.every((tag) => typeof tag === 'string');
    return isDraft ? (draft as LocalDraft) : null;
  } catch {
    return null;
  }
}

function removeDraft(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode, quota): drafts are a convenience, never an error.
  }
}

/** The stored draft, if it is recent and differs from what the page would show. */
function findDraftToOffer(key: string, shown: EditorValues, now: number): LocalDraft | null {
  const draft = readDraft(key);
  if (!draft) return null;
  if (now - draft.timestamp > DRAFT_MAX_AGE_MS || isSameValues(draft, shown)) {
    removeDraft(key);
    return null;
  }
  return draft;
}

interface LocalDraftOptions {
  key: string;
  values: EditorValues;
  /** What the server holds (or, for a new prompt, the empty form): no draft is needed while equal. */
  saved: EditorValues;
}

/**
 * Keeps unsaved edits in localStorage, and offers a recent draft for restore when the editor opens.
 * While the offer is open nothing is written, so the draft survives until the user answers.
 */
export function useLocalDraft({ key, values, saved }: LocalDraftOptions) {
  const [offer, setOffer] = useState(() => findDraftToOffer(key, saved, Date.now()));
  // A draft put aside unanswered stays stored, and is offered again next time, until the user writes a new one.
  const isKeptForLater = useRef(false);

  useEffect(() => {
    if (offer) return;
    if (isSameValues(values, saved)) {
      if (!isKeptForLater.current) removeDraft(key);
      return;
    }
    isKeptForLater.current = false;
    try {
      const draft: LocalDraft = { ...values, timestamp: Date.now() };
      localStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // See removeDraft.
    }
  }, [key, values, saved, offer]);

  const clearDraft = useCallback(() => removeDraft(key), [key]);
  const closeOffer = useCallback(() => setOffer(null), []);
  const keepForLater = useCallback(() => {
    isKeptForLater.current = true;
    setOffer(null);
  }, []);
  const discardOffer = useCallback(() => {
    isKeptForLater.current = false;
    removeDraft(key);
    setOffer(null);
  }, [key]);

  return { offer, closeOffer, keepForLater, discardOffer, clearDraft };
}
