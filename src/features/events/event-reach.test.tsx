// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ChurchEvent } from '../../../sync'
import { useEventColumns } from './event-columns'
import { EventProgress } from './event-progress'
import { eventFiguresShown, eventPart } from './event-reach'

/** The field's missions campaign of issue 50: R$ 14.000,00 expected from the field's churches. */
const missions = {
  id: 'e1',
  conventionId: 'cv',
  fieldId: 'f1',
  sectorId: null,
  churchId: null,
  name: 'Missões 2026',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  location: '',
  revenueBudget: 14_000_00,
} as unknown as ChurchEvent

const node = (fieldId: string | null, sectorId: string | null, churchId: string | null) => ({
  conventionId: 'cv',
  fieldId,
  sectorId,
  churchId,
})

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>
    <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>
  </I18nProvider>
)

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'pt-BR', messages: {} })
})
afterEach(cleanup)

describe("whose part of a campaign the user's figures are", () => {
  it("a church's treasurer reading the field's campaign holds only her church's part", () => {
    expect(eventPart(missions, node('f1', 's1', 'c1'))).toBe('church')
    expect(eventPart(missions, node('f1', 's1', null))).toBe('sector')
  })

  it('the field, the convention and the organisation see the whole campaign', () => {
    expect(eventPart(missions, node('f1', null, null))).toBeNull()
    expect(eventPart(missions, node(null, null, null))).toBeNull()
    expect(eventPart(missions, null)).toBeNull()
    const ownChurch = { ...missions, sectorId: 's1', churchId: 'c1' }
    expect(eventPart(ownChurch, node('f1', 's1', 'c1'))).toBeNull()
    expect(eventPart(ownChurch, node('f1', 's1', null))).toBeNull()
  })

  it("the treasurer's own church's R$ 5.175,00 is labelled hers, not a bare 37%", () => {
    render(
      <EventProgress label="Arrecadado x meta" value={5_175_00} goal={14_000_00} part="church" />,
      { wrapper },
    )
    expect(
      screen.getByText(
        /^Sua igreja: R\$\s5\.175,00 \(37\s?% da meta da campanha toda, R\$\s14\.000,00\)$/,
      ),
    ).toBeTruthy()
  })

  it('who sees the whole reads it against the goal as before', () => {
    render(<EventProgress label="Arrecadado x meta" value={5_175_00} goal={14_000_00} />, {
      wrapper,
    })
    expect(screen.getByText(/^R\$\s5\.175,00 de R\$\s14\.000,00 \(37\s?%\)$/)).toBeTruthy()
  })
})

describe('progress only for who may read the revenues it sums', () => {
  it('the one permission check: VIEW_REVENUES for what was collected, VIEW_EXPENSES for what was spent', () => {
    expect(eventFiguresShown(['VIEW_EVENTS', 'VIEW_MEMBER'])).toEqual({
      collected: false,
      spent: false,
    })
    expect(eventFiguresShown(['VIEW_EVENTS', 'VIEW_REVENUES'])).toEqual({
      collected: true,
      spent: false,
    })
  })

  it('a secretary\'s list of campaigns has no "R$ 0,00 de R$ 14.000,00 (0%)" column', () => {
    const columns = (collected?: (e: ChurchEvent) => number) =>
      renderHook(
        () =>
          useEventColumns({
            events: [missions],
            whose: () => 'Campo de Campinas',
            period: () => '01/01/2026 – 31/12/2026',
            collected,
            today: '2026-11-29',
          }),
        { wrapper },
      ).result.current.map((c) => c.id)
    expect(columns()).toEqual(['name', 'period', 'phase'])
    expect(columns(() => 0)).toEqual(['name', 'period', 'phase', 'collected'])
  })
})
