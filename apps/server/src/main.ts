import 'dotenv/config';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigOrExit } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { createLogger } from './logger.js';
import { startServer } from './server.js';

/** Reads the configuration, starts everything, and shuts down cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfigOrExit();
  const here = path.dirname(fileURLToPath(import.meta.url));
  config.webDist ??= path.resolve(here, '../../web/dist');
  config.sharedViewRenderer ??= path.resolve(here, '../../web/dist-ssr/render-shared-view.js');
  const log = createLogger(config.logLevel);
  const started = performance.now();
  let server;
  try {
    server = await startServer(config, log);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(75);
    }
    log.error('start-up failed', { error });
    process.exit(1);
  }
  log.info('PromptNest is ready', { url: config.appUrl, listening: server.url, ms: Math.round(performance.now() - started) });
  console.log(`\n  PromptNest is running at ${config.appUrl}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

void main();
