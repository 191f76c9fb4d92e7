import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Member } from '../../../../sync'
import { flat, pdfText } from '../../../../tests/support/pdf-text'
import { renderDocumentPdf } from '../../../components/pdf/document-pdf'
import {
  baptismCertificate,
  documentFileName,
  isChild,
  presentationCertificate,
  transferLetter,
  type DocumentContext,
} from './member-documents-spec'

const member = (extra: Partial<Member> = {}) =>
  ({
    id: 'm1',
    name: 'Maria',
    surname: 'da Conceição',
    cpf: '52998224725',
    churchId: 'c1',
    status: 'active',
    category: 'deacon',
    birthDate: '1990-05-17',
    baptized: true,
    baptismDate: '2012-03-04',
    guardianName: '',
    admissionDate: '2012-03-04',
    ...extra,
  }) as Member

const context: DocumentContext = {
  letterhead: {
    name: 'Igreja Sede Campinas',
    cnpj: '11222333000181',
    address: 'Rua das Flores, 123, Centro, Campinas/SP',
  },
  branding: { color: '#2255aa' },
  pastor: 'Carlos Lima',
  secretary: '',
  userName: 'Rita',
  today: '2026-11-29',
  now: '2026-11-29T15:00:00.000Z',
}

describe('the member documents', { timeout: 60_000 }, () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))

  it('the transfer letter: letterhead, the member, the destination, the date in words, two signature lines', async () => {
    const text = flat(
      await pdfText(
        await renderDocumentPdf(
          transferLetter(
            member(),
            {
              toChurchName: 'Congregação São Bernardo',
              date: '2026-11-28',
              memberSince: '2012-03-04',
            },
            context,
          ),
        ),
      ),
    )
    expect(text).toMatch(
      /Igreja Sede Campinas CNPJ 11\.222\.333\/0001-81 Rua das Flores, 123, Centro, Campinas\/SP Carta de mudança/,
    )
    expect(text).toMatch(
      /Nome Maria da Conceição CPF 529\.982\.247-25 Data de nascimento 17\/05\/1990/,
    )
    expect(text).toMatch(
      /Batismo nas águas 04\/03\/2012 Membro desde 04\/03\/2012 Categoria Diácono/,
    )
    expect(text).toMatch(
      /Igreja de destino Congregação São Bernardo Data da transferência 28\/11\/2026/,
    )
    expect(text).toContain('À Congregação São Bernardo.')
    expect(text).toContain(
      'A Igreja Sede Campinas apresenta e recomenda o(a) irmão(ã) Maria da Conceição',
    )
    expect(text).toContain('29 de novembro de 2026')
    expect(text).toMatch(/Carlos Lima Pastor presidente\s+Secretário\(a\)/)
  })

  it('the baptism certificate says the baptism date in words', async () => {
    const text = flat(await pdfText(await renderDocumentPdf(baptismCertificate(member(), context))))
    expect(text).toContain('Certificado de Batismo')
    expect(text).toContain('Maria da Conceição foi batizado(a) nas águas em 4 de março de 2012')
    expect(text).toContain('CNPJ 11.222.333/0001-81')
    expect(text).toContain('29 de novembro de 2026')
  })

  it('the presentation of a child, only for a child', async () => {
    const child = member({
      name: 'Davi',
      surname: 'Souza',
      birthDate: '2020-12-01',
      guardianName: 'Ana e João Souza',
      baptized: false,
      baptismDate: null,
    })
    expect(isChild(child, '2026-11-29')).toBe(true)
    expect(isChild(member(), '2026-11-29')).toBe(false)
    const text = flat(
      await pdfText(await renderDocumentPdf(presentationCertificate(child, context))),
    )
    expect(text).toContain('Certificado de Apresentação')
    expect(text).toContain(
      'a criança Davi Souza, nascida em 1º de dezembro de 2020, filha de Ana e João Souza, foi apresentada ao Senhor na Igreja Sede Campinas',
    )
  })

  it('names the file after the member, plain letters only', () => {
    expect(documentFileName('carta-de-mudanca', member())).toBe(
      'carta-de-mudanca_maria-da-conceicao.pdf',
    )
  })
})
