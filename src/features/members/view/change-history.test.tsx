// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as Sync from '../../../../sync'
import { ChangeHistory } from './change-history'

const SEDE = '01a22525-6b1c-7d2e-8f90-123456789abc'
const SAO_BERNARDO = '01a22525-6b1c-7d2e-8f90-1234567895b0'

vi.mock('../../../../sync', async (original) => ({
  ...(await original<typeof Sync>()),
  request: vi.fn(() =>
    Promise.resolve([
      {
        id: 'h1',
        action: 'update',
        at: '2026-11-28T23:40:00Z',
        userId: 'u1',
        userName: 'Maria',
        changes: { churchId: { old: SEDE, new: SAO_BERNARDO } },
      },
    ]),
  ),
}))
vi.mock('../../../components/sync-status', () => ({ useOnline: () => true }))
vi.mock('../use-member-data', () => ({
  useHierarchy: () => ({
    names: new Map([
      [SEDE, 'Igreja Sede Campinas'],
      [SAO_BERNARDO, 'Congregação São Bernardo'],
    ]),
  }),
}))

afterEach(cleanup)

// Issue 48: the history read 'Alteração · Igreja: 01a22525-… → …5b'.
describe("a member's change history", () => {
  it('shows a transfer with the churches’ names', async () => {
    act(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))
    render(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={defaultSystem}>
          <ChangeHistory memberId="m1" />
        </ChakraProvider>
      </I18nProvider>,
    )
    const entry = await screen.findByTestId('change-history')
    expect(entry.textContent).toContain(
      'Transferência: Igreja Sede Campinas → Congregação São Bernardo',
    )
    expect(entry.textContent).not.toContain('Alteração')
    expect(entry.textContent).not.toMatch(/[0-9a-f]{8}-/)
  })
})
