import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium, type Page } from 'playwright-core'
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import { DEMO_PASSWORD } from '../../server/seed/demo'
import { startAppServer } from './app-server'

/**
 * `npm run bench:lighthouse` (and the end of `npm run bench`): Lighthouse's mobile preset
 * (simulated slow 4G and a 4× slower CPU) in Debian's Chromium against the real server and the
 * built app with the demo data: /login with an empty profile, then, signed in as the demo
 * treasurer, the home, the members and the tithing, each opened fresh (its service worker stopped
 * first) and again in the renderer that load left. Prints performance, accessibility and best
 * practices with FCP, LCP, TBT and CLS. See docs/benchmarks.md.
 */
const root = resolve(import.meta.dirname, '../..')
const SIGNED_IN = ['/', '/members', '/tithing']

/**
 * The machine's floor: the same audit of a login form (tests/bench/reference) as static HTML, as
 * React alone, and as React with stock Chakra UI, served by the same server. On a slow machine
 * every page scores less; these say how much of a score is the app's (docs/benchmarks.md, session 31).
 */
const REFERENCES = ['html', 'react', 'chakra']
const REFERENCE_BASE = '/bench-reference/'

async function buildReferences(dist: string): Promise<void> {
  const pages = resolve(import.meta.dirname, 'reference')
  await build({
    root: pages,
    base: REFERENCE_BASE,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: join(dist, REFERENCE_BASE),
      emptyOutDir: true,
      rolldownOptions: {
        input: Object.fromEntries(REFERENCES.map((name) => [name, join(pages, `${name}.html`)])),
      },
    },
  })
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
  /** The best-practice audits that lost points (their ids), and where the main thread went. */
  lost: string[]
  work: string
  /** The longest tasks: what the blocking time is made of. */
  tasks: string
  /** The largest layout shifts: what moved and by how much. */
  shifts: string
}

/**
 * Tries per page: now and then Lighthouse loses the navigation's start in its trace (NO_NAVSTART)
 * and measures nothing; that is the harness, not the page, so the page is audited again.
 */
const AUDIT_TRIES = 3

async function audit(url: string, port: number): Promise<Omit<Row, 'path'>> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // The signed-in pages need the stored login; /login runs first in a clean profile.
      disableStorageReset: true,
    })
    if (!result) throw new Error(`no Lighthouse result for ${url}`)
    const { runtimeError } = result.lhr
    keepReport(url, result.report)
    if (!runtimeError) return summary(result.lhr)
    console.log(`${url}: Lighthouse could not measure it (${runtimeError.code}), try ${attempt}`)
    if (attempt === AUDIT_TRIES) return summary(result.lhr)
  }
}

/**
 * With `LH_REPORTS_DIR` set, every audit's whole report is kept there as JSON (e.g. to read all
 * of a page's long tasks, or its scripts' boot-up time), named after its path and the time.
 */
function keepReport(url: string, report: string | string[]): void {
  const dir = process.env.LH_REPORTS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  const name = new URL(url).pathname.replace(/[^\w]+/g, '_') || '_'
  writeFileSync(join(dir, `${name}-${Date.now()}.json`), String(report))
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

function summary({ categories, audits }: Report): Omit<Row, 'path'> {
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
    lost: (categories['best-practices']?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id + whatOf(audits[ref.id]?.details)),
    work: mainThread(audits['mainthread-work-breakdown']?.details),
    tasks: longTasks(audits['long-tasks']?.details),
    shifts: layoutShifts(audits['layout-shifts']?.details),
  }
}

/** The three longest tasks (simulated), e.g. "framework 161 ms at 675 ms": what the blocking time is made of. */
function longTasks(details: unknown): string {
  type Item = { url?: string; duration?: number; startTime?: number }
  const items = (details as { items?: Item[] } | undefined)?.items ?? []
  return items
    .slice(0, 3)
    .map((i) => {
      const file =
        (i.url ?? '?')
          .split('/')
          .pop()
          ?.replace(/-[\w-]{8}\.js$/, '') || '?'
      return `${file} ${Math.round(i.duration ?? 0)} ms at ${Math.round(i.startTime ?? 0)} ms`
    })
    .join(', ')
}

/** The three largest layout shifts, e.g. "div.chakra-card__root (Lembretes…) 0.103". */
function layoutShifts(details: unknown): string {
  type Item = { score?: number; node?: { selector?: string; nodeLabel?: string } }
  const items = (details as { items?: Item[] } | undefined)?.items ?? []
  return items
    .slice(0, 3)
    .map((i) => {
      const label = (i.node?.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40)
      return `${i.node?.selector ?? '?'} (${label}) ${(i.score ?? 0).toFixed(3)}`
    })
    .join(', ')
}

/** What a lost audit found, e.g. " (Content security policy)" (the issues panel's kinds, with their count when given). */
function whatOf(details: unknown): string {
  const items = (details as { items?: { issueType?: string; subItems?: { items?: unknown[] } }[] })
    ?.items
  const kinds = (items ?? []).flatMap((i) => {
    const count = i.subItems?.items?.length
    return i.issueType ? [count ? `${i.issueType}: ${count}` : i.issueType] : []
  })
  return kinds.length > 0 ? ` (${kinds.join(', ')})` : ''
}

/** The main thread's three largest kinds of work, e.g. "scriptEvaluation 1,200 ms". */
function mainThread(details: unknown): string {
  const items = (details as { items?: { groupLabel?: string; duration?: number }[] } | undefined)
    ?.items
  return (items ?? [])
    .slice(0, 3)
    .map((i) => `${i.groupLabel ?? '?'} ${Math.round(i.duration ?? 0).toLocaleString('en')} ms`)
    .join(', ')
}

/** A member's card (phone) or row (desktop): what the cold start waits for. */
const RECORD = '[data-testid="list-card"], table tbody tr'

/**
 * Set in the page before its scripts: the time (ms from the navigation's start, the page's own
 * clock) of the first frame that draws a record. Read from the page, not timed from here:
 * Playwright notices the record only when its polling gets a turn on the page's main thread,
 * which the rest of the screen still drawing delays by 50-500 ms (docs/benchmarks.md, session 30).
 */
const MARK_FIRST_RECORD = `new MutationObserver((_, observer) => {
  if (!document.querySelector(${JSON.stringify(RECORD)})) return
  observer.disconnect()
  requestAnimationFrame(() => { window.__firstRecordAt = performance.now() })
}).observe(document, { subtree: true, childList: true })`

/** Runs per CPU rate; the figure is their median (one run swings by a second on this machine). */
const COLD_RUNS = 5

/**
 * Offline cold start to a usable member list: the network off, the CPU slowed `slowdown`×, a
 * fresh load of /members from the service worker and the mirror until the first record is drawn.
 */
async function coldStart(page: Page, url: string, slowdown: number): Promise<ColdStart> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const offline = (on: boolean) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: on,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
  const runs: number[] = []
  for (let run = 0; run < COLD_RUNS; run++) {
    await offline(true)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    await page.goto(url)
    await page.locator(RECORD).first().waitFor({ timeout: 60_000 })
    await page.waitForFunction('window.__firstRecordAt !== undefined')
    runs.push(Math.round(await page.evaluate<number>('window.__firstRecordAt')))
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await offline(false)
    await page.waitForTimeout(1_000) // the page settles before the next load
  }
  await cdp.detach()
  const sorted = [...runs].sort((a, b) => a - b)
  return { slowdown, ms: sorted[Math.floor(sorted.length / 2)] ?? 0, runs }
}

interface ColdStart {
  slowdown: number
  /** The median of `runs`. */
  ms: number
  runs: number[]
}

/**
 * Stops the browser's service workers, so the next audit opens the page as a phone opens the
 * installed app once it has stopped the idle worker: in a renderer of its own, the worker started
 * by the navigation. Audited in the renderer the previous page left (the "(kept)" rows), a task of
 * ~125 ms (V8 deoptimising and sweeping, none of the app's code) runs in it before the page's
 * navigation starts, and Lighthouse's simulation counts it as blocking after the first paint:
 * up to ~360 ms of a signed-in page's TBT in session 33's runs (docs/benchmarks.md).
 */
async function stopServiceWorkers(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext())
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('ServiceWorker.enable')
    await cdp.send('ServiceWorker.stopAllWorkers')
    await page.close()
  } finally {
    await browser.close()
  }
  await new Promise((r) => setTimeout(r, 2_000)) // the site's renderer ends
}

/** The demo treasurer signs in through the form; the first sync fills the mirror, the service worker is ready. */
async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`)
  await page.getByLabel(/e-mail/i).fill('tesoureiro@celeiro.app')
  await page.locator('input[type=password]').first().fill(DEMO_PASSWORD)
  await page.locator('button[type=submit]').click()
  await page.waitForURL(`${base}/`)
  await page.waitForTimeout(5_000)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
}

/**
 * The cold starts, at 1× and 4×, in a browser of their own with a phone's screen: their many
 * loads leave nothing behind for Lighthouse's audits (a renderer kept alive by the service worker
 * holds the previous pages' heap, which Lighthouse counts).
 */
async function coldStarts(base: string): Promise<ColdStart[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await signIn(page, base)
    await page.addInitScript(MARK_FIRST_RECORD)
    // As on a phone that opened the app before: the browser has compiled its code once.
    await page.goto(`${base}/members`)
    await page.locator(RECORD).first().waitFor()
    return [
      await coldStart(page, `${base}/members`, 1),
      await coldStart(page, `${base}/members`, 4),
    ]
  } finally {
    await browser.close()
  }
}

export async function runLighthouse(): Promise<{ rows: Row[]; cold: ColdStart[] }> {
  const dist = mkdtempSync(join(tmpdir(), 'celeiro-lh-dist-'))
  await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } })
  await buildReferences(dist)
  const server = await startAppServer(dist, '127.0.0.1')
  const base = server.base
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  })
  const rows: Row[] = []
  const cold: ColdStart[] = []
  try {
    for (const name of REFERENCES)
      rows.push({
        path: `ref: ${name}`,
        ...(await audit(`${base}${REFERENCE_BASE}${name}.html`, chrome.port)),
      })
    rows.push({ path: '/login', ...(await audit(`${base}/login`, chrome.port)) })
    // Sign in once through the real form; the pages below start from the stored login.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage()
    await signIn(page, base)
    await page.close()
    await browser.close()
    for (const path of SIGNED_IN) {
      await stopServiceWorkers(chrome.port)
      rows.push({ path, ...(await audit(`${base}${path}`, chrome.port)) })
      rows.push({ path: `${path} (kept)`, ...(await audit(`${base}${path}`, chrome.port)) })
    }
    cold.push(...(await coldStarts(base)))
  } finally {
    chrome.kill()
    server.stop()
    rmSync(dist, { recursive: true, force: true })
  }
  return { rows, cold }
}

export function printLighthouse({
  rows,
  cold,
}: {
  rows: readonly Row[]
  cold: readonly ColdStart[]
}): void {
  console.log('\nLighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown)')
  console.log('page             perf  a11y  best  FCP     LCP     TBT      CLS')
  for (const r of rows)
    console.log(
      `${r.path.padEnd(16)} ${r.performance.toFixed(2)}  ${r.accessibility.toFixed(2)}  ${r.bestPractices.toFixed(2)}  ${r.fcp.padEnd(7)} ${r.lcp.padEnd(7)} ${r.tbt.padEnd(8)} ${r.cls}`,
    )
  for (const r of rows)
    console.log(
      `${r.path}: main thread ${r.work}; longest tasks ${r.tasks}${r.lost.length > 0 ? `; best practices lost: ${r.lost.join(', ')}` : ''}${r.shifts ? `; layout shifts: ${r.shifts}` : ''}`,
    )
  for (const c of cold)
    console.log(
      `offline cold start to the member list, CPU ${c.slowdown}×: ${c.ms} ms, median of ${c.runs.join(' / ')} (goal < ${c.slowdown > 1 ? 2000 : 1000} ms)`,
    )
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename))
  printLighthouse(await runLighthouse())
