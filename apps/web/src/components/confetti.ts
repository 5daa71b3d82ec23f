import type { CreateTypes } from 'canvas-confetti';

let fire: CreateTypes | undefined;

/** A short confetti burst for a successful template copy (spec §4), skipped for people who ask for less motion. */
export async function fireConfetti(): Promise<void> {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  if (!fire) {
    // Loaded on first use: most visits never copy. No worker: our CSP allows no blob: scripts.
    const { default: confetti } = await import('canvas-confetti');
    fire = confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
  }
  await fire({ particleCount: 90, spread: 75, startVelocity: 38, origin: { y: 0.75 } });
}
