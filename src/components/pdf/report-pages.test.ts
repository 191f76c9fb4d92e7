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

  it('never leaves one row of a table alone on a page', () => {
    // every length of a table after fillers of every height: the breaks fall everywhere
    for (let filler = 0; filler < 70; filler += 3)
      for (const rows of [2, 3, 4, 40, 41, 57, 58, 59, 60, 61]) {
        for (const total of [undefined, ['', 'Total', String(rows)]]) {
          const s = spec([table(people(filler)), table(people(rows), { total })])
          const pages = reportPages(s)
          pages.forEach((page) =>
            page.forEach((segment) => {
              const count = segment.to - segment.from
              const ofTable = s.tables[segment.table]!.rows.length
              if (ofTable >= 2) expect(count, `${filler}/${rows}`).toBeGreaterThanOrEqual(2)
            }),
          )
          expect(flatten(s)[1]!.rows).toHaveLength(rows)
        }
      }
  })

  it('keeps room for the closing on the last page', () => {
    const closing: Partial<ReportSpec> = {
      paragraphs: ['Aprovado em assembleia. '.repeat(8)],
      signatures: [
        { role: 'Tesoureiro', name: 'Ana Souza' },
        { role: 'Pastor presidente', name: 'João Lima' },
        { role: 'Conselho fiscal' },
      ],
    }
    for (let rows = 40; rows < 60; rows++) {
      const without = reportPages(spec([table(people(rows))])).length
      const withClosing = reportPages(spec([table(people(rows))], closing)).length
      expect(withClosing).toBeGreaterThanOrEqual(without)
      expect(withClosing).toBeLessThanOrEqual(without + 1)
    }
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
      // a letterhead, a declaration and signatures, the last page full to the brim
      ...[46, 52, 58].map((n) =>
        spec([table(people(n))], {
          ownerLines: ['CNPJ 12.345.678/0001-95', 'Rua das Flores, 123 — Centro — Curitiba/PR'],
          paragraphs: ['Recebemos a importância de cento e vinte reais. '.repeat(4)],
          signatures: [
            { role: 'Tesoureiro', name: 'Ana Souza' },
            { role: 'Pastor presidente', name: 'João Lima' },
            { role: 'Conselho fiscal' },
          ],
        }),
      ),
      spec([table(people(9))], {
        size: 'A6',
        paragraphs: ['Recebemos de Maria a importância de R$ 120,50.'],
        signatures: [{ role: 'Tesoureiro', name: 'Ana Souza' }],
      }),
    ]
    for (const s of cases) expect(await pdfPages(s)).toBe(reportPages(s).length)
  }, 60_000)
})
