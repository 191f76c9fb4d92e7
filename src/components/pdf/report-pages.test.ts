import { describe, expect, it } from 'vitest'
import { renderReportPdf } from './report-pdf'
import type { ReportSpec, ReportTable } from './report-spec'
import { reportPages } from './report-pages'

const people = (n: number, name: (i: number) => string = (i) => `Pessoa ${i} Sá`) =>
  Array.from({ length: n }, (_, i) => [String(i + 1), name(i), 'Igreja Sede'])

const table = (rows: string[][], extra: Partial<ReportTable> = {}): ReportTable => ({
  title: 'Novos membros',
  columns: [
    { header: 'Nº', width: 1 },
    { header: 'Nome', width: 4 },
    { header: 'Igreja', width: 3 },
  ],
  rows,
  ...extra,
})

const spec = (tables: ReportTable[], extra: Partial<ReportSpec> = {}): ReportSpec => ({
  title: 'Relatório de membros',
  subtitle: 'De 01/01/2026 a 30/06/2026',
  owner: 'Igreja Sede',
  color: '#2255aa',
  generated: 'Gerado por Maria em 24/11/2026 19:42',
  pageLabel: (page, pages) => `Página ${page} de ${pages}`,
  tables,
  ...extra,
})

/** Every row of every table once, in order, and each total once at the end. */
function flatten(s: ReportSpec) {
  const seen = s.tables.map(() => ({ rows: [] as number[], totals: 0, titles: 0 }))
  for (const page of reportPages(s))
    for (const segment of page) {
      const entry = seen[segment.table]!
      for (let r = segment.from; r < segment.to; r++) entry.rows.push(r)
      if (segment.total) entry.totals++
      if (segment.title) entry.titles++
    }
  return seen
}

async function pdfPages(s: ReportSpec) {
  const bytes = Buffer.from(await (await renderReportPdf(s)).arrayBuffer()).toString('latin1')
  return (bytes.match(/\/Type \/Page\b/g) ?? []).length
}

describe('reportPages', () => {
  it('places every row once, in order, with one title and one total per table', () => {
    const s = spec([
      table(people(7), { total: ['', 'Total', '7'] }),
      table(people(130)),
      table([], { title: 'Transferências' }),
      table(people(45), { total: ['', 'Total', '45'] }),
    ])
    const seen = flatten(s)
    expect(seen.map((e) => e.rows.length)).toEqual([7, 130, 0, 45])
    seen.forEach((entry) => {
      expect(entry.rows).toEqual([...entry.rows].sort((a, b) => a - b))
      expect(entry.titles).toBe(1)
    })
    expect(seen.map((e) => e.totals)).toEqual([1, 0, 0, 1])
    expect(reportPages(s).length).toBeGreaterThan(4)
  })

  it('never leaves a title alone at the bottom of a page', () => {
    for (let filler = 30; filler < 45; filler++) {
      const pages = reportPages(spec([table(people(filler)), table(people(3))]))
      pages.forEach((page) =>
        page.forEach((segment) => {
          if (segment.title) expect(segment.to - segment.from).toBeGreaterThan(0)
        }),
      )
    }
  })

  it('counts long names as taller rows', () => {
    const short = reportPages(spec([table(people(200))])).length
    const long = reportPages(
      spec([table(people(200, (i) => `Maria ${i} ${'da Conceição Albuquerque '.repeat(3)}`))]),
    ).length
    expect(long).toBeGreaterThan(short)
  })

  it('gives one page to a report with no rows', () => {
    expect(reportPages(spec([table([])]))).toHaveLength(1)
  })
})

describe('the rendered PDF', () => {
  // the estimates must never be short: a page that overflows would become two
  it('has exactly the pages worked out, on A4 and A6, short and long rows', async () => {
    const cases = [
      spec([table(people(120), { total: ['', 'Total', '120'] }), table(people(61))]),
      spec([table(people(90, (i) => `José ${i} ${'Albuquerque de Sá '.repeat(i % 4)}`))]),
      spec([table(people(25))], { size: 'A6', subtitle: undefined }),
    ]
    for (const s of cases) expect(await pdfPages(s)).toBe(reportPages(s).length)
  }, 60_000)
})
