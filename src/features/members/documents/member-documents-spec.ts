import { t } from '@lingui/core/macro'
import { needsGuardian, type Member } from '../../../../sync'
import type { DocumentSpec, Letterhead, ReportBranding } from '../../../components/pdf'
import { letterheadLines } from '../../../components/pdf/use-church-letterhead'
import { dateInWords } from '../../../lib/date-in-words'
import { formatDate, formatDateTime, fullName } from '../../../lib/format'
import { displayCpf } from '../member-display'
import { categoryLabel } from '../labels'

/** What every document of a member is made with. */
export interface DocumentContext {
  /** The church that issues it (the sending church of a letter). */
  letterhead: Letterhead
  branding: ReportBranding
  /** Names for the signature lines ('' leaves the line to sign by hand). */
  pastor: string
  secretary: string
  userName: string
  /** The user's today (ISO date) and now (instant). */
  today: string
  now: string
}

/** The transfer a letter goes with: where to and when, and what the member was before it. */
export interface LetterTransfer {
  toChurchName: string
  date: string
  /** The member's "member since" at the sending church (known when the letter is made at the transfer). */
  memberSince?: string | null
}

const signatures = (context: DocumentContext) => [
  { role: t`Pastor presidente`, name: context.pastor.trim() },
  { role: t`Secretário(a)`, name: context.secretary.trim() },
]

const frame = (context: DocumentContext) => ({
  color: context.branding.color,
  logo: context.branding.logo,
  church: context.letterhead.name,
  churchLines: letterheadLines(context.letterhead),
  dateLine: dateInWords(context.today),
  signatures: signatures(context),
  footer: t`Emitido por ${context.userName} em ${formatDateTime(context.now)}`,
})

/** Whether a presentation-of-a-child certificate fits: a child (under 12) on the user's today. */
export const isChild = (member: Pick<Member, 'birthDate'>, today: string) =>
  needsGuardian(member.birthDate, today)

/** 'carta-de-mudanca_maria-souza.pdf' in the user's language. */
export const documentFileName = (kind: string, member: Pick<Member, 'name' | 'surname'>) =>
  `${kind}_${fullName(member)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.pdf`

/**
 * The transfer letter (*carta de mudança*): on the sending church's letterhead, the member's
 * data, the church it recommends the member to (its name from the church directory, as the
 * transfer recorded it), the date in words, lines for the pastor and the secretary.
 */
export function transferLetter(
  member: Member,
  transfer: LetterTransfer,
  context: DocumentContext,
): DocumentSpec {
  const name = fullName(member)
  const from = context.letterhead.name
  const facts: [string, string][] = [[t`Nome`, name]]
  if (member.cpf) facts.push([t`CPF`, displayCpf(member.cpf)])
  if (member.birthDate) facts.push([t`Data de nascimento`, formatDate(member.birthDate)])
  if (member.baptized)
    facts.push([t`Batismo nas águas`, member.baptismDate ? formatDate(member.baptismDate) : t`Sim`])
  if (transfer.memberSince) facts.push([t`Membro desde`, formatDate(transfer.memberSince)])
  facts.push([t`Categoria`, categoryLabel(member.category)])
  facts.push([t`Igreja de destino`, transfer.toChurchName])
  facts.push([t`Data da transferência`, formatDate(transfer.date)])
  return {
    layout: 'letter',
    ...frame(context),
    title: t`Carta de mudança`,
    facts,
    paragraphs: [
      t`À ${transfer.toChurchName}.`,
      t`A ${from} apresenta e recomenda o(a) irmão(ã) ${name}, membro desta igreja, que por motivo de mudança passa a congregar nessa igreja, e pede que seja recebido(a) com amor cristão.`,
      t`Declaramos que o(a) irmão(ã) está em plena comunhão com esta igreja até a data desta carta.`,
    ],
  }
}

/** The baptism certificate, from the member's baptism date. */
export function baptismCertificate(member: Member, context: DocumentContext): DocumentSpec {
  const when = member.baptismDate ? dateInWords(member.baptismDate) : ''
  return {
    layout: 'certificate',
    ...frame(context),
    title: t`Certificado de Batismo`,
    paragraphs: [
      t`Certificamos que ${fullName(member)} foi batizado(a) nas águas em ${when}, em obediência à ordenança de Nosso Senhor Jesus Cristo (Mateus 28.19), conforme os registros da ${context.letterhead.name}.`,
    ],
  }
}

/** The presentation of a child (*apresentação de criança*) to the Lord, for a child member. */
export function presentationCertificate(member: Member, context: DocumentContext): DocumentSpec {
  const born = member.birthDate ? dateInWords(member.birthDate) : ''
  const parents = member.guardianName.trim()
  return {
    layout: 'certificate',
    ...frame(context),
    title: t`Certificado de Apresentação`,
    paragraphs: [
      parents
        ? t`Certificamos que a criança ${fullName(member)}, nascida em ${born}, filha de ${parents}, foi apresentada ao Senhor na ${context.letterhead.name}, conforme Lucas 2.22.`
        : t`Certificamos que a criança ${fullName(member)}, nascida em ${born}, foi apresentada ao Senhor na ${context.letterhead.name}, conforme Lucas 2.22.`,
      t`"Deixai vir a mim os pequeninos." (Marcos 10.14)`,
    ],
  }
}
