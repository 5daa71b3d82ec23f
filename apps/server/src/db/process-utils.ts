import { readFileSync } from 'node:fs';

/** True when a process with this pid runs and (on Linux) its command line mentions `name`. */
export function isProcessAlive(pid: number, name?: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (!name) return true;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(name);
  } catch {
    return true; // no /proc: trust the signal check
  }
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, intervalMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return check();
}
