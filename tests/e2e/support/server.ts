import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startCepStub } from '../../support/cep-stub'
import { freePort } from '../../support/free-port'

/** The real server (API + built app) on a free loopback port with a fresh data folder. */
export interface E2EServer {
  url: string
  dataDir: string
  /** The dev mailbox: every e-mail written so far, oldest first. */
  mails: () => Mail[]
  stop: () => Promise<void>
}

export interface Mail {
  file: string
  to: string
  subject: string
  text: string
}

const root = resolve(import.meta.dirname, '../../..')

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log()}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`The server did not answer within 90 s:\n${log()}`)
}

function readMails(dir: string): Mail[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const file = join(dir, name)
      const raw = readFileSync(file, 'utf8')
      const [head = '', ...body] = raw.split('\n\n')
      const header = (key: string) =>
        new RegExp(`^${key}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? ''
      return { file, to: header('To'), subject: header('Subject'), text: body.join('\n\n') }
    })
}

/**
 * `staticDir`: the built app to serve (default `E2E_STATIC_DIR`, else dist/; several people
 * building in one tree keep their builds apart); a test may serve its own copy to change it.
 */
export async function startServer(options: { staticDir?: string } = {}): Promise<E2EServer> {
  const staticDir = options.staticDir ?? resolve(process.env.E2E_STATIC_DIR ?? join(root, 'dist'))
  if (!existsSync(join(staticDir, 'index.html')))
    throw new Error('dist/ is missing: run `npx vite build` first (scripts/e2e.sh does).')
  const port = await freePort()
  const url = `http://localhost:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'celeiro-e2e-'))
  // ViaCEP cannot be reached from here: a stand-in in its format answers the server's lookups.
  const cep = await startCepStub()
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      CELEIRO_DATA_DIR: dataDir,
      CELEIRO_STATIC_DIR: staticDir,
      APP_ORIGIN: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      CEP_LOOKUP_URL: cep.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  try {
    await waitUntilUp(url, child, () => output)
  } catch (error) {
    child.kill('SIGKILL')
    await cep.close()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    url,
    dataDir,
    mails: () => readMails(join(dataDir, 'mail')),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
        await exited
        clearTimeout(timer)
      }
      await cep.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
