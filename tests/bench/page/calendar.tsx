import { ChakraProvider, LocaleProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import {
  calendarItems,
  firstDayOfWeek,
  itemsByDate,
  mirror,
  monthGrid,
  todayIso,
  type CalendarData,
} from '../../../sync'
import { appSystem } from '../../../src/app/theme'
import { activateLocale, i18n, loadArea } from '../../../src/lib/i18n'
import { MonthGrid, type MonthGridProps } from '../../../src/features/calendar/month-grid'
import { DayItems } from '../../../src/features/calendar/item-row'

/**
 * The calendar's month (/calendar, issue 15) over the mirror: the rows the screen reads (entries,
 * receipts and payments, liabilities, events), the month's items from every source indexed by
 * day (what the screen's useMemo computes), and the screen's own grid (titles in the cells, a
 * 1280 px page) with the chosen day's list under it, drawn: the clock stops at the end of the
 * first frame painted with every cell in the DOM. The busiest church (its treasurer's mirror
 * holds only its rows: filtered before the clock) and the whole organisation (its administrator).
 */
export interface CalendarRun {
  computeMs: number
  renderMs: number
  totalMs: number
}

export interface CalendarFigure {
  month: string
  /** Rows the computation reads. */
  rows: number
  /** Items of the grid's weeks. */
  items: number
  runs: CalendarRun[]
}

type Shown = { grid: MonthGridProps; day: string } | null
let show: ((shown: Shown) => void) | null = null

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))
const afterPaint = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => resolve(performance.now())
      channel.port2.postMessage(null)
    }),
  )

function Host() {
  const [shown, setShown] = useState<Shown>(null)
  useEffect(() => {
    show = setShown
    return () => {
      show = null
    }
  }, [])
  if (!shown) return null
  const { grid, day } = shown
  return (
    <>
      <MonthGrid {...grid} />
      <DayItems
        date={day}
        heading={day}
        items={grid.byDate.get(day) ?? []}
        churchName={() => null}
        onOpen={() => undefined}
      />
    </>
  )
}

async function mount(): Promise<void> {
  if (show) return
  await activateLocale('pt-BR')
  await loadArea('shell')
  await loadArea('calendar')
  const host = document.createElement('div')
  host.style.width = '1040px'
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

/** Every row the calendar reads, from the mirror (untimed: the live queries hold them). */
async function readAll(): Promise<CalendarData> {
  const [revenues, expenses, receipts, payments, liabilities, events] = await Promise.all([
    mirror('revenues').toArray(),
    mirror('expenses').toArray(),
    mirror('revenueReceipts').toArray(),
    mirror('expensePayments').toArray(),
    mirror('liabilities').toArray(),
    mirror('events').toArray(),
  ])
  return { today: todayIso(), revenues, expenses, receipts, payments, liabilities, events }
}

/** The church with the most revenues and expenses in the mirror. */
function busiestChurch(data: CalendarData): string {
  const counts = new Map<string, number>()
  for (const row of [...data.revenues, ...data.expenses])
    counts.set(row.churchId, (counts.get(row.churchId) ?? 0) + 1)
  return [...counts].reduce((a, b) => (b[1] > a[1] ? b : a))[0]
}

/** A church treasurer's rows: only their church's (and the events their church sees: all, here). */
function ofChurch(data: CalendarData, churchId: string): CalendarData {
  const revenues = data.revenues.filter((r) => r.churchId === churchId)
  const expenses = data.expenses.filter((r) => r.churchId === churchId)
  const ids = new Set([...revenues, ...expenses].map((r) => r.id))
  return {
    ...data,
    revenues,
    expenses,
    receipts: data.receipts.filter((p) => ids.has(p.entryId)),
    payments: data.payments.filter((p) => ids.has(p.entryId)),
    liabilities: data.liabilities.filter((l) => l.churchId === churchId),
  }
}

async function run(data: CalendarData, month: string): Promise<CalendarRun & { items: number }> {
  const year = Number(month.slice(0, 4))
  const m = Number(month.slice(5, 7))
  const start = performance.now()
  const weeks = monthGrid(year, m, firstDayOfWeek('pt-BR'))
  const range = { from: weeks[0]?.[0] ?? '', to: weeks.at(-1)?.[6] ?? '' }
  const items = calendarItems(data, range)
  const byDate = itemsByDate(items)
  const computed = performance.now()
  const day = `${month}-15`
  show?.({
    grid: {
      weeks,
      month,
      weekdays: weeks[0]?.map((d) => [d, d] as const) ?? [],
      byDate,
      selected: day,
      today: data.today,
      narrow: false,
      dayLabel: (d) => d,
      onSelect: () => undefined,
      onOpen: () => undefined,
    },
    day,
  })
  const cells = weeks.length * 7
  while (document.querySelectorAll('[data-testid="day-cell"]').length !== cells) {
    await frame()
    if (performance.now() - start > 30_000) throw new Error('bench: the calendar never drew')
  }
  const end = await afterPaint()
  show?.(null)
  await frame()
  return {
    computeMs: computed - start,
    renderMs: end - computed,
    totalMs: end - start,
    items: items.length,
  }
}

/** `runs` months drawn for the busiest church and for the whole organisation (this month). */
export async function calendarBench(runs: number): Promise<{
  church: CalendarFigure & { churchId: string }
  org: CalendarFigure
}> {
  await mount()
  const all = await readAll()
  const month = todayIso().slice(0, 7)
  const churchId = busiestChurch(all)
  const figure = async (data: CalendarData): Promise<CalendarFigure> => {
    const rows =
      data.revenues.length +
      data.expenses.length +
      data.receipts.length +
      data.payments.length +
      data.liabilities.length +
      data.events.length
    const f: CalendarFigure = { month, rows, items: 0, runs: [] }
    for (let i = 0; i < runs; i++) {
      const { items, ...timing } = await run(data, month)
      f.items = items
      f.runs.push(timing)
    }
    return f
  }
  return {
    church: { churchId, ...(await figure(ofChurch(all, churchId))) },
    org: await figure(all),
  }
}
