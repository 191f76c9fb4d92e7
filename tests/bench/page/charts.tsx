import { ChakraProvider, LocaleProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { Chart, type Plugin } from 'chart.js'
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { mirror, type Tithe, type TitheBudget } from '../../../sync'
import { system } from '../../../src/app/theme'
import { activateLocale, i18n, loadArea } from '../../../src/lib/i18n'
import { budgetByMonth, collectedByMonth } from '../../../src/features/treasury/tithing/chart-data'
import { TitheChartsPanel } from '../../../src/features/treasury/tithing/tithe-charts-panel'

/**
 * The tithing screen's charts (/tithing) over the mirror: read the rows the screen's live
 * queries read, compute what the screen computes, render the screen's own chart panel (lazy
 * tithe-charts, chart.js with animation off as the screen sets it) under the app's providers,
 * and stop the clock at the first frame painted after chart.js's last draw (afterRender).
 */
export interface ChartRun {
  readMs: number
  computeMs: number
  renderMs: number
  totalMs: number
}

export interface ChartFigure {
  year: number
  tithes: number
  /** Tithes of `year` (what the charts sum). */
  tithesOfYear: number
  charts: number
  runs: ChartRun[]
  /** The screen shows the charts only once its members query answered too (not in the runs). */
  membersMs: number
  members: number
}

type PanelProps = Parameters<typeof TitheChartsPanel>[0]
let show: ((props: PanelProps | null) => void) | null = null

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))

/** The end of the next frame: a task queued from requestAnimationFrame runs after that frame's paint. */
const afterPaint = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => resolve(performance.now())
      channel.port2.postMessage(null)
    }),
  )

/** Every chart.js draw (afterRender comes after draw(), with or without animations), with the end of the frame that painted it. */
const draws: { chart: Chart; painted: Promise<number> }[] = []
const drawn: Plugin = {
  id: 'bench-drawn',
  afterRender: (chart) => void draws.push({ chart, painted: afterPaint() }),
}

function Host() {
  const [props, setProps] = useState<PanelProps | null>(null)
  useEffect(() => {
    show = setProps
    return () => {
      show = null
    }
  }, [])
  return props ? <TitheChartsPanel {...props} /> : null
}

/** Once: the treasury catalog (as the route's loader), and the app's providers (src/app/app.tsx) on a 1280 px page. */
async function mount(): Promise<void> {
  if (show) return
  await activateLocale('pt-BR')
  await loadArea('treasury')
  Chart.register(drawn)
  const host = document.createElement('div')
  document.body.append(host)
  createRoot(host).render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <LocaleProvider locale={i18n.locale}>
          <Host />
        </LocaleProvider>
      </ChakraProvider>
    </I18nProvider>,
  )
  while (!show) await frame()
}

/** As useTithingData sorts them (src/features/treasury/tithing/use-tithing-data.ts): newest first. */
const newestFirst = (a: Tithe, b: Tithe) =>
  a.date === b.date
    ? String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? ''))
    : b.date.localeCompare(a.date)

/** One run: mirror read -> chart data -> both charts drawn and painted; then unmounted. */
async function run(churchId: string | null, year: number): Promise<ChartRun & { charts: number }> {
  const start = performance.now()
  const [rows, budgetRows] = await Promise.all([
    churchId
      ? mirror<Tithe>('tithes').where('churchId').equals(churchId).toArray()
      : mirror<Tithe>('tithes').toArray(),
    churchId
      ? mirror<TitheBudget>('titheBudgets').where('churchId').equals(churchId).toArray()
      : mirror<TitheBudget>('titheBudgets').toArray(),
  ])
  const read = performance.now()
  const tithes = [...rows].sort(newestFirst)
  const years = new Set(tithes.map((x) => Number(x.date.slice(0, 4))))
  const collected = collectedByMonth(tithes, year)
  const budget = budgetByMonth(budgetRows, year)
  const computed = performance.now()
  if (!years.has(year)) throw new Error(`bench: no tithes in ${year}`)
  const expected = budget ? 2 : 1
  draws.length = 0
  show?.({ year, collected, budget })
  // Until every chart drew and 5 frames passed without another draw (a resize redraws); the
  // clock stops at the paint of the last draw.
  let seen = 0
  let quiet = 0
  while (quiet < 5) {
    await afterPaint()
    if (draws.length !== seen) {
      seen = draws.length
      quiet = 0
    } else if (new Set(draws.map((d) => d.chart)).size >= expected) quiet++
    if (performance.now() - start > 60_000) throw new Error('bench: the charts never drew')
  }
  const end = Math.max(...(await Promise.all(draws.map((d) => d.painted))))
  const charts = [...new Set(draws.map((d) => d.chart))]
  if (charts.length !== expected) throw new Error(`bench: ${charts.length} charts drew`)
  for (const chart of charts) checkDrawn(chart, collected)
  show?.(null)
  await frame()
  return {
    readMs: read - start,
    computeMs: computed - read,
    renderMs: end - computed,
    totalMs: end - start,
    charts: charts.length,
  }
}

/** Untimed: the bars are the computed months and the canvas has pixels on it. */
function checkDrawn(chart: Chart, collected: number[]) {
  const bars = chart.data.datasets[0]?.data ?? []
  if (bars.length !== 12 || bars.some((v, i) => v !== collected[i]))
    throw new Error('bench: the chart does not show the computed months')
  const { width, height } = chart.canvas
  const pixels = chart.ctx.getImageData(0, 0, width, height).data
  let inked = 0
  for (let i = 3; i < pixels.length; i += 4) if ((pixels[i] ?? 0) > 0) inked++
  if (width < 200 || height < 100 || inked < 1_000)
    throw new Error(`bench: blank chart (${width}x${height}, ${inked} pixels)`)
}

/** The calendar year with the most tithes in the mirror, and the church with the most tithes in it. */
export async function busiest(): Promise<{ year: number; churchId: string; name: string }> {
  const tithes = await mirror<Tithe>('tithes').toArray()
  const top = <K,>(counts: Map<K, number>) => [...counts].reduce((a, b) => (b[1] > a[1] ? b : a))[0]
  const byYear = new Map<number, number>()
  for (const x of tithes)
    byYear.set(Number(x.date.slice(0, 4)), (byYear.get(Number(x.date.slice(0, 4))) ?? 0) + 1)
  const year = top(byYear)
  const byChurch = new Map<string, number>()
  for (const x of tithes)
    if (x.date.startsWith(`${year}-`)) byChurch.set(x.churchId, (byChurch.get(x.churchId) ?? 0) + 1)
  const churchId = top(byChurch)
  const church = await mirror<{ id: string; name: string }>('churches').get(churchId)
  return { year, churchId, name: church?.name ?? churchId }
}

/** `runs` renders of the charts of `year` over the mirror: one church's rows (its treasurer's mirror holds only them) or all (the administrator's). */
export async function chartFigure(
  churchId: string | null,
  year: number,
  runs: number,
): Promise<ChartFigure> {
  await mount()
  const all = churchId
    ? await mirror<Tithe>('tithes').where('churchId').equals(churchId).toArray()
    : await mirror<Tithe>('tithes').toArray()
  const start = performance.now()
  const members = churchId
    ? await mirror('members').where('churchId').equals(churchId).toArray()
    : await mirror('members').toArray()
  const membersMs = performance.now() - start
  const figure: ChartFigure = {
    year,
    tithes: all.length,
    tithesOfYear: all.filter((x) => x.date.startsWith(`${year}-`)).length,
    charts: 0,
    runs: [],
    membersMs,
    members: members.length,
  }
  for (let i = 0; i < runs; i++) {
    const { charts, ...timing } = await run(churchId, year)
    figure.charts = charts
    figure.runs.push(timing)
  }
  return figure
}
