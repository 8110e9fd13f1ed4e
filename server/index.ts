// Starts the server: open and prepare the database, build the app, listen. On SIGTERM/SIGINT it
// stops accepting connections, lets requests in flight finish, stops the outbox worker, closes the
// database and exits 0. Applications waiting too long are escalated at start and every hour.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/connection';
import { DataDirInUseError } from './db/data-dir-lock';
import { prepareDatabase } from './seed/prepare-database';
import { loadSettings } from './env';
import { startEscalationTimer, type EscalationTimer } from './modules/applications/escalation';
import { startOutboxWorker, type OutboxWorker } from './modules/email/outbox-worker';

async function startServer() {
  const settings = loadSettings();
  const database = await openDatabase(settings);
  let app: FastifyInstance | null = null;
  let worker: OutboxWorker | null = null;
  let escalation: EscalationTimer | null = null;
  let stopping = false;

  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    const log = app?.log;
    log?.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      log?.error({ timeoutMs: settings.shutdownTimeoutMs }, 'shutdown took too long; exiting');
      process.exit(1);
    }, settings.shutdownTimeoutMs);
    timer.unref();
    try {
      await app?.close();
      await worker?.stop();
      await escalation?.stop();
      await closeQuietly(database);
      log?.info('shut down cleanly');
      process.exit(0);
    } catch (error) {
      log?.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    app = await buildApp({ settings, database });
    await prepareDatabase(database, { seedDemo: settings.seedDemo, log: app.log });
    await app.listen({ port: settings.port, host: settings.host });
    if (!stopping) worker = startOutboxWorker({ database, settings, logger: app.log });
    if (!stopping) {
      escalation = startEscalationTimer({
        database,
        now: settings.now,
        mailLinks: settings,
        logger: app.log,
      });
    }
  } catch (error) {
    app?.log.fatal({ err: error }, 'could not start');
    if (!app) console.error(error);
    await app?.close().catch(() => undefined);
    await worker?.stop().catch(() => undefined);
    await escalation?.stop().catch(() => undefined);
    await closeQuietly(database);
    process.exit(1);
  }
}

async function closeQuietly(database: Database) {
  await database.close().catch(() => undefined);
}

startServer().catch((error: unknown) => {
  // A data directory in use is an operator's mistake, not a bug: the message says it all.
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
