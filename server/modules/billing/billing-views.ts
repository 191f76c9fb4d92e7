import type { Charge, Invoice } from '../../../sync/contracts/billing'
import type { ChargeRow, InvoiceRow } from './billing.repo'

/** Billing rows as the API shows them (sync/contracts/billing.ts): ISO instants, no provider ids. */

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString())

export function chargeOut(row: ChargeRow): Charge {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    method: row.method,
    status: row.status,
    pixPayload: row.pixPayload,
    boletoLine: row.boletoLine,
    boletoBarcode: row.boletoBarcode,
    cardLast4: row.cardLast4,
    createdAt: new Date(row.createdAt).toISOString(),
  }
}

export function invoiceOut(row: InvoiceRow, rowCharges: ChargeRow[]): Invoice {
  return {
    id: row.id,
    planId: row.planId,
    amountCents: row.amountCents,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    dueDate: row.dueDate,
    status: row.status,
    paidAt: iso(row.paidAt),
    charges: rowCharges.filter((c) => c.invoiceId === row.id).map(chargeOut),
  }
}
