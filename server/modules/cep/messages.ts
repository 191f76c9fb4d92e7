import { registerMessages } from '../../http/i18n'

/** Messages of the CEP lookup, in the product's three languages. */
registerMessages({
  'pt-BR': {
    service_unavailable: 'Serviço indisponível no momento. Tente novamente mais tarde.',
    invalid_cep: 'CEP inválido: informe os 8 dígitos.',
    cep_not_found: 'CEP não encontrado.',
  },
  en: {
    service_unavailable: 'Service unavailable right now. Please try again later.',
    invalid_cep: 'Invalid CEP: enter its 8 digits.',
    cep_not_found: 'CEP not found.',
  },
  es: {
    service_unavailable: 'Servicio no disponible en este momento. Intente de nuevo más tarde.',
    invalid_cep: 'CEP inválido: ingrese los 8 dígitos.',
    cep_not_found: 'CEP no encontrado.',
  },
})
