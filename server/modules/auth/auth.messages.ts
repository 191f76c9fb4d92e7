import { registerMessages } from '../../http/i18n'

/** The identity module's server messages (importing this module registers them). */
registerMessages({
  'pt-BR': {
    invalid_code: 'Link inválido ou expirado. Solicite uma nova redefinição de senha.',
    invalid_current_password: 'A senha atual está incorreta.',
    password_too_common: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
  },
  en: {
    invalid_code: 'Invalid or expired link. Request a new password reset.',
    invalid_current_password: 'The current password is incorrect.',
    password_too_common: 'This password is too common and easy to guess. Choose another one.',
  },
  es: {
    invalid_code: 'Enlace inválido o expirado. Solicite un nuevo restablecimiento de contraseña.',
    invalid_current_password: 'La contraseña actual es incorrecta.',
    password_too_common: 'Esta contraseña es demasiado común y fácil de adivinar. Elija otra.',
  },
})
