import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { BILLING_TIME_ZONE } from '../../../sync/rules/billing-status'
import { localDateOf } from '../../../sync/contracts/dates'
import { atomic, type Db, type DbOrTx } from '../../db/client'
import { charges, clients, invoices, levels, mailQueue, roles, users } from '../../db/schema'
import type { Config } from '../../config'
import type { Language } from '../../http/i18n'
import { LANGUAGES } from '../../http/i18n'
import { enqueueMails, type QueuedMail } from '../mail-queue/mail-queue'
import { listInvoices, type InvoiceRow, type SubscriptionRow } from './billing.repo'
import { BILLING_MAIL_KINDS } from './billing-mails'
import { createProvider } from './providers'

/**
 * The subscription's mails (issue 50, docs/billing.md "Mails"), queued in the database
 * (mail-queue) for the organisation's administrators, each once: its dedupe key names the
 * notice and the administrator, so a pass run twice, or two passes at once, queue it once.
 * `dueNotices` is the rule (pure); `queueBillingNotices` applies it in the hourly billing pass;
 * `queueInvoicePaid` runs in the transaction that marks an invoice paid.
 */

const DAY_MS = 86_400_000

export interface Notice {
  kind: (typeof BILLING_MAIL_KINDS)[keyof typeof BILLING_MAIL_KINDS]
  /** Names the notice (the mail's dedupe key adds the administrator). */
  key: string
  invoice?: InvoiceRow
  days?: number
}

/** Whole days from `from` to `to` (ISO dates). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

/**
 * The mails a subscription should have had by `now` (each is queued once; what was queued
 * before is left out by its key). Each has a window, so a pass that comes late (a server down
 * for a day) still sends it, but an old invoice is not mailed about months later:
 * - the trial ends in 7 days (from 7 days before its end to 1 day before), in 1 day (the last day);
 * - an invoice was issued: while it is open and not yet due;
 * - an invoice is past due: 3 days after its due date (until the 10th day), and 10 days after
 *   (for a week). Nothing for a cancelled subscription.
 */
export function dueNotices(
  sub: Pick<SubscriptionRow, 'id' | 'status' | 'trialEndsAt'>,
  stored: readonly InvoiceRow[],
  now: Date,
): Notice[] {
  if (sub.status === 'cancelled') return []
  const out: Notice[] = []
  const left = Date.parse(sub.trialEndsAt) - now.getTime()
  const trialEnd = localDateOf(sub.trialEndsAt, BILLING_TIME_ZONE)
  if (left > 0 && left <= DAY_MS)
    out.push({
      kind: BILLING_MAIL_KINDS.trialEnding,
      key: `trial-1:${sub.id}:${trialEnd}`,
      days: 1,
    })
  else if (left > DAY_MS && left <= 7 * DAY_MS)
    out.push({
      kind: BILLING_MAIL_KINDS.trialEnding,
      key: `trial-7:${sub.id}:${trialEnd}`,
      days: 7,
    })
  const today = localDateOf(now, BILLING_TIME_ZONE)
  for (const invoice of stored) {
    if (invoice.status !== 'open') continue
    const late = daysBetween(invoice.dueDate, today)
    if (late <= 0)
      out.push({ kind: BILLING_MAIL_KINDS.invoiceIssued, key: `issued:${invoice.id}`, invoice })
    else if (late >= 3 && late < 10)
      out.push({ kind: BILLING_MAIL_KINDS.pastDue, key: `late-3:${invoice.id}`, invoice, days: 3 })
    else if (late >= 10 && late < 17)
      out.push({
        kind: BILLING_MAIL_KINDS.pastDue,
        key: `late-10:${invoice.id}`,
        invoice,
        days: 10,
      })
  }
  return out
}

interface Admin {
  id: string
  email: string
  language: Language
}

/** The organisation's administrators (role at level 0) who may be mailed: live, active, e-mail confirmed. */
export async function billingRecipients(db: DbOrTx, clientId: string): Promise<Admin[]> {
  const rows = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(levels, eq(levels.id, roles.levelId))
    .where(
      and(
        eq(users.clientId, clientId),
        isNull(users.deletedAt),
        eq(users.status, 'active'),
        isNotNull(users.emailConfirmedAt),
        eq(levels.order, 0),
        isNull(levels.deletedAt),
        isNull(roles.deletedAt),
      ),
    )
    .orderBy(users.id)
  return rows.map((r) => ({
    ...r,
    language: (LANGUAGES as readonly string[]).includes(r.language)
      ? (r.language as Language)
      : 'pt-BR',
  }))
}

async function organisationName(db: DbOrTx, clientId: string): Promise<string> {
  const [row] = await db
    .select({ name: clients.name })
    .from(clients)
    .where(eq(clients.id, clientId))
  return row?.name ?? ''
}

/**
 * The PIX code and boleto line of an open invoice, made once: under the invoice's row lock, the
 * latest pending PIX and boleto charges are reused and only the missing ones are asked of the
 * provider (so two passes at once make one of each). Null when the invoice is no longer open.
 */
async function invoiceCodes(
  tx: DbOrTx,
  config: Config,
  invoiceId: string,
): Promise<{ pixPayload: string; boletoLine: string } | null> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update')
  if (!invoice || invoice.status !== 'open') return null
  const pending = await tx
    .select()
    .from(charges)
    .where(and(eq(charges.invoiceId, invoice.id), eq(charges.status, 'pending')))
    .orderBy(desc(charges.createdAt))
  const provider = createProvider(config.billing)
  const codeOf = async (method: 'pix' | 'boleto') => {
    const found = pending.find((c) => c.method === method)
    if (found) return found
    const id = uuidv7()
    const made = await provider.createCharge(
      { id: invoice.id, amountCents: invoice.amountCents, dueDate: invoice.dueDate },
      { method },
      id,
    )
    const [row] = await tx
      .insert(charges)
      .values({
        id,
        clientId: invoice.clientId,
        invoiceId: invoice.id,
        method,
        status: 'pending',
        provider: provider.name,
        providerChargeId: made.providerChargeId,
        pixPayload: made.pixPayload,
        boletoLine: made.boletoLine,
        boletoBarcode: made.boletoBarcode,
      })
      .returning()
    if (!row) throw new Error('charge not stored')
    return row
  }
  const pix = await codeOf('pix')
  const boleto = await codeOf('boleto')
  return { pixPayload: pix.pixPayload ?? '', boletoLine: boleto.boletoLine ?? '' }
}

const invoiceFacts = (invoice: InvoiceRow) => ({
  invoiceId: invoice.id,
  amountCents: invoice.amountCents,
  periodStart: invoice.periodStart,
  periodEnd: invoice.periodEnd,
  dueDate: invoice.dueDate,
})

function mailsFor(
  admins: Admin[],
  notice: { kind: string; key: string },
  clientId: string,
  payload: Record<string, unknown>,
): QueuedMail[] {
  return admins.map((admin) => ({
    kind: notice.kind,
    recipient: admin.email,
    language: admin.language,
    payload,
    dedupeKey: `billing:${notice.key}:${admin.id}`,
    clientId,
  }))
}

/** Queues one notice's mails (with the invoice's codes for an issued invoice), in one transaction. */
async function queueNotice(
  db: Db,
  config: Config,
  sub: SubscriptionRow,
  notice: Notice,
  now: Date,
): Promise<number> {
  return atomic(db, async (tx) => {
    const admins = await billingRecipients(tx, sub.clientId)
    if (admins.length === 0) return 0
    const base = {
      organisation: await organisationName(tx, sub.clientId),
      link: `${config.appOrigin}/billing`,
    }
    let payload: Record<string, unknown>
    if (notice.kind === BILLING_MAIL_KINDS.trialEnding)
      payload = {
        ...base,
        days: notice.days,
        trialEndsOn: localDateOf(sub.trialEndsAt, BILLING_TIME_ZONE),
      }
    else if (notice.kind === BILLING_MAIL_KINDS.invoiceIssued && notice.invoice) {
      const codes = await invoiceCodes(tx, config, notice.invoice.id)
      if (!codes) return 0
      payload = { ...base, ...invoiceFacts(notice.invoice), ...codes }
    } else if (notice.invoice)
      payload = { ...base, ...invoiceFacts(notice.invoice), days: notice.days }
    else return 0
    return enqueueMails(tx, mailsFor(admins, notice, sub.clientId, payload), now)
  })
}

/** Already queued for every administrator (a cheap read before any transaction). */
async function alreadyQueued(db: Db, keys: string[]): Promise<boolean> {
  if (keys.length === 0) return true
  const rows = await db
    .select({ key: mailQueue.dedupeKey })
    .from(mailQueue)
    .where(inArray(mailQueue.dedupeKey, keys))
  return rows.length === keys.length
}

/**
 * The hourly pass's mails for one subscription (already advanced to `now`): queues every due
 * notice not queued yet. Returns how many mails were queued.
 */
export async function queueBillingNotices(
  db: Db,
  config: Config,
  sub: SubscriptionRow,
  now: Date,
): Promise<number> {
  const notices = dueNotices(sub, await listInvoices(db, sub.clientId), now)
  if (notices.length === 0) return 0
  const admins = await billingRecipients(db, sub.clientId)
  let queued = 0
  for (const notice of notices) {
    const keys = admins.map((a) => `billing:${notice.key}:${a.id}`)
    if (await alreadyQueued(db, keys)) continue
    queued += await queueNotice(db, config, sub, notice, now)
  }
  return queued
}

/** In the transaction that marks an invoice paid: its "payment received" mails. */
export async function queueInvoicePaid(
  tx: DbOrTx,
  config: Config,
  invoice: InvoiceRow,
  now: Date,
): Promise<number> {
  const admins = await billingRecipients(tx, invoice.clientId)
  const payload = {
    organisation: await organisationName(tx, invoice.clientId),
    link: `${config.appOrigin}/billing`,
    ...invoiceFacts(invoice),
  }
  const notice = { kind: BILLING_MAIL_KINDS.invoicePaid, key: `paid:${invoice.id}` }
  return enqueueMails(tx, mailsFor(admins, notice, invoice.clientId, payload), now)
}
