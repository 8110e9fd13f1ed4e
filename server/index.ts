// Starts the server: open and prepare the database, build the app, listen, then start the outbox
// worker and the scheduled jobs (server/lib/jobs.ts: the escalation of applications waiting too
// long, every hour). On SIGTERM/SIGINT it stops accepting connections, lets requests in flight
// finish, stops the worker and the jobs, closes the database and exits 0.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/connection';
import { DataDirInUseError } from './db/data-dir-lock';
import { prepareDatabase } from './seed/prepare-database';
import { loadSettings } from './env';
import { describeEmbeddedLoad } from './lib/embedded-load';
import { createJobRunner, type JobRunner } from './lib/jobs';
import { createFormRetentionJob } from './modules/forms/retention';
import { createEscalationJob } from './modules/applications/escalation';
import { createHelpHousekeepingJob } from './modules/help/housekeeping';
import { createFreshnessJob } from './modules/vacancies/freshness';
import { createDigestJob } from './modules/digests/digest-job';
import { createProfileReplyJob } from './modules/profile-replies/reminders';
import { createOfferExpiryJob } from './modules/activities/waitlist';
import { startOutboxWorker, type OutboxWorker } from './modules/email/outbox-worker';

async function startServer() {
  const settings = loadSettings();
  const database = await openDatabase(settings);
  let app: FastifyInstance | null = null;
  let worker: OutboxWorker | null = null;
  let jobs: JobRunner | null = null;
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
      await jobs?.stop();
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
    const embeddedLoad = describeEmbeddedLoad(settings);
    if (embeddedLoad) app.log.warn(embeddedLoad);
    await prepareDatabase(database, { seedDemo: settings.seedDemo, log: app.log });
    await app.listen({ port: settings.port, host: settings.host });
    // The outbox worker is a queue poller (it sends mail as it comes), not a scheduled job.
    if (!stopping) worker = startOutboxWorker({ database, settings, logger: app.log });
    if (!stopping) {
      jobs = createJobRunner({ db: database.db, now: settings.now, logger: app.log });
      jobs.register(createEscalationJob({ database, mailLinks: settings, logger: app.log }));
      jobs.register(
        createHelpHousekeepingJob({
          database,
          retentionMonths: settings.helpRetentionMonths,
          logger: app.log,
        }),
      );
      jobs.register(createFreshnessJob({ database, mailLinks: settings, logger: app.log }));
      jobs.register(createProfileReplyJob({ database, mailLinks: settings, logger: app.log }));
      jobs.register(createOfferExpiryJob({ database, mailLinks: settings, logger: app.log }));
      jobs.register(createDigestJob({ database, mailLinks: settings, logger: app.log }));
      jobs.register(
        createFormRetentionJob({ database, fileStore: app.fileStore, logger: app.log }),
      );
      void jobs.start();
    }
  } catch (error) {
    app?.log.fatal({ err: error }, 'could not start');
    if (!app) console.error(error);
    await app?.close().catch(() => undefined);
    await worker?.stop().catch(() => undefined);
    await jobs?.stop().catch(() => undefined);
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
