import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { renderReportPdf } from '../../components/pdf/report-pdf'
import { formatMoney } from '../../lib/format'

/** The text drawn on the PDF's pages, one string per text run (TJ), in the font's codes. */
function drawnRuns(pdf: Uint8Array): string[] {
  const text = Buffer.from(pdf).toString('latin1')
  const runs: string[] = []
  for (const match of text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1')
    } catch {
      continue
    }
    for (const run of content.matchAll(/\[([^\]]*)\] TJ/g))
      runs.push(
        [...(run[1] ?? '').matchAll(/<([0-9a-f]*)>/g)]
          .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
          .join(''),
      )
  }
  return runs
}

// Issue 48: 'R$' never wraps away from its amount, in the PDFs too (Helvetica draws the
// no-break space, and the line breaker keeps the sign with the amount in a narrow column).
describe('money in a PDF report', { timeout: 60_000 }, () => {
  it('draws R$ and its amount on one line, in pt-BR and es', async () => {
    const amounts = [formatMoney(15990, 'pt-BR'), formatMoney(585000, 'es')]
    const blob = await renderReportPdf({
      title: 'Relatório',
      owner: 'Igreja Sede',
      color: '#123456',
      generated: 'Gerado',
      pageLabel: (page, pages) => `${page}/${pages}`,
      tables: [
        {
          columns: [
            { header: 'Descrição', width: 20 },
            { header: 'Valor', width: 1, align: 'right' },
          ],
          rows: amounts.map((amount) => ['Oferta', amount]),
        },
      ],
    })
    const runs = drawnRuns(new Uint8Array(await blob.arrayBuffer()))
    expect(runs).toContain('R$\u00a0159,90')
    expect(runs).toContain('R$\u00a05.850,00')
    expect(runs).not.toContain('R$')
  })
})
