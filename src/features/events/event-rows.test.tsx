// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ChurchEvent } from '../../../sync'
import { ListCards } from '../../components/list-screen'
import { namesOwners, useEventColumns } from './event-columns'

const congress = (id: string, churchId: string) =>
  ({
    id,
    conventionId: 'cv',
    fieldId: 'f1',
    sectorId: 's1',
    churchId,
    name: 'Congresso de jovens',
    startDate: '2026-11-20',
    endDate: '2026-11-22',
    location: '',
    revenueBudget: 1000_00,
  }) as unknown as ChurchEvent
const NAMES: Record<string, string> = {
  c1: 'Igreja Sede Campinas',
  c2: 'Congregação São Bernardo',
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>
  </I18nProvider>
)

function cardTitles(events: ChurchEvent[]) {
  const { result } = renderHook(
    () =>
      useEventColumns({
        events,
        whose: (e) => NAMES[e.churchId ?? ''] ?? '—',
        period: () => '20/11/2026 – 22/11/2026',
        collected: () => 0,
        today: '2026-11-28',
      }),
    { wrapper },
  )
  render(
    <ListCards
      columns={result.current}
      rows={events}
      getRowId={(e) => e.id}
      getRowLabel={(e) => e.name}
      onView={() => undefined}
    />,
    { wrapper },
  )
  return screen.getAllByTestId('list-card').map((card) => card.querySelector('button')?.textContent)
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'pt-BR', messages: {} })
})
afterEach(cleanup)

describe('the campaigns of a user above several churches', () => {
  it("name each row's church: two 'Congresso de jovens' tell apart", () => {
    const both = [congress('e1', 'c1'), congress('e2', 'c2')]
    expect(namesOwners(both)).toBe(true)
    expect(cardTitles(both)).toEqual([
      'Congresso de jovensIgreja Sede Campinas',
      'Congresso de jovensCongregação São Bernardo',
    ])
  })

  it("of one church's user name none", () => {
    const one = [congress('e1', 'c1'), { ...congress('e3', 'c1'), name: 'Retiro de casais' }]
    expect(namesOwners(one)).toBe(false)
    expect(cardTitles(one)).toEqual(['Congresso de jovens', 'Retiro de casais'])
  })
})
