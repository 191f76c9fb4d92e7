import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core'
import { build } from 'vite'
import { DEMO_PASSWORD } from '../../server/seed/demo'
import { startAppServer } from './app-server'

/**
 * `npm run bench:phone` (and `npm run bench`; issue 49): a cheap phone on a weak signal, as the
 * issue measured it: Chromium's network throttled to 400 kbps down and up with a 400 ms round
 * trip, the CPU 4× slower, a 390×844 screen, the real server and the built app with the demo.
 * Per run, in a fresh profile kept on disk as a phone's (nothing cached, no service worker):
 * - `/login` usable: the e-mail box and an enabled "Entrar" drawn (ms from the navigation): the
 *   form index.html draws before the app (it takes the typing); and the app's own form in front;
 * - after "Entrar": the treasurer's home usable (greeting and "Abrir modo culto") and with its
 *   figures (a money figure in the metric cards, or in the same cards drawn early), ms from the
 *   form's submit;
 * - the bytes and requests of each part;
 * - a second visit offline at 4× CPU (the service worker and the mirror from the first, after
 *   the code warm-up the first starts once ready, src/lib/code-warm-up.ts): the
 *   first paint (index.html's splash), the app's frame (its header) and the first member of
 *   /members, ms from the navigation.
 * Times are taken in the page (a MutationObserver and the next frame), not by polling from here.
 * Options: `--runs N` (default 3; the medians are printed), `--dist DIR` (a built app to use
 * instead of building one), `--list` (each response's start and end, size and address),
 * `--key-ms N` (typed by a person, below).
 */
const root = resolve(import.meta.dirname, '../..')
const args = process.argv.slice(2)
const option = (name: string) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? args[at + 1] : undefined
}
const RUNS = Number(option('runs') ?? '3')
/** `--list`: every response's size and address as it arrives (what the bytes are made of). */
const LIST = args.includes('--list')

/** 400 kbps each way, 400 ms round trip (a rural 3G or weak 4G signal). */
const WEAK_SIGNAL = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
}
const CPU_SLOWDOWN = 4
/**
 * `--key-ms N`: the user types the e-mail and password a key every N ms from the moment the form
 * is usable, then presses Enter (a person; ~150 on a phone's keyboard). 0 (the default, the
 * issue's measure): both filled at once after the page's load event, then "Entrar".
 */
const KEY_MS = Number(option('key-ms') ?? 0)

/** What each mark waits for: a selector, and text it must hold (when given). */
const MARKS = {
  loginUsable: { css: 'button[type="submit"]:not([disabled])', also: 'input[type="email"]' },
  // The app's own form in front: index.html's early form (which takes the typing) is gone.
  loginApp: {
    css: 'html:not([data-early-login]) main.plain-auth:not(#early-login) button[type="submit"]:not([disabled])',
    also: 'main.plain-auth input[type="email"]',
  },
  // The app's home, or the same greeting and main action drawn before it (src/components/early-home).
  homeUsable: {
    css: '[data-testid="home-greeting"], [data-testid="early-home"] h1',
    also: '[data-testid="home-service-mode"], [data-testid="early-home"] a[href="/tithing/service"]',
  },
  // The home's money cards, or the same drawn before it on a first sign-in (early-figures.tsx).
  homeFigures: { css: '[data-testid="home-metrics"], [data-testid="early-figures"]', text: 'R$' },
  frame: { css: 'header, [role="banner"]' },
  firstMember: { css: '[data-testid="list-card"], table tbody tr' },
} as const
type Mark = keyof typeof MARKS

/**
 * Set in every page before its scripts: `window.__marks[name]` = Date.now() of the first frame
 * where the mark's elements are drawn (Date.now, not performance.now: the time after "Entrar"
 * is compared with the submit's, in the same page).
 */
const MARKER = `(() => {
  const marks = (window.__marks = {})
  const specs = ${JSON.stringify(MARKS)}
  addEventListener('submit', () => { marks.submit = Date.now() }, true)
  const check = () => {
    for (const [name, spec] of Object.entries(specs)) {
      if (marks[name] !== undefined || marks['pending_' + name]) continue
      const found = document.querySelector(spec.css)
      if (!found) continue
      if (spec.also && !document.querySelector(spec.also)) continue
      if (spec.text && !(found.textContent || '').includes(spec.text)) continue
      marks['pending_' + name] = true
      requestAnimationFrame(() => { marks[name] = Date.now() })
    }
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
})()`

interface Traffic {
  bytes: number
  requests: number
}

/** Counts what the page receives (bytes on the wire, finished requests) while `on`. */
function countTraffic(cdp: CDPSession): { take: () => Traffic } {
  let bytes = 0
  let requests = 0
  const sent = new Map<string, { url: string; at: number }>()
  let first: number | undefined
  // Each part's times from its first request (the page's own address, or the login's answer).
  const since = (at: number) => Math.round((at - (first ??= at)) * 1000)
  cdp.on(
    'Network.requestWillBeSent',
    (e: { requestId: string; timestamp: number; request: { url: string } }) => {
      if (e.request.url.startsWith('data:')) return // drawn from the page itself
      sent.set(e.requestId, { url: e.request.url, at: e.timestamp })
    },
  )
  cdp.on(
    'Network.loadingFinished',
    (e: { requestId: string; timestamp: number; encodedDataLength: number }) => {
      const request = sent.get(e.requestId)
      if (!request) return
      bytes += e.encodedDataLength
      requests++
      if (LIST)
        process.stdout.write(
          `  ${String(since(request.at)).padStart(6)}-${String(since(e.timestamp)).padStart(6)} ms ${String(Math.round(e.encodedDataLength / 1024)).padStart(4)} KB ${request.url.slice(0, 100)}\n`,
        )
    },
  )
  return {
    take: () => {
      const out = { bytes, requests }
      bytes = 0
      requests = 0
      first = undefined
      return out
    },
  }
}

async function markAt(page: Page, name: Mark, timeout = 120_000): Promise<number> {
  await page.waitForFunction(
    (n) => (window as unknown as { __marks: Record<string, number> }).__marks?.[n] !== undefined,
    name,
    { timeout, polling: 100 },
  )
  return page.evaluate(
    (n) => (window as unknown as { __marks: Record<string, number> }).__marks[n]!,
    name,
  )
}

interface PhoneRun {
  login: number
  loginApp: number
  loginTraffic: Traffic
  home: number
  figures: number
  homeTraffic: Traffic
  /** The code warm-up's time from "ready", and how it ended ('done' or 'stopped'). */
  warmUp: number
  warmUpEnd: string | undefined
  offlinePaint: number
  offlineFrame: number
  offlineMember: number
}

async function throttle(
  cdp: CDPSession,
  network: typeof WEAK_SIGNAL | 'offline' | 'none',
  cpu: number,
) {
  await cdp.send(
    'Network.emulateNetworkConditions',
    network === 'none'
      ? { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }
      : network === 'offline'
        ? { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }
        : network,
  )
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
}

async function onePhone(context: BrowserContext, base: string): Promise<PhoneRun> {
  await context.addInitScript(MARKER)
  const page = context.pages()[0] ?? (await context.newPage())
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false })
  const traffic = countTraffic(cdp)
  await throttle(cdp, WEAK_SIGNAL, CPU_SLOWDOWN)

  const started = Date.now()
  await page.goto(`${base}/login`, { waitUntil: 'commit' })
  const login = (await markAt(page, 'loginUsable')) - started
  if (KEY_MS > 0) {
    // A person: types as soon as the form is there, a key every KEY_MS, then presses "Entrar".
    await page.getByLabel(/e-mail/i).pressSequentially('tesoureiro@celeiro.app', { delay: KEY_MS })
    await page.keyboard.press('Tab')
    await page.keyboard.type(DEMO_PASSWORD, { delay: KEY_MS })
    await page.keyboard.press('Enter')
  }
  const loginApp = (await markAt(page, 'loginApp')) - started
  await page.waitForLoadState('load')
  const loginTraffic = traffic.take()

  if (KEY_MS === 0) {
    await page.getByLabel(/e-mail/i).fill('tesoureiro@celeiro.app')
    await page.locator('input[type=password]').first().fill(DEMO_PASSWORD)
    await page.locator('button[type=submit]').click()
  }
  const submit = await markAt(page, 'submit' as Mark)
  const home = (await markAt(page, 'homeUsable')) - submit
  const figures = (await markAt(page, 'homeFigures')) - submit
  // The first sync's end and the service worker's install: what a second visit stands on.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 180_000,
  })
  await page
    .getByRole('button', { name: /Sincronização: .*(Tudo enviado|Pronto para usar sem internet)/ })
    .waitFor({ timeout: 180_000 })
  const homeTraffic = traffic.take()
  // The code warm-up the app starts once the device is ready (docs/frontend.md): a second visit
  // is a later one, not one in the same second. Its time from "ready" is printed.
  const ready = Date.now()
  const warmUpEnded = () => document.documentElement.dataset.codeWarmUp !== undefined
  await page.waitForFunction(warmUpEnded, null, { timeout: 240_000 })
  const warmUp = Date.now() - ready
  const warmUpEnd = await page.evaluate(() => document.documentElement.dataset.codeWarmUp)

  await throttle(cdp, 'offline', CPU_SLOWDOWN)
  const again = Date.now()
  await page.goto(`${base}/members`, { waitUntil: 'commit' })
  const offlineFrame = (await markAt(page, 'frame')) - again
  // The first paint (the splash of index.html, before any script): never a blank screen.
  const offlinePaint = Math.round(
    await page.evaluate(() => performance.getEntriesByName('first-paint')[0]?.startTime ?? -1),
  )
  const offlineMember = (await markAt(page, 'firstMember')) - again
  await throttle(cdp, 'none', 1)
  await page.close()
  return {
    login,
    loginApp,
    loginTraffic,
    home,
    figures,
    homeTraffic,
    warmUp,
    warmUpEnd,
    offlinePaint,
    offlineFrame,
    offlineMember,
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}
const kb = (t: Traffic) => `${Math.round(t.bytes / 1024)} KB in ${t.requests} requests`

export async function runPhone(runs = RUNS): Promise<PhoneRun[]> {
  const given = option('dist')
  const dist = given ?? mkdtempSync(join(tmpdir(), 'celeiro-phone-dist-'))
  if (!given) await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } })
  const server = await startAppServer(dist)
  const base = server.base
  const results: PhoneRun[] = []
  try {
    for (let run = 0; run < runs; run++) {
      // A profile of its own on disk, empty at first: as a phone keeps one, so the second visit
      // finds the code cache V8 wrote during the first (an incognito context writes it and never
      // reads it back: docs/benchmarks.md, "A trap in the harness").
      const profile = mkdtempSync(join(tmpdir(), 'celeiro-phone-profile-'))
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox'],
        viewport: { width: 390, height: 844 },
        timezoneId: 'America/Sao_Paulo',
        locale: 'pt-BR',
      })
      try {
        const result = await onePhone(context, base)
        results.push(result)
        process.stdout.write(
          `phone run ${run + 1}: /login usable ${result.login} ms, the app's form ${result.loginApp} ms (${kb(result.loginTraffic)}); home usable ${result.home} ms, figures ${result.figures} ms after Entrar (${kb(result.homeTraffic)} until the first sync ended); code warm-up ${result.warmUp} ms (${result.warmUpEnd}); offline second visit: first paint ${result.offlinePaint} ms, frame ${result.offlineFrame} ms, first member ${result.offlineMember} ms\n`,
        )
      } finally {
        await context.close()
        rmSync(profile, { recursive: true, force: true })
      }
    }
  } finally {
    server.stop()
    if (!given) rmSync(dist, { recursive: true, force: true })
  }
  const m = (
    key:
      'login' | 'loginApp' | 'home' | 'figures' | 'offlinePaint' | 'offlineFrame' | 'offlineMember',
  ) => median(results.map((r) => r[key]))
  process.stdout.write(
    `bench phone (400 kbps, 400 ms RTT, CPU ${CPU_SLOWDOWN}×, medians of ${results.length}): /login usable ${m('login')} ms (goal < 4,000), the app's form ${m('loginApp')} ms; home usable ${m('home')} ms (goal < 3,000) and figures ${m('figures')} ms (goal < 5,000) after Entrar; offline second visit first paint ${m('offlinePaint')} ms, frame ${m('offlineFrame')} ms, member list ${m('offlineMember')} ms (goal < 2,000)\n`,
  )
  return results
}

if (import.meta.url === `file://${process.argv[1]}`) await runPhone()
