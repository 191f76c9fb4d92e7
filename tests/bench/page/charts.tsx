import { ChakraProvider, LocaleProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { Chart, type Plugin } from 'chart.js'
import { Dexie, type Table } from 'dexie'
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import {
  keepMonthSums,
  mirror,
  MONTH_SUMS,
  MONTH_SUMS_STORE,
  monthsOf,
  readYearSums,
  todayIso,
  unconfirmedRows,
  type Member,
  type TitheBudget,
} from '../../../sync'
import { DEVICE_ENTITIES } from '../../../sync/engine/device-registry'
import { appSystem } from '../../../src/app/theme'
import { activateLocale, i18n, loadArea } from '../../../src/lib/i18n'
import { DEFAULT_PAGE_SIZE } from '../../../src/components/list-screen'
import { budgetByMonth, cumulative } from '../../../src/features/treasury/tithing/chart-data'
import {
  collectedByMonth,
  unconfirmedByMonth,
  type TotalsTable,
} from '../../../src/components/mirror/month-totals'
import { TitheChartsPanel } from '../../../src/features/treasury/tithing/tithe-charts-panel'
import {
  readTithesPage,
  readYears,
  type TitheTable,
} from '../../../src/features/treasury/tithing/tithe-reads'

/**
 * The tithing screen's charts (/tithing) over the mirror: run the reads of the screen's live
 * queries (use-tithe-charts.ts: the year list from the `date` index's keys, the year's monthly
 * totals and the unconfirmed tithes, the budgets), compute what the screen computes, render the screen's own chart
 * panel (lazy tithe-charts, chart.js with animation off as the screen sets it) under the app's
 * providers, and stop the clock at the first frame painted after chart.js's last draw
 * (afterRender).
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
  /** Beside the charts (not in the runs, never waited for by them): the list's first page and its members' names. */
  listPageMs: number
  /** Before the monthly totals (issue 20): the twelve months read from the tithes, as the screen did. */
  rowsReadMs: number
  /** Before the device's month sums: the churches' monthly totals of the year read and summed. */
  totalsReadMs: number
  /** Monthly totals rows of `year` (what that read took). */
  totalsRows: number
}

/** Before the monthly totals (session 16), each bar of the chart: the centavos of a month's tithes. */
async function readMonthTotal(table: TitheTable, period: string): Promise<number> {
  const rows = await table
    .where('date')
    .between(`${period}-01`, `${period}-31`, true, true)
    .toArray()
  return rows.reduce((total, row) => total + row.amount, 0)
}

/** The tables the screen reads: the engine's mirror, or a church treasurer's (only their church's rows). */
interface Mirror {
  tithes: TitheTable
  totals: TotalsTable
  budgets: Table<TitheBudget, string>
  members: Table<Member, string>
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
      <ChakraProvider value={appSystem()}>
        <LocaleProvider locale={i18n.locale}>
          <Host />
        </LocaleProvider>
      </ChakraProvider>
    </I18nProvider>,
  )
  while (!show) await frame()
}

/** One run: the screen's chart reads -> chart data -> both charts drawn and painted; then unmounted. */
async function run(tables: Mirror, year: number): Promise<ChartRun & { charts: number }> {
  const start = performance.now()
  // As useTitheCharts' live queries, all at once: years, the year's totals, the budgets.
  const [years, collected, budgetRows] = await Promise.all([
    readYears(tables.tithes, Number(todayIso().slice(0, 4))),
    (async () =>
      collectedByMonth(
        await readYearSums(tables.totals, year),
        unconfirmedByMonth(await unconfirmedRows('tithes'), year),
      ))(),
    tables.budgets.toArray(),
  ])
  const read = performance.now()
  const budget = budgetByMonth(budgetRows, year)
  const computed = performance.now()
  if (!years.includes(year)) throw new Error(`bench: no tithes in ${year}`)
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

/** Untimed: the bars are the computed months (the line their running total) and the canvas has pixels on it. */
function checkDrawn(chart: Chart, collected: number[]) {
  const shown = chart.data.datasets[0]?.data ?? []
  const expected =
    (chart.config as { type?: string }).type === 'line' ? cumulative(collected) : collected
  if (shown.length !== 12 || shown.some((v, i) => v !== expected[i]))
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
  const tithes = await mirror('tithes').toArray()
  const top = <K,>(counts: Map<K, number>) => [...counts].reduce((a, b) => (b[1] > a[1] ? b : a))[0]
  const byYear = new Map<number, number>()
  for (const x of tithes)
    byYear.set(Number(x.date.slice(0, 4)), (byYear.get(Number(x.date.slice(0, 4))) ?? 0) + 1)
  const year = top(byYear)
  const byChurch = new Map<string, number>()
  for (const x of tithes)
    if (x.date.startsWith(`${year}-`)) byChurch.set(x.churchId, (byChurch.get(x.churchId) ?? 0) + 1)
  const churchId = top(byChurch)
  const church = await mirror('churches').get(churchId)
  return { year, churchId, name: church?.name ?? churchId }
}

/**
 * A church treasurer's mirror holds only their church's rows: a database with the device's
 * indexes (DEVICE_ENTITIES) filled with them (untimed), so the screen's reads run as on their device.
 */
async function churchMirror(churchId: string): Promise<Mirror & { db: Dexie }> {
  const names = ['tithes', 'titheMonthTotals', 'titheBudgets', 'members'] as const
  const db = new Dexie('celeiro-bench-church')
  db.version(1).stores({
    ...Object.fromEntries(
      DEVICE_ENTITIES.filter((e) => (names as readonly string[]).includes(e.name)).map((e) => [
        e.name,
        ['id', ...e.indexes].join(', '),
      ]),
    ),
    [MONTH_SUMS]: MONTH_SUMS_STORE,
  })
  keepMonthSums(db)
  await db.delete()
  await db.open()
  for (const name of names)
    await db.table(name).bulkPut(await mirror(name).where('churchId').equals(churchId).toArray())
  return {
    db,
    tithes: db.table('tithes'),
    totals: db.table('titheMonthTotals'),
    budgets: db.table('titheBudgets'),
    members: db.table('members'),
  }
}

/**
 * Untimed in the runs: the list's first page beside the charts, the year read from the tithes as before the monthly totals and from the churches'
 * monthly totals as before the device's sums of them, which must all give the same months (the
 * bench fails otherwise).
 */
async function besideTheCharts(
  tables: Mirror,
  year: number,
): Promise<Pick<ChartFigure, 'listPageMs' | 'rowsReadMs' | 'totalsReadMs' | 'totalsRows'>> {
  const start = performance.now()
  const page = await readTithesPage(tables.tithes, 1, DEFAULT_PAGE_SIZE)
  const ids = [...new Set(page.rows.flatMap((x) => (x.memberId ? [x.memberId] : [])))]
  await tables.members.bulkGet(ids)
  const listed = performance.now()
  const fromRows = await Promise.all(
    monthsOf(year).map((period) => readMonthTotal(tables.tithes, period)),
  )
  const rowsRead = performance.now()
  const totals = await tables.totals
    .where('month')
    .between(`${year}-01`, `${year}-12`, true, true)
    .toArray()
  const fromTotals = new Array<number>(12).fill(0)
  for (const row of totals) {
    const i = Number(row.month.slice(5, 7)) - 1
    fromTotals[i] = (fromTotals[i] ?? 0) + row.amount
  }
  const totalsRead = performance.now()
  const fromSums = await readYearSums(tables.totals, year)
  for (const [what, months] of [
    ['monthly totals', fromTotals],
    ['month sums', fromSums],
  ] as const)
    if (fromRows.some((total, i) => total !== months[i]))
      throw new Error(
        `bench: the ${what} ${months.join()} differ from the tithes ${fromRows.join()}`,
      )
  return {
    listPageMs: listed - start,
    rowsReadMs: rowsRead - listed,
    totalsReadMs: totalsRead - rowsRead,
    totalsRows: totals.length,
  }
}

/** `runs` renders of the charts of `year` over the mirror: one church's rows (its treasurer's mirror holds only them) or all (the administrator's). */
export async function chartFigure(
  churchId: string | null,
  year: number,
  runs: number,
): Promise<ChartFigure> {
  await mount()
  const church = churchId ? await churchMirror(churchId) : null
  const tables: Mirror = church ?? {
    tithes: mirror('tithes'),
    totals: mirror('titheMonthTotals'),
    budgets: mirror('titheBudgets'),
    members: mirror('members'),
  }
  try {
    const all = await tables.tithes.toArray()
    const figure: ChartFigure = {
      year,
      tithes: all.length,
      tithesOfYear: all.filter((x) => x.date.startsWith(`${year}-`)).length,
      charts: 0,
      runs: [],
      ...(await besideTheCharts(tables, year)),
    }
    for (let i = 0; i < runs; i++) {
      const { charts, ...timing } = await run(tables, year)
      figure.charts = charts
      figure.runs.push(timing)
    }
    return figure
  } finally {
    if (church) {
      church.db.close()
      await church.db.delete()
    }
  }
}
