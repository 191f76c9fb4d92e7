import { registerMessages } from '../../http/i18n'

/** Messages of sign-up and billing, in the product's three languages. */
registerMessages({
  'pt-BR': {
    plan_too_small:
      'Este plano comporta menos membros do que a organização já tem. Escolha um plano maior.',
    member_limit_reached:
      'A organização chegou ao limite de membros do seu plano. Um administrador pode mudar de plano na tela de assinatura.',
    card_declined: 'O cartão foi recusado. Tente outro cartão ou pague por PIX ou boleto.',
    invalid_card: 'Número de cartão inválido.',
    invoice_not_open: 'Esta fatura não está em aberto.',
    invalid_signature: 'Assinatura da notificação inválida.',
  },
  en: {
    plan_too_small:
      'This plan holds fewer members than the organisation already has. Choose a larger plan.',
    member_limit_reached:
      "The organisation has reached its plan's member limit. An administrator can change the plan on the subscription screen.",
    card_declined: 'The card was declined. Try another card or pay by PIX or boleto.',
    invalid_card: 'Invalid card number.',
    invoice_not_open: 'This invoice is not open.',
    invalid_signature: 'Invalid notification signature.',
  },
  es: {
    plan_too_small:
      'Este plan admite menos miembros de los que la organización ya tiene. Elija un plan mayor.',
    member_limit_reached:
      'La organización alcanzó el límite de miembros de su plan. Un administrador puede cambiar de plan en la pantalla de suscripción.',
    card_declined: 'La tarjeta fue rechazada. Pruebe otra tarjeta o pague por PIX o boleto.',
    invalid_card: 'Número de tarjeta inválido.',
    invoice_not_open: 'Esta factura no está abierta.',
    invalid_signature: 'Firma de la notificación inválida.',
  },
})
