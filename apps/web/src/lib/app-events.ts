import { AppError } from '@promptnest/core';

/**
 * App-wide events any feature may fire and one component answers (spec §2: the upgrade dialog "can also
 * be opened by a global openUpgradeDialog event"; the Limit Reached dialog opens on a limit error).
 */
export type LimitKind = 'prompt' | 'template';

const LIMIT_REACHED = 'promptnest:limit-reached';
export const OPEN_UPGRADE_DIALOG = 'openUpgradeDialog';

// Outside /app (the shared view) the Limit Reached dialog loads lazily: a limit hit before it has mounted
// waits here and opens it as soon as it does, instead of being lost.
let limitListeners = 0;
let pendingLimit: LimitKind | null = null;

export function openLimitReachedDialog(kind: LimitKind): void {
  if (limitListeners === 0) pendingLimit = kind;
  else window.dispatchEvent(new CustomEvent<LimitKind>(LIMIT_REACHED, { detail: kind }));
}

export function onLimitReached(listener: (kind: LimitKind) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<LimitKind>).detail);
  window.addEventListener(LIMIT_REACHED, handler);
  limitListeners += 1;
  const pending = pendingLimit;
  pendingLimit = null;
  if (pending) queueMicrotask(() => listener(pending));
  return () => {
    limitListeners -= 1;
    window.removeEventListener(LIMIT_REACHED, handler);
  };
}

// The app frame mounts the upgrade dialog lazily too: a request made before it listens waits here.
let upgradeListeners = 0;
let isUpgradePending = false;

export function openUpgradeDialog(): void {
  window.dispatchEvent(new Event(OPEN_UPGRADE_DIALOG));
}

// Spec §2: anyone may fire the global event itself, not only this module; one fired before the dialog listens
// waits here too.
if (typeof window !== 'undefined') {
  window.addEventListener(OPEN_UPGRADE_DIALOG, () => {
    if (upgradeListeners === 0) isUpgradePending = true;
  });
}

export function onOpenUpgradeDialog(listener: () => void): () => void {
  window.addEventListener(OPEN_UPGRADE_DIALOG, listener);
  upgradeListeners += 1;
  if (isUpgradePending) {
    isUpgradePending = false;
    queueMicrotask(listener);
  }
  return () => {
    upgradeListeners -= 1;
    window.removeEventListener(OPEN_UPGRADE_DIALOG, listener);
  };
}

/**
 * A save refused by the plan's limits opens the Limit Reached dialog and shows no toast (spec §5).
 * Returns true when the error was such a refusal, so callers skip their own error toast.
 */
export function openLimitDialogFor(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  if (error.code === 'PROMPT_LIMIT_REACHED') openLimitReachedDialog('prompt');
  else if (error.code === 'TEMPLATE_LIMIT_REACHED') openLimitReachedDialog('template');
  else return false;
  return true;
}
