// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BillingSummary, Invoice } from '../../../sync'
import { InvoiceList } from './invoice-list'
import { SubscriptionCard } from './subscription-card'

/**
 * Issue 48: the billing screen at 22:30 in Brasília (01:30 UTC of the next day), run under
 * America/Sao_Paulo, Manaus, Noronha and UTC by the zone-* projects (vitest.config.ts
 * DATE_TESTS). A payment at 23:43 was paid that day; a 30-day trial started now ends 30 days
 * from today where the user is — not on the UTC dates of those moments.
 */
const ZONE = process.env.TZ || Intl.DateTimeFormat().resolvedOptions().timeZone
const LATE = new Date('2026-11-28T22:30:00-03:00')
const BRAZIL = ['America/Sao_Paulo', 'America/Manaus', 'America/Noronha']
const brazil = BRAZIL.includes(ZONE)

function show(node: React.ReactNode) {
  render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>{node}</ChakraProvider>
    </I18nProvider>,
  )
}

describe('billing dates at 22:30 in Brasília', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'pt-BR', messages: {} })
  })
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(LATE)
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('shows an invoice paid at 23:43 as paid that day', () => {
    const invoice = {
      id: 'i1',
      periodStart: '2026-11-28',
      periodEnd: '2026-12-27',
      dueDate: '2026-12-03',
      amountCents: 4_990,
      status: 'paid',
      paidAt: '2026-11-29T02:43:00.000Z', // 23:43 on 28 November in Brasília
    } as Invoice
    show(<InvoiceList invoices={[invoice]} />)
    const paid = screen.getByTestId('invoice').textContent ?? ''
    // 23:43 in Brasília is 22:43 in Manaus, and already 00:43 on the 29th in Noronha.
    const day = ZONE === 'America/Sao_Paulo' || ZONE === 'America/Manaus' ? '28' : '29'
    expect(paid).toContain(`Paga em ${day}/11/2026`)
  })

  it('counts a trial started now as 30 days, until 30 days from today', () => {
    const summary: BillingSummary = {
      planId: 'up_to_50',
      status: 'trial',
      trialEndsAt: new Date(LATE.getTime() + 30 * 86_400_000).toISOString(),
      paymentMethod: 'boleto',
      memberCount: 1,
      memberLimit: 50,
      nextInvoice: null,
      invoices: [],
    }
    show(<SubscriptionCard summary={summary} />)
    const status = screen.getByTestId('billing-status').textContent ?? ''
    expect(status).toContain(
      brazil ? '30 dias restantes (até 28/12/2026)' : '30 dias restantes (até 29/12/2026)',
    )
  })
})
