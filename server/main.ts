import type { Server as HttpServer } from 'node:http'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { readConfig } from './config'
import { openDatabase } from './db/client'
import { withStartupLock } from './db/locks'
import { startMaintenance } from './db/maintenance'
import { leadJobs } from './jobs'
import { createLogger } from './logger'
import { startBillingTimer } from './modules/billing/billing.service'
import { createMailer } from './modules/mail/mailer'
import { seedDemoIfEmpty } from './seed/demo'
import { serveApp } from './static'

/** How long a SIGTERM waits for the requests in flight before closing their connections. */
const SHUTDOWN_GRACE_MS = 10_000

const config = readConfig()
const logger = createLogger(config.logLevel)
// Any number of these processes may start together on one PostgreSQL (npm run start:cluster,
// several hosts): the migrations and the demo seed run under a lock, once (docs/deploy.md).
const database = await withStartupLock(config.databaseUrl, async () => {
  const opened = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    onIdleError: (err) => logger.warn({ err }, 'database: an idle connection failed'),
  })
  logger.info({ database: opened.kind }, 'database ready (migrations applied)')
  if (config.demo) await seedDemoIfEmpty(opened.db, logger)
  return opened
})
// One mailer for the API and the billing mails (the dev mailbox's counter is per mailer).
const mailer = await createMailer(config, logger)
// Housekeeping, and the hourly billing pass that moves subscription statuses (docs/billing.md):
// in one process only of those sharing the database (server/jobs.ts).
const jobs = leadJobs({
  url: config.databaseUrl,
  logger,
  start: () => {
    const stopMaintenance = startMaintenance(database, logger)
    const stopBilling = startBillingTimer(database.db, logger, { config, mailer })
    return () => {
      stopMaintenance()
      stopBilling()
    }
  },
})

const app = createApp({
  db: database.db,
  config,
  logger,
  mailer,
  now: () => new Date(),
})
if (config.staticDir) serveApp(app, config.staticDir)

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  logger.info(`Celeiro on http://localhost:${info.port}`)
}) as HttpServer

/**
 * Graceful: no new connections; the requests in flight finish (a push's mutations each commit
 * or roll back whole either way, docs/sync.md) and idle keep-alive connections are closed; after
 * SHUTDOWN_GRACE_MS the rest are cut. Then the jobs lock and the database pool are released;
 * SHUTDOWN_GRACE_MS + 5 s after the signal the process exits whatever still runs.
 */
let closing = false
const shutdown = (signal: string) => {
  if (closing) return
  closing = true
  logger.info({ signal }, 'shutting down: finishing the requests in flight')
  const idle = setInterval(() => server.closeIdleConnections(), 100)
  const force = setTimeout(() => {
    logger.warn('shutdown: requests still running after the grace period; closing them')
    server.closeAllConnections()
  }, SHUTDOWN_GRACE_MS)
  // A handler that never ends (it would keep the pool from closing) does not keep the process.
  setTimeout(() => {
    logger.error('shutdown: still not closed; exiting')
    process.exit(1)
  }, SHUTDOWN_GRACE_MS + 5_000).unref()
  server.close(() => {
    clearInterval(idle)
    clearTimeout(force)
    void jobs
      .stop()
      .then(() => database.close())
      .catch((err: unknown) => logger.error({ err }, 'shutdown: closing the database failed'))
      .finally(() => process.exit(0))
  })
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
