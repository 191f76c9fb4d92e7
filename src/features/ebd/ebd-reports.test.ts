import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { quarterReport, sundaySummary } from '../../../sync'
import { flat, pdfText } from '../../../tests/support/pdf-text'
import { renderReportPdf } from '../../components/pdf/report-pdf'
import { quarterReportSpec, sundaySummaryReport, sundaySummaryText } from './ebd-reports'

const classes = [
  { id: 'j', name: 'Jovens' },
  { id: 'a', name: 'Adultos' },
  { id: 's', name: 'Senhoras' },
]
const enrolments = [
  ...['ana', 'bia', 'caio', 'davi'].map((s) => ({
    classId: 'j',
    studentId: s,
    startDate: '2026-01-01',
    endDate: null,
  })),
  ...['eva', 'fabio'].map((s) => ({
    classId: 'a',
    studentId: s,
    startDate: '2026-01-01',
    endDate: null,
  })),
  { classId: 's', studentId: 'gina', startDate: '2026-01-01', endDate: null },
]
const roll = (classId: string, date: string, present: Record<string, boolean>, extra = {}) => ({
  classId,
  date,
  present,
  visitors: 0,
  bibles: 0,
  magazines: 0,
  offering: 0,
  ...extra,
})
const context = {
  owner: 'Igreja Sede',
  branding: { color: '#2255aa' },
  userName: 'Rute',
  now: '2026-11-29T12:00:00.000Z',
}
const names: Record<string, string> = {
  ana: 'Ana Souza',
  bia: 'Bia Lima',
  caio: 'Caio Reis',
  davi: 'Davi Melo',
  eva: 'Eva Dias',
  fabio: 'Fábio Nunes',
  gina: 'Gina Prado',
}

describe('the Sunday summary shared', { timeout: 60_000 }, () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))
  const summary = sundaySummary(
    classes,
    enrolments,
    [
      roll(
        'j',
        '2026-11-29',
        { ana: true, bia: true, caio: true },
        { visitors: 2, visitorNames: ['Zé Sá', 'Lia'], bibles: 4, magazines: 3, offering: 2550 },
      ),
      roll('a', '2026-11-29', { eva: true, fabio: true }, { bibles: 2, offering: 10_000 }),
    ],
    '2026-11-29',
  )

  it('reads as WhatsApp text: the totals aloud, the best class, each class, the missing rolls', () => {
    const text = sundaySummaryText(summary, 'Igreja Sede')
    expect(text).toContain('*Escola Bíblica Dominical — Igreja Sede*\nDomingo, 29/11/2026')
    expect(text).toContain(
      'Matriculados: 7\nPresentes: 5\nAusentes: 2\nVisitantes: 2\nTotal de presentes com visitantes: 7\nBíblias: 6\nRevistas: 3\nOferta: R$\u00a0125,50',
    )
    expect(text).toMatch(/\*Classe destaque: Adultos \(presença de 100\s?%\)\*/)
    expect(text).toContain('• Jovens: presentes: 3 de 4; oferta: R$\u00a025,50')
    expect(text).toContain('Visitantes do dia: Zé Sá, Lia')
    expect(text).toContain('Sem chamada: Senhoras')
  })

  it('prints the same figures in its PDF', async () => {
    const text = flat(await pdfText(await renderReportPdf(sundaySummaryReport(summary, context))))
    expect(text).toContain('Resumo da Escola Bíblica Dominical')
    expect(text).toMatch(/Matriculados 7 Presentes 5 Ausentes 2 Visitantes 2/)
    expect(text).toMatch(/Oferta R\$\s125,50/)
    expect(text).toMatch(/Adultos 2 2 0 0 2 0 R\$\s100,00/)
    expect(text).toMatch(/Jovens 4 3 1 2 4 3 R\$\s25,50/)
    expect(text).toMatch(/Senhoras 1 0 1 0 0 0 R\$\s0,00/)
    expect(text).toContain('Sem chamada: Senhoras')
    expect(text).toMatch(/Total 7 5 2 2 6 3 R\$\s125,50/)
    expect(text).toMatch(/Classe destaque: Adultos \(presença de 100\s?%\)/)
  })
})

describe('the quarter report PDF', { timeout: 60_000 }, () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))

  it('prints each class, the students to visit and the marks of each Sunday', async () => {
    const quarter = { startDate: '2027-01-03', lessons: [] }
    const report = quarterReport(quarter, classes, enrolments, [
      roll('j', '2027-01-03', { ana: true, bia: true, caio: true }, { offering: 1000 }),
      roll('j', '2027-01-10', { ana: true, bia: true }, { magazines: 2 }),
      roll('j', '2027-01-17', { ana: true, bia: true }),
      roll('a', '2027-01-03', { eva: true, fabio: true }, { offering: 5000, visitors: 1 }),
    ])
    const spec = quarterReportSpec(
      report,
      { name: '1º trimestre de 2027', magazine: 'Lições Bíblicas' },
      (id) => names[id] ?? '?',
      context,
    )
    const text = flat(await pdfText(await renderReportPdf(spec)))
    expect(text).toContain('Relatório do trimestre da EBD')
    expect(text).toContain('1º trimestre de 2027 · de 03/01/2027 a 28/03/2027')
    expect(text).toMatch(/Adultos 1 100\s?% 1 0 0 R\$\s50,00/)
    expect(text).toMatch(/Jovens 3 58\s?% 0 0 2 R\$\s10,00/)
    // Davi missed all three Sundays of Jovens' rolls; Caio the last two only.
    expect(text).toMatch(/Alunos a visitar .* Davi Melo Jovens 3 Sim/)
    expect(text).not.toMatch(/Caio Reis Jovens 2/)
    expect(text).toMatch(
      /Classe Jovens: presença por aluno Aluno Domingos 1 a 13 Pres. Faltas Ana Souza P ?P ?P( ?·){10} 3 0/,
    )
    expect(text).toMatch(/Davi Melo F ?F ?F( ?·){10} 0 3/)
    expect(text).toContain('Revista do trimestre: Lições Bíblicas. Revistas trazidas às aulas: 2.')
    // Senhoras took no roll: its student is listed with no mark, and nobody to visit there.
    expect(text).toMatch(/Gina Prado ·( ?·){12} 0 0/)
  })
})
