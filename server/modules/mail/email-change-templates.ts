import type { Language } from '../../http/i18n'
import type { MailText } from './auth-templates'
import { accountNameLine } from './user-text'

/** The two e-mails of an address change (docs/security.md): confirm to the new, notice to the old. */
interface ConfirmVars {
  name: string
  link: string
  newEmail: string
}
interface NoticeVars {
  name: string
  oldEmail: string
  newEmail: string
}

const confirm: Record<Language, (v: ConfirmVars) => MailText> = {
  'pt-BR': ({ name, link, newEmail }) => ({
    subject: 'Celeiro: confirme o seu novo e-mail',
    text: `Olá.\n\nFoi pedida a troca do e-mail da sua conta no Celeiro para ${newEmail}.${accountNameLine('pt-BR', name)}\n\nPara confirmar, abra o link abaixo (válido por 48 horas):\n\n${link}\n\nAté a confirmação, você continua entrando com o e-mail atual. Ao confirmar, todas as suas sessões são encerradas e você entra de novo com o novo e-mail.\n\nSe você não esperava este e-mail, ignore-o: nada muda.`,
  }),
  en: ({ name, link, newEmail }) => ({
    subject: 'Celeiro: confirm your new e-mail',
    text: `Hello.\n\nA change of your Celeiro account's e-mail to ${newEmail} was requested.${accountNameLine('en', name)}\n\nTo confirm it, open the link below (valid for 48 hours):\n\n${link}\n\nUntil you confirm, you keep signing in with your current e-mail. Once confirmed, all your sessions end and you sign in again with the new e-mail.\n\nIf you were not expecting this e-mail, ignore it: nothing changes.`,
  }),
  es: ({ name, link, newEmail }) => ({
    subject: 'Celeiro: confirme su nuevo correo electrónico',
    text: `Hola.\n\nSe solicitó cambiar el correo electrónico de su cuenta de Celeiro a ${newEmail}.${accountNameLine('es', name)}\n\nPara confirmarlo, abra el enlace a continuación (válido por 48 horas):\n\n${link}\n\nHasta la confirmación, sigue iniciando sesión con su correo actual. Al confirmar, todas sus sesiones se cierran e inicia sesión de nuevo con el nuevo correo.\n\nSi no esperaba este correo, ignórelo: nada cambia.`,
  }),
}

const notice: Record<Language, (v: NoticeVars) => MailText> = {
  'pt-BR': ({ name, oldEmail, newEmail }) => ({
    subject: 'Celeiro: pedido de troca do seu e-mail',
    text: `Olá.\n\nFoi pedida a troca do e-mail da sua conta no Celeiro de ${oldEmail} para ${newEmail}.${accountNameLine('pt-BR', name)}\n\nA troca só vale depois que o novo endereço for confirmado; então todas as suas sessões serão encerradas.\n\nSe você não reconhece este pedido, fale agora com o administrador do Celeiro da sua igreja.`,
  }),
  en: ({ name, oldEmail, newEmail }) => ({
    subject: 'Celeiro: request to change your e-mail',
    text: `Hello.\n\nA change of your Celeiro account's e-mail from ${oldEmail} to ${newEmail} was requested.${accountNameLine('en', name)}\n\nThe change takes effect only after the new address is confirmed; then all your sessions will end.\n\nIf you do not recognise this request, contact your church's Celeiro administrator now.`,
  }),
  es: ({ name, oldEmail, newEmail }) => ({
    subject: 'Celeiro: solicitud de cambio de su correo electrónico',
    text: `Hola.\n\nSe solicitó cambiar el correo electrónico de su cuenta de Celeiro de ${oldEmail} a ${newEmail}.${accountNameLine('es', name)}\n\nEl cambio solo vale después de que se confirme la nueva dirección; entonces todas sus sesiones se cerrarán.\n\nSi no reconoce esta solicitud, comuníquese ahora con el administrador de Celeiro de su iglesia.`,
  }),
}

export const emailChangeConfirmMail = (lang: Language, vars: ConfirmVars): MailText =>
  confirm[lang](vars)
export const emailChangeNoticeMail = (lang: Language, vars: NoticeVars): MailText =>
  notice[lang](vars)
