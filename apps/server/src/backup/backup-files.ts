import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const NAME = /^promptnest-\d{8}-\d{6}Z\.backup\.gz$/;

/** `promptnest-20261126-031500Z.backup.gz`: UTC, so names sort in the order the backups were taken. */
export function backupFileName(at = new Date()): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\.\d+Z$/, 'Z');
  return `promptnest-${stamp}.backup.gz`;
}

const PARTIAL = /^promptnest-\d{8}-\d{6}Z\.backup\.gz\.partial$/;

/**
 * Keeps the newest `keep` backups in `dir` and deletes the older ones, and the half-written file of a
 * backup that was killed before it finished. Only files named as backupFileName names them are touched,
 * so a copy someone put there by hand stays.
 */
export function keepNewestBackups(dir: string, keep: number): string[] {
  const names = readdirSync(dir).filter((name) => NAME.test(name)).sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) rmSync(path.join(dir, name), { force: true });
  for (const name of readdirSync(dir).filter((entry) => PARTIAL.test(entry))) rmSync(path.join(dir, name), { force: true });
  return removed;
}
