import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { labels } from '../../lib/labels'
import type { MutationName } from '../../../sync'
import { splitName } from './summarize'

type Parts<N> = N extends `${infer E}.${infer A}` ? { entity: E; action: A } : never
type Action = Parts<MutationName>['action']
type Entity = Parts<MutationName>['entity']

/** Every action and entity of the catalog's mutations: a new one does not compile without its word. */
const ACTIONS = {
  create: msg`Inclusão`,
  update: msg`Alteração`,
  delete: msg`Exclusão`,
  transfer: msg`Transferência`,
  approve: msg`Aprovação`,
  save: msg`Registro`,
} satisfies Record<Action, MessageDescriptor>

const ENTITIES = {
  tithe: msg`Dízimo ou oferta`,
  titheBudget: msg`Meta de dízimos`,
  member: msg`Membro ou visitante`,
  revenue: msg`Receita`,
  expense: msg`Despesa`,
  revenueReceipt: msg`Recebimento`,
  expensePayment: msg`Pagamento`,
  revenueAttachment: msg`Anexo`,
  expenseAttachment: msg`Anexo`,
  repasseRegister: msg`Repasse`,
  serviceClosing: msg`Fechamento de culto`,
  convention: msg`Convenção`,
  field: msg`Campo`,
  sector: msg`Setor`,
  church: msg`Igreja`,
  user: msg`Usuário`,
  role: msg`Função`,
  level: msg`Nível`,
  event: msg`Campanha`,
  asset: msg`Patrimônio`,
  assetItem: msg`Item de patrimônio`,
  assetMovement: msg`Movimentação de patrimônio`,
  liability: msg`Passivo`,
  ebdClass: msg`Classe da EBD`,
  ebdEnrolment: msg`Matrícula na EBD`,
  ebdQuarter: msg`Trimestre da EBD`,
  ebdRoll: msg`Chamada da EBD`,
} satisfies Record<Entity, MessageDescriptor>

const actionLabel = labels(ACTIONS)
const entityLabel = labels(ENTITIES)

/**
 * What a queued or refused change is, in the user's words: "Inclusão · Dízimo". A name the
 * catalog no longer has (a change queued by an older version) shows its own parts.
 */
export function mutationLabel(name: string): string {
  const { entity, action } = splitName(name)
  const what = Object.hasOwn(ACTIONS, action) ? actionLabel(action as Action) : action
  const of = Object.hasOwn(ENTITIES, entity) ? entityLabel(entity as Entity) : entity
  return `${what} · ${of}`
}
