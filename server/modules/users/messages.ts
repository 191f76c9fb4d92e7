import { registerMessages } from '../../http/i18n'

/**
 * Messages of the users module, in the product's three languages: the hourly limit of the
 * mails a user manager makes Celeiro send (user-mail-limit.ts), and what the manager is told
 * when a saved user's mail waits for it. The button named is the users screen's.
 */
registerMessages({
  'pt-BR': {
    user_mail_limit:
      'Esta organização chegou ao limite de e-mails de validação por hora. Tente de novo mais tarde.',
    invitation_not_sent:
      'Usuário criado, mas o e-mail de validação não foi enviado: esta organização chegou ao limite de e-mails de validação por hora. Daqui a {minutes} min, use “Reenviar e-mail de validação” na ficha do usuário.',
    email_change_not_sent:
      'Alteração salva, mas o e-mail de confirmação do novo endereço não foi enviado: esta organização chegou ao limite de e-mails de validação por hora. Daqui a {minutes} min, use “Reenviar e-mail de validação” na ficha do usuário.',
  },
  en: {
    user_mail_limit:
      'This organisation has reached its hourly limit of validation e-mails. Try again later.',
    invitation_not_sent:
      'User created, but the validation e-mail was not sent: this organisation has reached its hourly limit of validation e-mails. In {minutes} min, use “Resend validation e-mail” on the user’s record.',
    email_change_not_sent:
      'Change saved, but the confirmation e-mail for the new address was not sent: this organisation has reached its hourly limit of validation e-mails. In {minutes} min, use “Resend validation e-mail” on the user’s record.',
  },
  es: {
    user_mail_limit:
      'Esta organización llegó al límite de correos de validación por hora. Intente de nuevo más tarde.',
    invitation_not_sent:
      'Usuario creado, pero el correo de validación no se envió: esta organización llegó al límite de correos de validación por hora. Dentro de {minutes} min, use “Reenviar correo de validación” en la ficha del usuario.',
    email_change_not_sent:
      'Cambio guardado, pero el correo de confirmación de la nueva dirección no se envió: esta organización llegó al límite de correos de validación por hora. Dentro de {minutes} min, use “Reenviar correo de validación” en la ficha del usuario.',
  },
})
