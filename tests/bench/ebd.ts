import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { chromium, type Browser } from 'playwright-core'
import { build } from 'vite'
import { chromiumLaunch } from '../support/chromium'

/**
 * `node --import tsx tests/bench/ebd.ts` (also run at the end of `npm run bench`): the Sunday
 * school's cases of issue 53 in headless Chromium, on a church of 20 classes and 600 students
 * with a quarter's rolls (13 Sundays, every class): the quarter report PDF (goal < 3 s) and the
 * roll screen's first draw for a 60-student class (goal < 200 ms). The page
 * (tests/bench/ebd-page) makes its data on the device, as the app's screens read the mirror:
 * no API server is needed. See docs/benchmarks.md.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
const log = (line: string) => process.stderr.write(`[bench ebd] ${line}\n`)
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
}

function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    const file = join(dir, path === '/' ? 'index.html' : path)
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(res)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

interface Result {
  pdf: {
    loadMs: number
    computeMs: number
    renderMs: number
    totalMs: number
    bytes: number
    toVisit: number
  }[]
  draws: { ms: number; students: number }[]
}

export async function benchEbd(): Promise<string[]> {
  const tmp = mkdtempSync(join(tmpdir(), 'celeiro-bench-ebd-'))
  let browser: Browser | undefined
  let server: Server | undefined
  try {
    log('building the page (Vite)')
    const outDir = join(tmp, 'page')
    await build({
      configFile: false,
      root: join(root, 'tests/bench/ebd-page'),
      logLevel: 'warn',
      plugins: [
        react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
        lingui({ configPath: join(root, 'lingui.config.ts') }),
      ],
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    })
    server = await serve(outDir)
    const { port } = server.address() as AddressInfo
    browser = await chromium.launch(chromiumLaunch)
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    page.on('pageerror', (e) => log(`page error: ${e.message}`))
    await page.goto(`http://127.0.0.1:${port}/`)
    await page.waitForFunction(() => document.body.dataset.ready === 'true')
    log('20 classes, 600 students, 260 rolls: the quarter PDF three times, the roll form five')
    const result = await page.evaluate(() =>
      (window as unknown as { ebdBench: { run(): Promise<unknown> } }).ebdBench.run(),
    )
    const { pdf, draws } = result as Result
    const first = pdf[0]!
    const warm = pdf.slice(1)
    return [
      `bench ebd_quarter_pdf_first ${(first.totalMs / 1000).toFixed(3)} s`,
      `bench ebd_quarter_pdf ${(median(warm.map((p) => p.totalMs)) / 1000).toFixed(3)} s`,
      `bench ebd_quarter_pdf_compute ${median(pdf.map((p) => p.computeMs)).toFixed(2)} ms`,
      `bench ebd_quarter_pdf_render ${(median(pdf.map((p) => p.renderMs)) / 1000).toFixed(3)} s`,
      `bench ebd_quarter_pdf_bytes ${first.bytes} B`,
      `bench ebd_quarter_to_visit ${first.toVisit} students`,
      `bench ebd_roll_first_draw_60_first ${draws[0]!.ms.toFixed(1)} ms`,
      `bench ebd_roll_first_draw_60 ${median(draws.slice(1).map((d) => d.ms)).toFixed(1)} ms`,
    ]
  } finally {
    await browser?.close()
    server?.close()
    rmSync(tmp, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  benchEbd().then(
    (lines) => {
      for (const line of lines) process.stdout.write(`${line}\n`)
      process.exit(0)
    },
    (err: unknown) => {
      log(err instanceof Error ? (err.stack ?? err.message) : String(err))
      process.exit(1)
    },
  )
