// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as Sync from '../../../sync'
import type { BillingSummary } from '../../../sync'
import { NothingLockedLine, SubscriptionActions } from './subscription-actions'

/**
 * Issue 50: an administrator cancels or reactivates the subscription from the billing screen,
 * after a confirmation; the screen says in one line that nothing is locked.
 */

const request = vi.hoisted(() => vi.fn(() => Promise.resolve({ data: {} })))
vi.mock('../../../sync', async (original) => ({
  ...(await original<typeof Sync>()),
  request,
}))
vi.mock('../../lib/toaster', () => ({ notify: { success: vi.fn(), error: vi.fn() } }))

const summary = (status: BillingSummary['status']): BillingSummary => ({
  planId: 'up_to_50',
  status,
  trialEndsAt: '2026-10-01T12:00:00.000Z',
  paymentMethod: 'pix',
  memberCount: 10,
  memberLimit: 50,
  nextInvoice: null,
  invoices: [],
})

function show(node: React.ReactNode) {
  render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>{node}</ChakraProvider>
    </I18nProvider>,
  )
}

describe('cancelling and reactivating on the billing screen', { timeout: 20_000 }, () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'pt-BR', messages: {} })
  })
  afterEach(() => {
    cleanup()
    request.mockClear()
  })

  it('cancels only after the confirmation', async () => {
    const changed = vi.fn()
    show(<SubscriptionActions summary={summary('active')} onChanged={changed} />)
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar assinatura' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('Nada é bloqueado')
    expect(request).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Sim, cancelar a assinatura' }))
    await waitFor(() => expect(changed).toHaveBeenCalled())
    expect(request).toHaveBeenCalledWith('POST', '/billing/v1/cancel')
  })

  it('offers a cancelled subscription its reactivation', async () => {
    const changed = vi.fn()
    show(<SubscriptionActions summary={summary('cancelled')} onChanged={changed} />)
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Reativar assinatura' }))
    await screen.findByRole('alertdialog')
    fireEvent.click(screen.getByRole('button', { name: 'Reativar' }))
    await waitFor(() => expect(changed).toHaveBeenCalled())
    expect(request).toHaveBeenCalledWith('POST', '/billing/v1/reactivate')
  })

  it('says in one line what a past-due or cancelled organisation keeps', () => {
    show(<NothingLockedLine />)
    expect(screen.getByTestId('billing-nothing-locked').textContent).toMatch(
      /^Nada é bloqueado por atraso ou cancelamento: .* on-line e off-line\.$/,
    )
  })
})
