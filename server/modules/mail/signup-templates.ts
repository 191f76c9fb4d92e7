import type { Language } from '../../http/i18n'
import type { MailText } from './auth-templates'

/** Mails of the public sign-up (docs/billing.md) in the reader's language. */

interface KnownVars {
  /** Where to sign in or ask for a new password. */
  loginLink: string
  resetLink: string
}

const knownEmail: Record<Language, (v: KnownVars) => MailText> = {
  'pt-BR': ({ loginLink, resetLink }) => ({
    subject: 'Celeiro: este e-mail já tem uma conta',
    text: `Olá.\n\nAlguém tentou cadastrar uma nova organização no Celeiro com este endereço de e-mail, mas ele já tem uma conta. Nenhuma nova organização foi criada.\n\nSe foi você, entre com a sua conta:\n\n${loginLink}\n\nEsqueceu a senha? Peça uma nova em:\n\n${resetLink}\n\nSe não foi você, ignore este e-mail.`,
  }),
  en: ({ loginLink, resetLink }) => ({
    subject: 'Celeiro: this e-mail already has an account',
    text: `Hello.\n\nSomeone tried to sign up a new organisation in Celeiro with this e-mail address, but it already has an account. No new organisation was created.\n\nIf it was you, sign in with your account:\n\n${loginLink}\n\nForgot your password? Ask for a new one at:\n\n${resetLink}\n\nIf it was not you, ignore this e-mail.`,
  }),
  es: ({ loginLink, resetLink }) => ({
    subject: 'Celeiro: este correo ya tiene una cuenta',
    text: `Hola.\n\nAlguien intentó registrar una nueva organización en Celeiro con esta dirección de correo, pero ya tiene una cuenta. No se creó ninguna organización nueva.\n\nSi fue usted, inicie sesión con su cuenta:\n\n${loginLink}\n\n¿Olvidó su contraseña? Pida una nueva en:\n\n${resetLink}\n\nSi no fue usted, ignore este correo.`,
  }),
}

interface CnpjVars {
  cnpj: string
  /** Days after which a sign-up never confirmed expires and frees its CNPJ. */
  expiryDays: number
  /** Where a church whose CNPJ was taken by someone else writes to claim it. */
  contactEmail: string
}

/**
 * The same text whoever holds the CNPJ, confirmed or not (the mail tells no more than the form):
 * how an unconfirmed sign-up frees the CNPJ by itself, and how to claim one that stays taken;
 * a congregation under its headquarters' CNPJ may sign up with none (issue 50).
 */
const knownCnpj: Record<Language, (v: CnpjVars) => MailText> = {
  'pt-BR': ({ cnpj, expiryDays, contactEmail }) => ({
    subject: 'Celeiro: esta igreja já está cadastrada',
    text: `Olá.\n\nVocê tentou cadastrar uma organização no Celeiro com o CNPJ ${cnpj}, mas uma igreja com este CNPJ já está cadastrada. Nenhuma nova organização foi criada.\n\nSe a sua igreja já usa o Celeiro, peça um acesso ao administrador da sua organização. Se ela é uma congregação que usa o CNPJ da sede e quer uma organização própria no Celeiro, cadastre-se de novo com o campo CNPJ em branco.\n\nSe ninguém da sua igreja fez esse cadastro: um cadastro cujo e-mail não é confirmado em ${expiryDays} dias é cancelado e o CNPJ fica livre. Tente de novo depois desse prazo. Se o CNPJ continuar ocupado, escreva para ${contactEmail} com o cartão CNPJ da igreja e um documento de quem a representa; depois de conferir, passamos o cadastro para a igreja.`,
  }),
  en: ({ cnpj, expiryDays, contactEmail }) => ({
    subject: 'Celeiro: this church is already registered',
    text: `Hello.\n\nYou tried to sign up an organisation in Celeiro with the CNPJ ${cnpj}, but a church with this CNPJ is already registered. No new organisation was created.\n\nIf your church already uses Celeiro, ask your organisation's administrator for access. If it is a congregation that uses its headquarters' CNPJ and wants an organisation of its own in Celeiro, sign up again with the CNPJ field left blank.\n\nIf nobody at your church made that registration: a registration whose e-mail is not confirmed within ${expiryDays} days is cancelled and the CNPJ becomes free. Try again after that. If the CNPJ is still taken, write to ${contactEmail} with the church's CNPJ card and an identity document of its representative; once we have checked them, we hand the registration over to the church.`,
  }),
  es: ({ cnpj, expiryDays, contactEmail }) => ({
    subject: 'Celeiro: esta iglesia ya está registrada',
    text: `Hola.\n\nIntentó registrar una organización en Celeiro con el CNPJ ${cnpj}, pero una iglesia con este CNPJ ya está registrada. No se creó ninguna organización nueva.\n\nSi su iglesia ya usa Celeiro, pida acceso al administrador de su organización. Si es una congregación que usa el CNPJ de la sede y quiere una organización propia en Celeiro, regístrese de nuevo con el campo CNPJ en blanco.\n\nSi nadie de su iglesia hizo ese registro: un registro cuyo correo no se confirma en ${expiryDays} días se cancela y el CNPJ queda libre. Intente de nuevo después de ese plazo. Si el CNPJ sigue ocupado, escriba a ${contactEmail} con la tarjeta CNPJ de la iglesia y un documento de quien la representa; después de verificarlos, pasamos el registro a la iglesia.`,
  }),
}

export interface ContactVars {
  name: string
  email: string
  phone: string
  organisation: string
  memberCount: number
  message: string
}

const contact: Record<Language, (v: ContactVars) => MailText> = {
  'pt-BR': (v) => ({
    subject: `Celeiro: fale conosco — ${v.organisation} (${v.memberCount} membros)`,
    text: `Pedido de contato pelo cadastro (acima de 750 membros).\n\nNome: ${v.name}\nE-mail: ${v.email}\nTelefone: ${v.phone}\nOrganização: ${v.organisation}\nMembros: ${v.memberCount}\n\nMensagem:\n${v.message || '(sem mensagem)'}`,
  }),
  en: (v) => ({
    subject: `Celeiro: contact us — ${v.organisation} (${v.memberCount} members)`,
    text: `Contact request from the sign-up (above 750 members).\n\nName: ${v.name}\nE-mail: ${v.email}\nPhone: ${v.phone}\nOrganisation: ${v.organisation}\nMembers: ${v.memberCount}\n\nMessage:\n${v.message || '(no message)'}`,
  }),
  es: (v) => ({
    subject: `Celeiro: contáctenos — ${v.organisation} (${v.memberCount} miembros)`,
    text: `Solicitud de contacto desde el registro (más de 750 miembros).\n\nNombre: ${v.name}\nCorreo: ${v.email}\nTeléfono: ${v.phone}\nOrganización: ${v.organisation}\nMiembros: ${v.memberCount}\n\nMensaje:\n${v.message || '(sin mensaje)'}`,
  }),
}

export const signupKnownEmailMail = (lang: Language, vars: KnownVars): MailText =>
  knownEmail[lang](vars)
export const signupKnownCnpjMail = (lang: Language, vars: CnpjVars): MailText =>
  knownCnpj[lang](vars)
export const salesContactMail = (lang: Language, vars: ContactVars): MailText => contact[lang](vars)
