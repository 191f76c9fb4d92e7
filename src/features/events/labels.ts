import { t } from '@lingui/core/macro'
import type { EventIssue, EventLevel, EventPhase } from '../../../sync'

/** The events' messages (spec §5) as the device checks them, in the user's language. */
export function eventIssueText(issue: EventIssue): string {
  switch (issue) {
    case 'event_end_before_start':
      return t`A data final não pode ser anterior à data inicial.`
    case 'event_budget_end_before_start':
      return t`O fim do orçamento não pode ser anterior à data inicial.`
    case 'event_owner_invalid':
      return t`Escolha a igreja, setor, campo ou convenção do evento.`
    case 'event_not_found':
      return t`Evento não encontrado.`
    case 'event_not_visible':
      return t`Este evento não é desta igreja nem de uma campanha acima dela.`
    case 'event_has_entries':
      return t`O evento tem receitas, despesas, dízimos ou ofertas ligados a ele. Desvincule-os antes de excluir.`
  }
}

/** A form field's zod message, translated when the issue is raised (the form kit shows it as it is). */
export const issue = (code: EventIssue) => ({ error: () => eventIssueText(code) })

export function levelLabel(level: EventLevel): string {
  switch (level) {
    case 'convention':
      return t`Convenção`
    case 'field':
      return t`Campo`
    case 'sector':
      return t`Setor`
    case 'church':
      return t`Igreja`
  }
}

export function phaseLabel(phase: EventPhase): string {
  switch (phase) {
    case 'upcoming':
      return t`Próximo`
    case 'running':
      return t`Em andamento`
    case 'ended':
      return t`Encerrado`
  }
}
