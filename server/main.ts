import { serve } from '@hono/node-server'
import { createApp } from './app'
import { readConfig } from './config'
import { openDatabase } from './db/client'
import { startMaintenance } from './db/maintenance'
import { createLogger } from './logger'
import { createMailer } from './modules/mail/mailer'
import { seedDemoIfEmpty } from './seed/demo'
import { serveApp } from './static'

const config = readConfig()
const logger = createLogger(config.logLevel)
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  onIdleError: (err) => logger.warn({ err }, 'database: an idle connection failed'),
})
logger.info({ database: database.kind }, 'database ready (migrations applied)')
if (config.demo) await seedDemoIfEmpty(database.db, logger)
const stopMaintenance = startMaintenance(database, logger)

const app = createApp({
  db: database.db,
  config,
  logger,
  mailer: await createMailer(config, logger),
  now: () => new Date(),
})
if (config.staticDir) serveApp(app, config.staticDir)

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  logger.info(`Celeiro on http://localhost:${info.port}`)
})

const shutdown = () => {
  stopMaintenance()
  server.close()
  void database.close().finally(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
