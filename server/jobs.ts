import type { Client } from 'pg'
import { JOBS_LOCK_KEY } from './db/locks'
import type { Logger } from './logger'

/** How often a process that does not run the jobs tries to take them over, and the runner checks its lock's connection. */
export const JOBS_RETRY_MS = 30_000

export interface JobsLeadership {
  /** Whether the periodic jobs run in this process now. */
  isLeader: () => boolean
  /** Stops the jobs (if they run here) and gives the lock back. */
  stop: () => Promise<void>
}

/**
 * Runs the periodic jobs (`start` starts them and returns their stop: maintenance, billing) in
 * exactly ONE of the processes sharing a PostgreSQL database, whatever their number and hosts:
 * the one holding the jobs advisory lock (server/db/locks.ts) on a connection of its own. The
 * others try again every `retryMs`; when the runner ends (shutdown, crash, lost connection) its
 * session ends, PostgreSQL releases the lock and another process takes the jobs over at its next
 * try. A runner that finds its connection broken stops its jobs at once; one whose connection
 * died silently notices at its next check, so two runners can overlap for at most `retryMs`
 * (the jobs are idempotent: counters pruned by age, subscriptions advanced and unconfirmed
 * sign-ups expired under row locks).
 *
 * Without a URL (PGlite: one process) the jobs simply run here.
 */
export function leadJobs(opts: {
  url: string | undefined
  logger: Logger
  start: () => () => void
  retryMs?: number
}): JobsLeadership {
  const { url, logger, start } = opts
  if (!url) {
    const stopJobs = start()
    return {
      isLeader: () => true,
      stop: () => {
        stopJobs()
        return Promise.resolve()
      },
    }
  }
  const retryMs = opts.retryMs ?? JOBS_RETRY_MS
  let stopped = false
  let holder: Client | null = null
  let stopJobs: (() => void) | null = null
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()

  const resign = (why: unknown) => {
    if (stopJobs) {
      stopJobs()
      stopJobs = null
      logger.warn({ err: why }, 'jobs: the lock connection failed; the periodic jobs stop here')
    }
    const client = holder
    holder = null
    void client?.end().catch(() => undefined)
  }

  const attempt = async () => {
    if (holder) {
      // Still holding the lock: the session that holds it must still be alive.
      await holder.query('SELECT 1')
      return
    }
    const { default: pg } = await import('pg')
    const client = new pg.Client({
      connectionString: url,
      application_name: 'celeiro-jobs',
      keepAlive: true,
    })
    client.on('error', (err) => {
      if (holder === client) resign(err)
    })
    await client.connect()
    const result = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
      JOBS_LOCK_KEY,
    ])
    if (result.rows[0]?.ok && !stopped) {
      holder = client
      stopJobs = start()
      logger.info('jobs: the periodic jobs (maintenance, billing) run in this process')
    } else {
      await client.end()
    }
  }

  const round = () => {
    running = attempt()
      .catch((err: unknown) => resign(err))
      .finally(() => {
        if (!stopped) timer = setTimeout(round, retryMs).unref()
      })
  }
  round()

  return {
    isLeader: () => stopJobs !== null,
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
      stopJobs?.()
      stopJobs = null
      const client = holder
      holder = null
      await client?.end().catch(() => undefined)
    },
  }
}
