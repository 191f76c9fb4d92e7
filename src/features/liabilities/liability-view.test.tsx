// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Liability } from '../../../sync'
import { LiabilityView } from './liability-view'

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'pt-BR', messages: {} })
})
afterEach(cleanup)

const LOAN: Liability = {
  id: '01a22525-0000-7000-8000-000000000001',
  clientId: '01a22525-0000-7000-8000-000000000002',
  conventionId: '01a22525-0000-7000-8000-000000000004',
  fieldId: '01a22525-0000-7000-8000-000000000005',
  sectorId: '01a22525-0000-7000-8000-000000000006',
  churchId: '01a22525-0000-7000-8000-000000000003',
  createdAt: '2026-11-02T13:00:00.000Z',
  updatedAt: '2026-11-02T13:00:00.000Z',
  name: 'Empréstimo da reforma',
  description: 'Parcela do telhado',
  subdivision: 'Obras',
  value: 125_000,
  dueDate: '2026-12-10',
  settledOn: null,
  expenseId: null,
}

describe('a liability opened to read (issue 50: every list has a view)', () => {
  it('reads its name, church, value, due date and status, no id', () => {
    render(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={defaultSystem}>
          <LiabilityView liability={LOAN} churchName="Igreja Sede Campinas" />
        </ChakraProvider>
      </I18nProvider>,
    )
    const view = screen.getByTestId('liability-view')
    for (const text of [
      'Empréstimo da reforma',
      'Igreja Sede Campinas',
      'R$\u00a01.250,00',
      '10/12/2026',
      'Obras',
      'Parcela do telhado',
    ])
      expect(view.textContent).toContain(text)
    expect(view.textContent).toMatch(/Em aberto|Vencido há/)
    expect(view.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/)
  })
})
