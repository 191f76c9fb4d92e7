import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { build } from 'vite'
import { DEMO_PASSWORD } from '../../server/seed/demo'

/**
 * `npm run bench:lighthouse` (and the end of `npm run bench`): Lighthouse's mobile preset
 * (simulated slow 4G and a 4× slower CPU) in Debian's Chromium against the real server and the
 * built app with the demo data: /login with an empty profile, then, signed in as the demo
 * treasurer, the home, the members and the tithing. Prints performance, accessibility and best
 * practices with FCP, LCP, TBT and CLS. See docs/benchmarks.md.
 */
const root = resolve(import.meta.dirname, '../..')
const SIGNED_IN = ['/', '/members', '/tithing']

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer`)
}

interface Row {
  path: string
  performance: number
  accessibility: number
  bestPractices: number
  fcp: string
  lcp: string
  tbt: string
  cls: string
}

async function audit(url: string, port: number): Promise<Omit<Row, 'path'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // The signed-in pages need the stored login; /login runs first in a clean profile.
    disableStorageReset: true,
  })
  if (!result) throw new Error(`no Lighthouse result for ${url}`)
  const { categories, audits } = result.lhr
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100) / 100
  const shown = (id: string) => audits[id]?.displayValue?.toString() ?? '—'
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: shown('first-contentful-paint'),
    lcp: shown('largest-contentful-paint'),
    tbt: shown('total-blocking-time'),
    cls: shown('cumulative-layout-shift'),
  }
}

export async function runLighthouse(): Promise<Row[]> {
  const dist = mkdtempSync(join(tmpdir(), 'celeiro-lh-dist-'))
  const data = mkdtempSync(join(tmpdir(), 'celeiro-lh-data-'))
  await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } })
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
  const base = `http://127.0.0.1:${port}`
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  })
  const rows: Row[] = []
  try {
    await waitFor(`${base}/api/health`)
    rows.push({ path: '/login', ...(await audit(`${base}/login`, chrome.port)) })
    // Sign in once through the real form; the pages below start from the stored login.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage()
    await page.goto(`${base}/login`)
    await page.getByLabel(/e-mail/i).fill('tesoureiro@celeiro.app')
    await page.locator('input[type=password]').first().fill(DEMO_PASSWORD)
    await page.locator('button[type=submit]').click()
    await page.waitForURL(`${base}/`)
    await page.waitForTimeout(5_000) // the first sync fills the mirror
    await page.close()
    await browser.close()
    for (const path of SIGNED_IN)
      rows.push({ path, ...(await audit(`${base}${path}`, chrome.port)) })
  } finally {
    chrome.kill()
    server.kill('SIGTERM')
    rmSync(dist, { recursive: true, force: true })
    rmSync(data, { recursive: true, force: true })
  }
  return rows
}

export function printLighthouse(rows: readonly Row[]): void {
  console.log('\nLighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown)')
  console.log('page        perf  a11y  best  FCP     LCP     TBT      CLS')
  for (const r of rows)
    console.log(
      `${r.path.padEnd(11)} ${r.performance.toFixed(2)}  ${r.accessibility.toFixed(2)}  ${r.bestPractices.toFixed(2)}  ${r.fcp.padEnd(7)} ${r.lcp.padEnd(7)} ${r.tbt.padEnd(8)} ${r.cls}`,
    )
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename))
  printLighthouse(await runLighthouse())
