import type { Language } from '../../http/i18n'
import { accountNameLine } from './user-text'

/**
 * The identity e-mails (password reset, e-mail validation) in the user's language. The user's
 * name, which a user manager typed, appears only on its labelled line (user-text.ts).
 */
export interface MailText {
  subject: string
  text: string
}

interface Vars {
  name: string
  link: string
}

const reset: Record<Language, (v: Vars) => MailText> = {
  'pt-BR': ({ name, link }) => ({
    subject: 'Celeiro: redefinição de senha',
    text: `Olá.\n\nRecebemos um pedido para redefinir a senha da sua conta no Celeiro.${accountNameLine('pt-BR', name)}\n\nPara criar uma nova senha, abra o link abaixo (válido por 2 horas, uso único):\n\n${link}\n\nSe você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.`,
  }),
  en: ({ name, link }) => ({
    subject: 'Celeiro: password reset',
    text: `Hello.\n\nWe received a request to reset the password of your Celeiro account.${accountNameLine('en', name)}\n\nTo create a new password, open the link below (valid for 2 hours, single use):\n\n${link}\n\nIf you did not make this request, ignore this e-mail: your password stays the same.`,
  }),
  es: ({ name, link }) => ({
    subject: 'Celeiro: restablecimiento de contraseña',
    text: `Hola.\n\nRecibimos una solicitud para restablecer la contraseña de su cuenta de Celeiro.${accountNameLine('es', name)}\n\nPara crear una nueva contraseña, abra el enlace a continuación (válido por 2 horas, de un solo uso):\n\n${link}\n\nSi usted no hizo esta solicitud, ignore este correo: su contraseña sigue siendo la misma.`,
  }),
}

const validation: Record<Language, (v: Vars) => MailText> = {
  'pt-BR': ({ name, link }) => ({
    subject: 'Celeiro: confirme o seu e-mail',
    text: `Olá.\n\nUma conta foi criada para você no Celeiro.${accountNameLine('pt-BR', name)}\n\nPara confirmar o seu endereço de e-mail, abra o link abaixo (válido por 48 horas):\n\n${link}\n\nSe você não esperava este e-mail, pode ignorá-lo.`,
  }),
  en: ({ name, link }) => ({
    subject: 'Celeiro: confirm your e-mail',
    text: `Hello.\n\nAn account was created for you in Celeiro.${accountNameLine('en', name)}\n\nTo confirm your e-mail address, open the link below (valid for 48 hours):\n\n${link}\n\nIf you were not expecting this e-mail, you can ignore it.`,
  }),
  es: ({ name, link }) => ({
    subject: 'Celeiro: confirme su correo electrónico',
    text: `Hola.\n\nSe creó una cuenta para usted en Celeiro.${accountNameLine('es', name)}\n\nPara confirmar su dirección de correo electrónico, abra el enlace a continuación (válido por 48 horas):\n\n${link}\n\nSi no esperaba este correo, puede ignorarlo.`,
  }),
}

export const passwordResetMail = (lang: Language, vars: Vars): MailText => reset[lang](vars)
export const emailValidationMail = (lang: Language, vars: Vars): MailText => validation[lang](vars)
