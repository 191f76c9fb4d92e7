import { parseIsoDate } from '../../../sync/contracts/dates'
import type { Language } from '../../http/i18n'
import { quotedName } from '../mail/user-text'
import { registerMailKind, type RenderedMail } from '../mail-queue/mail-queue'

/**
 * The subscription's mails to the organisation's administrators (issue 50, docs/billing.md), in
 * the reader's language, queued by billing-notices.ts and written when sent. The payload holds
 * what the mail says (amounts in centavos, ISO dates of the Brasília calendar, the PIX code and
 * boleto line); the organisation's name, which a person typed, appears only on its labelled line
 * in quotes (mail/user-text.ts). Plain text: nothing is rendered as markup.
 */

export const BILLING_MAIL_KINDS = {
  trialEnding: 'billing_trial_ending',
  invoiceIssued: 'billing_invoice_issued',
  invoicePaid: 'billing_invoice_paid',
  pastDue: 'billing_invoice_past_due',
} as const

const LOCALE: Record<Language, string> = { 'pt-BR': 'pt-BR', en: 'en-GB', es: 'es' }

/** 'R$ 1.234,56' / 'R$ 1,234.56' / 'R$ 1.234,56': money is always in reais. */
export function mailMoney(centavos: number, lang: Language): string {
  const digits = new Intl.NumberFormat(LOCALE[lang], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(centavos / 100)
  return `R$ ${digits}`
}

/** An ISO date ('2026-12-05') written out: '5 de dezembro de 2026', '5 December 2026'. */
export function mailDate(iso: string, lang: Language): string {
  const parts = parseIsoDate(iso)
  if (!parts) return iso
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day, 12))
  return new Intl.DateTimeFormat(LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

const str = (p: Record<string, unknown>, key: string) => {
  const value = p[key]
  return typeof value === 'string' ? value : ''
}
const num = (p: Record<string, unknown>, key: string) => {
  const value = p[key]
  return typeof value === 'number' ? value : 0
}

const ORG_LABEL: Record<Language, string> = {
  'pt-BR': 'Organização',
  en: 'Organisation',
  es: 'Organización',
}
const orgLine = (lang: Language, p: Record<string, unknown>) => {
  const quoted = quotedName(str(p, 'organisation'))
  return quoted ? `${ORG_LABEL[lang]}: ${quoted}\n\n` : ''
}

/** What a past-due or cancelled organisation keeps (docs/billing.md "What an organisation keeps"). */
export const NOTHING_LOCKED: Record<Language, string> = {
  'pt-BR':
    'Nada é bloqueado por falta de pagamento: todos os dados da organização continuam disponíveis para leitura e edição, on-line e off-line.',
  en: 'Nothing is locked for non-payment: all of the organisation’s data stays readable and editable, online and offline.',
  es: 'Nada se bloquea por falta de pago: todos los datos de la organización siguen disponibles para leer y editar, en línea y sin conexión.',
}

function trialEnding(lang: Language, p: Record<string, unknown>): RenderedMail {
  const days = num(p, 'days')
  const end = mailDate(str(p, 'trialEndsOn'), lang)
  const link = str(p, 'link')
  const org = orgLine(lang, p)
  if (lang === 'en')
    return {
      subject: `Celeiro: your free trial ends in ${days === 1 ? '1 day' : `${days} days`}`,
      text: `Hello.\n\n${org}The organisation's free trial of Celeiro ends on ${end}. After that, one invoice a month is issued, payable by PIX, boleto or card. You can review the plan and the payment method on the subscription screen:\n\n${link}`,
      link,
    }
  if (lang === 'es')
    return {
      subject: `Celeiro: su prueba gratuita termina en ${days === 1 ? '1 día' : `${days} días`}`,
      text: `Hola.\n\n${org}La prueba gratuita de Celeiro de la organización termina el ${end}. Después se emite una factura al mes, pagadera por PIX, boleto o tarjeta. Puede revisar el plan y la forma de pago en la pantalla de suscripción:\n\n${link}`,
      link,
    }
  return {
    subject: `Celeiro: seu teste grátis termina em ${days === 1 ? '1 dia' : `${days} dias`}`,
    text: `Olá.\n\n${org}O teste grátis do Celeiro da organização termina em ${end}. Depois disso, é emitida uma fatura por mês, paga por PIX, boleto ou cartão. Você pode conferir o plano e a forma de pagamento na tela de assinatura:\n\n${link}`,
    link,
  }
}

function invoiceIssued(lang: Language, p: Record<string, unknown>): RenderedMail {
  const amount = mailMoney(num(p, 'amountCents'), lang)
  const from = mailDate(str(p, 'periodStart'), lang)
  const to = mailDate(str(p, 'periodEnd'), lang)
  const due = mailDate(str(p, 'dueDate'), lang)
  const pix = str(p, 'pixPayload')
  const boleto = str(p, 'boletoLine')
  const link = str(p, 'link')
  const org = orgLine(lang, p)
  if (lang === 'en')
    return {
      subject: `Celeiro: invoice of ${amount}, due ${due}`,
      text: `Hello.\n\n${org}The invoice for ${from} to ${to} has been issued: ${amount}, due on ${due}.\n\nPIX copy and paste:\n${pix}\n\nBoleto line:\n${boleto}\n\nYou can also pay by card on the subscription screen:\n\n${link}`,
      link,
    }
  if (lang === 'es')
    return {
      subject: `Celeiro: factura de ${amount}, vence el ${due}`,
      text: `Hola.\n\n${org}Se emitió la factura del ${from} al ${to}: ${amount}, con vencimiento el ${due}.\n\nPIX copia y pega:\n${pix}\n\nLínea del boleto:\n${boleto}\n\nTambién puede pagar con tarjeta en la pantalla de suscripción:\n\n${link}`,
      link,
    }
  return {
    subject: `Celeiro: fatura de ${amount}, vence em ${due}`,
    text: `Olá.\n\n${org}A fatura de ${from} a ${to} foi emitida: ${amount}, com vencimento em ${due}.\n\nPIX copia e cola:\n${pix}\n\nLinha digitável do boleto:\n${boleto}\n\nVocê também pode pagar com cartão na tela de assinatura:\n\n${link}`,
    link,
  }
}

function invoicePaid(lang: Language, p: Record<string, unknown>): RenderedMail {
  const amount = mailMoney(num(p, 'amountCents'), lang)
  const from = mailDate(str(p, 'periodStart'), lang)
  const to = mailDate(str(p, 'periodEnd'), lang)
  const link = str(p, 'link')
  const org = orgLine(lang, p)
  if (lang === 'en')
    return {
      subject: `Celeiro: payment of ${amount} received`,
      text: `Hello.\n\n${org}We received the payment of ${amount} for the invoice of ${from} to ${to}. Thank you.\n\nThe invoices are on the subscription screen:\n\n${link}`,
      link,
    }
  if (lang === 'es')
    return {
      subject: `Celeiro: pago de ${amount} recibido`,
      text: `Hola.\n\n${org}Recibimos el pago de ${amount} de la factura del ${from} al ${to}. Gracias.\n\nLas facturas están en la pantalla de suscripción:\n\n${link}`,
      link,
    }
  return {
    subject: `Celeiro: pagamento de ${amount} recebido`,
    text: `Olá.\n\n${org}Recebemos o pagamento de ${amount} da fatura de ${from} a ${to}. Obrigado.\n\nAs faturas estão na tela de assinatura:\n\n${link}`,
    link,
  }
}

function pastDue(lang: Language, p: Record<string, unknown>): RenderedMail {
  const amount = mailMoney(num(p, 'amountCents'), lang)
  const days = num(p, 'days')
  const due = mailDate(str(p, 'dueDate'), lang)
  const link = str(p, 'link')
  const org = orgLine(lang, p)
  if (lang === 'en')
    return {
      subject: `Celeiro: invoice of ${amount} is ${days} days past due`,
      text: `Hello.\n\n${org}The invoice of ${amount} that was due on ${due} has not been paid yet. You can pay it by PIX, boleto or card on the subscription screen:\n\n${link}\n\n${NOTHING_LOCKED.en}`,
      link,
    }
  if (lang === 'es')
    return {
      subject: `Celeiro: la factura de ${amount} tiene ${days} días de atraso`,
      text: `Hola.\n\n${org}La factura de ${amount} con vencimiento el ${due} aún no se ha pagado. Puede pagarla por PIX, boleto o tarjeta en la pantalla de suscripción:\n\n${link}\n\n${NOTHING_LOCKED.es}`,
      link,
    }
  return {
    subject: `Celeiro: a fatura de ${amount} está ${days} dias em atraso`,
    text: `Olá.\n\n${org}A fatura de ${amount} com vencimento em ${due} ainda não foi paga. Você pode pagá-la por PIX, boleto ou cartão na tela de assinatura:\n\n${link}\n\n${NOTHING_LOCKED['pt-BR']}`,
    link,
  }
}

registerMailKind(BILLING_MAIL_KINDS.trialEnding, trialEnding)
registerMailKind(BILLING_MAIL_KINDS.invoiceIssued, invoiceIssued)
registerMailKind(BILLING_MAIL_KINDS.invoicePaid, invoicePaid)
registerMailKind(BILLING_MAIL_KINDS.pastDue, pastDue)
