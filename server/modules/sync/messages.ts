import { registerMessages } from '../../http/i18n'

registerMessages({
  'pt-BR': {
    sync_client_too_old:
      'Este aplicativo está desatualizado. Atualize para continuar sincronizando.',
    sync_unknown_mutation: 'Operação desconhecida pelo servidor.',
    sync_mutation_id_reused: 'Esta alteração conflita com outra já enviada por este aparelho.',
    sync_args_too_large: 'Esta alteração tem dados demais ou aninhados demais e foi recusada.',
  },
  en: {
    sync_client_too_old: 'This app is out of date. Update it to keep syncing.',
    sync_unknown_mutation: 'The server does not know this operation.',
    sync_mutation_id_reused: 'This change conflicts with another one this device already sent.',
    sync_args_too_large: 'This change holds too much or too deeply nested data and was refused.',
  },
  es: {
    sync_client_too_old:
      'Esta aplicación está desactualizada. Actualícela para seguir sincronizando.',
    sync_unknown_mutation: 'El servidor no conoce esta operación.',
    sync_mutation_id_reused:
      'Este cambio entra en conflicto con otro ya enviado por este dispositivo.',
    sync_args_too_large:
      'Este cambio contiene demasiados datos o datos demasiado anidados y fue rechazado.',
  },
})
