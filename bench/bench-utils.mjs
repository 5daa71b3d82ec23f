// Small helpers shared by the benchmark scripts.
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until `base + path` answers 2xx (30 s at most). */
export async function waitForHealth(base, path = '/healthz') {
  for (let i = 0; i < 150; i += 1) {
    if (await fetch(`${base}${path}`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${base}${path} did not come up`);
}

export function latencyPercentile(times, percentile) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((percentile / 100) * sorted.length) - 1)];
}
