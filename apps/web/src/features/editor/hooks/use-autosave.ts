import { isEditorDraftComplete, type SaveKind } from '@promptnest/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { autosaveDelay, isSameValues, type EditorValues } from '../editor-values';

/** Spec §4 "Autosave". */
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** Spec §9: the Saved indicator shows for 1.5 s. */
const SAVED_SHOWN_MS = 1500;

interface AutosaveOptions {
  /** Edit mode only. */
  isEnabled: boolean;
  values: EditorValues;
  /** The values the server held when the editor opened. */
  initial: EditorValues;
  /** Sends the values to the server, saying how they were saved (the history folds autosaves); rejects when the save fails. */
  persist: (values: EditorValues, kind: SaveKind) => Promise<void>;
  /** An automatic save failed (an explicit save handles its own errors). */
  onAutosaveError: (error: unknown) => void;
}

/**
 * Saves title, content and tags a moment after they stop changing, one request at a time, and tells
 * what it is doing. `saveNow(values, 'save')` is the explicit save (Ctrl+S); `pause` holds saving around a
 * delete; `markSaved` takes values the server already holds (a restored version).
 */
export function useAutosave({ isEnabled, values, initial, persist, onAutosaveError }: AutosaveOptions) {
  const [saved, setSaved] = useState(initial);
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const callbacks = useRef({ persist, onAutosaveError });
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const sent = useRef<EditorValues | null>(null);
  const isStopped = useRef(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    callbacks.current = { persist, onAutosaveError };
  });

  const saveNow = useCallback((toSave: EditorValues, kind: SaveKind = 'autosave'): Promise<void> => {
    sent.current = toSave;
    const run = queue.current.then(async () => {
      if (isStopped.current) return;
      clearTimeout(idleTimer.current);
      setStatus('saving');
      try {
        await callbacks.current.persist(toSave, kind);
      } catch (error) {
        if (sent.current === toSave) sent.current = null;
        setStatus('error');
        throw error;
      }
      setSaved(toSave);
      setStatus('saved');
      idleTimer.current = setTimeout(() => setStatus('idle'), SAVED_SHOWN_MS);
    });
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  /** True when these values still need saving: changed, complete, and not already on their way. */
  const needsSave = useCallback(
    (current: EditorValues, lastSaved: EditorValues) =>
      !isSameValues(current, lastSaved) &&
      !(sent.current && isSameValues(current, sent.current)) &&
      isEditorDraftComplete(current),
    [],
  );

  useEffect(() => {
    if (!isEnabled || !needsSave(values, saved)) return;
    const timer = setTimeout(() => {
      saveNow(values).catch((error: unknown) => callbacks.current.onAutosaveError(error));
    }, autosaveDelay(values.content));
    return () => clearTimeout(timer);
  }, [isEnabled, values, saved, needsSave, saveNow]);

  // Leaving the page within the delay still saves what was typed.
  const latest = useRef({ isEnabled, values, saved });
  useEffect(() => {
    latest.current = { isEnabled, values, saved };
  });
  useEffect(
    () => () => {
      const { isEnabled: enabled, values: current, saved: lastSaved } = latest.current;
      if (enabled && !isStopped.current && needsSave(current, lastSaved)) saveNow(current).catch(() => undefined);
      clearTimeout(idleTimer.current);
    },
    [needsSave, saveNow],
  );

  /** Holds every save while true (around a delete, so nothing is written to a prompt in the trash). */
  const pause = useCallback((isPaused: boolean) => {
    isStopped.current = isPaused;
  }, []);

  const markSaved = useCallback((held: EditorValues) => {
    sent.current = null;
    setSaved(held);
  }, []);

  return { status, saved, isDirty: !isSameValues(values, saved), saveNow, pause, markSaved };
}
