import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { request as httpRequest, Agent } from 'node:http'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder, openDatabase } from '../../server/db/client'
import { withStartupLock } from '../../server/db/locks'
import { leadJobs } from '../../server/jobs'
import { createLogger } from '../../server/logger'
import { DEMO_PASSWORD } from '../../server/seed/demo'
import { freePort } from '../support/free-port'

/**
 * Issue 20: several API processes on one PostgreSQL (docs/deploy.md). `npm run start:cluster`
 * refuses PGlite; two workers share one port, the primary migrates and seeds once, the periodic
 * jobs run in one process and move to another when it ends, and SIGTERM lets a request in flight
 * finish before every process exits 0.
 */
const adminUrl = process.env.TEST_DATABASE_URL
const onPostgres = process.env.CELEIRO_TEST_DB === 'postgres' && !!adminUrl
const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
  entries: unknown[]
}

async function withAdmin<T>(fn: (query: (text: string) => Promise<unknown>) => Promise<T>) {
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    return await fn((text) => admin.query(text))
  } finally {
    await admin.end()
  }
}

async function newDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`
  await withAdmin((query) => query(`CREATE DATABASE ${name}`))
  const url = new URL(adminUrl!)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      await withAdmin((query) => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
  }
}

async function count(url: string, sql: string): Promise<number> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const result = await client.query<{ n: number }>(sql)
    return result.rows[0]?.n ?? -1
  } finally {
    await client.end()
  }
}

/** One HTTP request, on `agent`'s connections (a fresh one without). */
function call(
  port: number,
  path: string,
  opts: { agent?: Agent; method?: string; body?: unknown } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body)
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: opts.method ?? 'GET',
        agent: opts.agent ?? false,
        headers: body ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('start:cluster without PostgreSQL', () => {
  it('refuses PGlite with a message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts'], {
      env: { ...process.env, DATABASE_URL: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(2)
    expect(stderr).toContain('needs DATABASE_URL')
  }, 60_000)
})

describe.runIf(onPostgres)('several processes on one PostgreSQL', () => {
  const logger = createLogger('silent')

  it('starts together safely: the migrations run once under the startup lock', async () => {
    const { url, drop } = await newDatabase('celeiro_lock')
    try {
      const opened = await Promise.all(
        [0, 1, 2].map(() => withStartupLock(url, () => openDatabase({ url }))),
      )
      await Promise.all(opened.map((d) => d.close()))
      expect(await count(url, 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).toBe(
        journal.entries.length,
      )
    } finally {
      await drop()
    }
  })

  it('runs the periodic jobs in one process, and in another once it ends', async () => {
    const { url, drop } = await newDatabase('celeiro_jobs')
    const running: string[] = []
    const lead = (name: string) =>
      leadJobs({
        url,
        logger,
        retryMs: 100,
        start: () => {
          running.push(name)
          return () => running.splice(running.indexOf(name), 1)
        },
      })
    try {
      const a = lead('a')
      const b = lead('b')
      const c = lead('c')
      await new Promise((r) => setTimeout(r, 600))
      expect(running).toHaveLength(1)
      const first = [a, b, c].find((l) => l.isLeader())!
      await first.stop()
      await new Promise((r) => setTimeout(r, 600))
      expect(running).toHaveLength(1)
      expect([a, b, c].filter((l) => l.isLeader())).toHaveLength(1)
      await Promise.all([a, b, c].map((l) => l.stop()))
      expect(running).toHaveLength(0)
    } finally {
      await drop()
    }
  })

  describe('npm run start:cluster with two workers', () => {
    let db: { url: string; drop: () => Promise<void> }
    let child: ChildProcess
    let port = 0
    const logs: Record<string, unknown>[] = []
    let exited: Promise<number | null>

    beforeAll(async () => {
      db = await newDatabase('celeiro_cluster')
      port = await freePort()
      child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts'], {
        env: {
          ...process.env,
          DATABASE_URL: db.url,
          PORT: String(port),
          CELEIRO_WORKERS: '2',
          CELEIRO_STATIC_DIR: '/nonexistent',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      exited = new Promise((resolve) => child.on('exit', resolve))
      const ready = new Promise<void>((resolve, reject) => {
        child.once('exit', (code) => reject(new Error(`the cluster exited (${code})`)))
        createInterface({ input: child.stdout! }).on('line', (line) => {
          try {
            const entry = JSON.parse(line) as Record<string, unknown>
            logs.push(entry)
            if (String(entry.msg).startsWith('cluster: 2 workers on')) resolve()
          } catch {
            /* not a log line */
          }
        })
      })
      await ready
    }, 120_000)
    afterAll(async () => {
      if (child.exitCode === null) child.kill('SIGKILL')
      await db.drop()
    })

    it('shares one port between two workers, migrated and seeded once, jobs in one', async () => {
      for (let i = 0; i < 6; i++) expect((await call(port, '/api/health')).status).toBe(200)
      await expect.poll(() => pids(logs, 'request').size).toBe(2)
      expect(pids(logs, 'Celeiro on').size).toBe(2)
      await expect.poll(() => pids(logs, 'jobs:').size).toBe(1)
      expect(
        await count(db.url, 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'),
      ).toBe(journal.entries.length)
      expect(await count(db.url, 'SELECT count(*)::int AS n FROM clients')).toBe(1)
    })

    it('on SIGTERM finishes the request in flight, then every process exits 0', async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      // The connection is open and handed to a worker before the signal.
      expect((await call(port, '/api/health', { agent })).status).toBe(200)
      const login = call(port, '/api/auth/v1/login', {
        agent,
        method: 'POST',
        body: { email: 'admin@celeiro.app', password: DEMO_PASSWORD },
      })
      await new Promise((r) => setTimeout(r, 5))
      child.kill('SIGTERM')
      const answer = await login
      expect(answer.status).toBe(200)
      const token = (JSON.parse(answer.body) as { data: { token?: unknown } }).data.token
      expect(typeof token).toBe('string')
      expect(await exited).toBe(0)
      agent.destroy()
      expect(pids(logs, 'shutting down').size).toBe(2)
      // The worker had begun to shut down when it answered the sign-in (a password check: slow).
      const answered = logs.find((l) => l.route === '/api/auth/v1/login')
      const shutdownAt = logs.find((l) => l.pid === answered?.pid && l.signal === 'SIGTERM')?.time
      expect(Number(shutdownAt)).toBeLessThanOrEqual(Number(answered?.time))
    }, 60_000)
  })
})

function pids(logs: Record<string, unknown>[], msg: string): Set<unknown> {
  return new Set(logs.filter((l) => String(l.msg).startsWith(msg)).map((l) => l.pid))
}
