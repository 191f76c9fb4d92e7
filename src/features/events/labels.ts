import { msg } from '@lingui/core/macro'
import { labels } from '../../lib/labels'
import type { EventIssue, EventLevel, EventPhase } from '../../../sync'

/** The events' messages (spec §5) as the device checks them, in the user's language. */
export const eventIssueText = labels<EventIssue>({
  event_end_before_start: msg`A data final não pode ser anterior à data inicial.`,
  event_budget_end_before_start: msg`O fim do orçamento não pode ser anterior à data inicial.`,
  event_owner_invalid: msg`Escolha a igreja, setor, campo ou convenção da campanha.`,
  event_not_found: msg`Campanha não encontrada.`,
  event_not_visible: msg`Esta campanha não é desta igreja nem de um setor, campo ou convenção acima dela.`,
  event_has_entries: msg`A campanha tem receitas, despesas, dízimos ou ofertas ligados a ela. Desvincule-os antes de excluir.`,
})

/** A form field's zod message, translated when the issue is raised (the form kit shows it as it is). */
export const issue = (code: EventIssue) => ({ error: () => eventIssueText(code) })

export const levelLabel = labels<EventLevel>({
  convention: msg`Convenção`,
  field: msg`Campo`,
  sector: msg`Setor`,
  church: msg`Igreja`,
})

export const phaseLabel = labels<EventPhase>({
  upcoming: msg`Próximo`,
  running: msg`Em andamento`,
  ended: msg`Encerrado`,
})

/** Whose share of a campaign above the user a figure is (the user's own node). */
export const partLabel = labels<EventLevel>({
  convention: msg`Sua convenção`,
  field: msg`Seu campo`,
  sector: msg`Seu setor`,
  church: msg`Sua igreja`,
})

/** Said once above the figures when they are only the user's share of a campaign above them. */
export const partNote = labels<EventLevel>({
  convention: msg`Os valores abaixo são só os da sua convenção.`,
  field: msg`Os valores abaixo são só os do seu campo.`,
  sector: msg`Os valores abaixo são só os do seu setor.`,
  church: msg`Os valores abaixo são só os da sua igreja.`,
})
