import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from '../support/free-port'

const root = resolve(import.meta.dirname, '../..')

export interface AppServer {
  /** `http://<host>:<port>`, answering once `start` returns. */
  base: string
  /** Stops the server and removes its data folder. */
  stop: () => void
}

/**
 * The server as `npm start` runs it, for the browser benches (bench:lighthouse, bench:phone): its
 * own process on a free port, a fresh embedded database with the demo, the built app of `dist`.
 */
export async function startAppServer(dist: string, host = 'localhost'): Promise<AppServer> {
  const data = mkdtempSync(join(tmpdir(), 'celeiro-bench-data-'))
  const port = await freePort()
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      CELEIRO_DATA_DIR: data,
      CELEIRO_STATIC_DIR: dist,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  })
  const base = `http://${host}:${port}`
  const stop = () => {
    server.kill('SIGTERM')
    rmSync(data, { recursive: true, force: true })
  }
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, stop }
    await new Promise((r) => setTimeout(r, 500))
  }
  stop()
  throw new Error(`${base}/api/health did not answer`)
}
