import { t } from '@lingui/core/macro'
import type { EntityName, MutationName } from '../../../sync'
import { formatDate, formatMoney, formatPeriod, fullName } from '../../lib/format'
import { mutationLabel } from './mutation-labels'
import { splitName } from './summarize'

type Values = Record<string, unknown>
type EntityOf<N> = N extends `${infer E}.${string}` ? E : never
type Entity = EntityOf<MutationName>

/** The mirror table of each mutation's entity: a new entity does not compile without its table. */
const TABLES = {
  convention: 'conventions',
  field: 'fields',
  sector: 'sectors',
  church: 'churches',
  level: 'levels',
  role: 'roles',
  user: 'users',
  member: 'members',
  revenue: 'revenues',
  expense: 'expenses',
  revenueReceipt: 'revenueReceipts',
  expensePayment: 'expensePayments',
  tithe: 'tithes',
  titheBudget: 'titheBudgets',
  repasseRegister: 'repasseRegisters',
  serviceClosing: 'serviceClosings',
  revenueAttachment: 'revenueAttachments',
  expenseAttachment: 'expenseAttachments',
  asset: 'assets',
  assetMovement: 'assetMovements',
  assetItem: 'assetItems',
  liability: 'liabilities',
  event: 'events',
  ebdClass: 'ebdClasses',
  ebdEnrolment: 'ebdEnrolments',
  ebdQuarter: 'ebdQuarters',
  ebdRoll: 'ebdRolls',
} as const satisfies Record<Entity, EntityName>

/** The mirror table of a mutation name's entity; undefined for a name the catalog no longer has. */
const tableOf = (entity: string): EntityName | undefined =>
  Object.hasOwn(TABLES, entity) ? TABLES[entity as Entity] : undefined

/** The mirror rows a summary names (members, churches, the changed row): looked up by entity and id. */
export interface NameBook {
  row(entity: EntityName, id: string): Values | undefined
}

export const EMPTY_BOOK: NameBook = { row: () => undefined }

const record = (value: unknown): Values =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {}
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
const id = (value: unknown): string => (typeof value === 'string' ? value : '')
const money = (value: unknown): string => (typeof value === 'number' ? formatMoney(value) : '')
const day = (value: unknown): string => (typeof value === 'string' ? formatDate(value) : '')

/** A member's name from the mirror; one no longer there (or never synced here) is "membro removido". */
function memberName(book: NameBook, memberId: unknown): string {
  const row = id(memberId) ? book.row('members', id(memberId)) : undefined
  return row ? fullName({ name: text(row.name), surname: text(row.surname) }) : t`membro removido`
}

function namedRow(book: NameBook, entity: EntityName, rowId: unknown): string {
  const row = id(rowId) ? book.row(entity, id(rowId)) : undefined
  return row ? text(row.name) || text(row.identifier) : t`registro removido`
}

/** A tithe (memberId) or an anonymous offering (memberId null): "Dízimo · Maria Souza · R$ 120,00 · 28/11/2026". */
function titheParts(book: NameBook, values: Values): string[] {
  const who = values.memberId ? [t`Dízimo`, memberName(book, values.memberId)] : [t`Oferta anônima`]
  return [...who, money(values.amount), day(values.date)]
}

/** What identifies a row of `entity` to a person, from its values (the args of a create, the row + patch otherwise). */
function subject(entity: string, values: Values, book: NameBook): string[] {
  switch (entity) {
    case 'member':
      return [fullName({ name: text(values.name), surname: text(values.surname) })]
    case 'user':
      return [text(values.fullName) || text(values.name)]
    case 'tithe':
      return titheParts(book, values)
    case 'titheBudget':
      return [
        typeof values.year === 'number' && typeof values.month === 'number'
          ? formatPeriod(`${values.year}-${String(values.month).padStart(2, '0')}`)
          : '',
        money(values.amount),
      ]
    case 'revenue':
    case 'expense':
      return [text(values.description), money(values.amount), day(values.dueDate)]
    case 'revenueReceipt':
    case 'expensePayment':
      return [money(values.amount), day(values.date)]
    case 'repasseRegister':
      return [typeof values.period === 'string' ? formatPeriod(values.period) : '']
    case 'assetMovement':
    case 'assetItem':
      return [
        values.assetId ? namedRow(book, 'assets', values.assetId) : '',
        text(values.identifier),
        day(values.date),
      ]
    case 'liability':
      return [text(values.name), money(values.value)]
    default:
      return [text(values.name)]
  }
}

const join = (parts: readonly string[]) => parts.filter((part) => part !== '').join(' · ')

/**
 * What a queued or refused change is, in the user's words, with names instead of ids:
 * "Dízimo · Maria Souza · R$ 120,00 · 28/11/2026", "Oferta anônima · R$ 50,00 · 28/11/2026",
 * "Conferência do culto de 28/11/2026", "Inclusão · Membro ou visitante · Maria Souza". Never an id
 * or a field name: a row no longer in the mirror is "registro removido" ("membro removido").
 */
export function summarizeMutation(name: string, args: unknown, book: NameBook): string {
  const values = record(args)
  if (name === 'tithe.create') return join(titheParts(book, values))
  if (name === 'serviceClosing.create') {
    const church = values.churchId ? book.row('churches', id(values.churchId)) : undefined
    return join([t`Conferência do culto de ${day(values.date)}`, church ? text(church.name) : ''])
  }
  const { entity, action } = splitName(name)
  const label = mutationLabel(name)
  if (action === 'create') return join([label, ...subject(entity, values, book)])
  // A transfer names its member by memberId; every other change its row by id.
  const rowId = entity === 'member' && values.memberId ? values.memberId : values.id
  const table = tableOf(entity)
  const row = table && id(rowId) ? book.row(table, id(rowId)) : undefined
  if (!row) return join([label, entity === 'member' ? t`membro removido` : t`registro removido`])
  // The row as the change leaves it; an emptied field (a refused patch) keeps the row's value.
  const patch = Object.entries(record(values.patch)).filter(([, value]) => value !== '')
  return join([label, ...subject(entity, { ...row, ...Object.fromEntries(patch) }, book)])
}

/** The (entity, id) pairs a summary of these changes looks up; after a first pass, the members of found tithes. */
export function referencesOf(
  writes: readonly { name: string; args: unknown }[],
  found: NameBook = EMPTY_BOOK,
): [EntityName, string][] {
  const refs: [EntityName, string][] = []
  for (const { name, args } of writes) {
    const values = record(args)
    const patch = record(values.patch)
    const table = tableOf(splitName(name).entity)
    for (const memberId of [values.memberId, patch.memberId]) {
      if (id(memberId)) refs.push(['members', id(memberId)])
    }
    if (id(values.churchId)) refs.push(['churches', id(values.churchId)])
    if (id(values.assetId)) refs.push(['assets', id(values.assetId)])
    if (table && id(values.id)) refs.push([table, id(values.id)])
    const row = table && id(values.id) ? found.row(table, id(values.id)) : undefined
    if (row && id(row.memberId)) refs.push(['members', id(row.memberId)])
    if (row && id(row.assetId)) refs.push(['assets', id(row.assetId)])
  }
  return refs
}

/** The summary once the names are read; until then only what kind of change it is. */
export function describeMutation(name: string, args: unknown, book: NameBook | undefined): string {
  return book ? summarizeMutation(name, args, book) : mutationLabel(name)
}
