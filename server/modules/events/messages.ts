import { registerMessages } from '../../http/i18n'

/** Messages of events and campaigns (reason codes in `details.reason` / field issues), in the three languages. */
registerMessages({
  'pt-BR': {
    event_end_before_start: 'A data final não pode ser anterior à data inicial.',
    event_budget_end_before_start: 'O fim do orçamento não pode ser anterior à data inicial.',
    event_owner_invalid: 'Escolha a igreja, setor, campo ou convenção do evento.',
    event_not_found: 'Evento não encontrado.',
    event_not_visible: 'Este evento não é desta igreja nem de uma campanha acima dela.',
    event_has_entries:
      'O evento tem receitas, despesas, dízimos ou ofertas ligados a ele. Desvincule-os antes de excluir.',
  },
  en: {
    event_end_before_start: 'The end date cannot be before the start date.',
    event_budget_end_before_start: 'The budget end cannot be before the start date.',
    event_owner_invalid: "Choose the event's church, sector, field or convention.",
    event_not_found: 'Event not found.',
    event_not_visible: "This event is not this church's nor a campaign above it.",
    event_has_entries:
      'The event has revenues, expenses, tithes or offerings linked to it. Unlink them before deleting.',
  },
  es: {
    event_end_before_start: 'La fecha final no puede ser anterior a la fecha inicial.',
    event_budget_end_before_start:
      'El fin del presupuesto no puede ser anterior a la fecha inicial.',
    event_owner_invalid: 'Elija la iglesia, sector, campo o convención del evento.',
    event_not_found: 'Evento no encontrado.',
    event_not_visible: 'Este evento no es de esta iglesia ni de una campaña por encima de ella.',
    event_has_entries:
      'El evento tiene ingresos, gastos, diezmos u ofrendas vinculados. Desvincúlelos antes de eliminarlo.',
  },
})
