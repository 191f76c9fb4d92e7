// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CashFlowControls } from './cash-flow-controls'

async function activate(locale: 'pt-BR' | 'en' | 'es') {
  const load = async (area: string) =>
    ((await import(`../../../locales/${locale}/${area}.po`)) as { messages: Messages }).messages
  const messages = { ...(await load('app')), ...(await load('reports')) }
  act(() => i18n.loadAndActivate({ locale, messages }))
}

const TOO_LONG = {
  'pt-BR': 'O período não pode ser maior que 6 meses.',
  en: /6 months/,
}

function show() {
  const onValid = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <CashFlowControls
          scopes={[]}
          initial={{ scope: 'all', start: '2026-01-01', end: '2026-06-30' }}
          onValid={onValid}
        />
      </ChakraProvider>
    </I18nProvider>,
  )
  return onValid
}

/** Types a date into the field labelled `label` (dd/mm/aaaa in pt-BR, as digits). */
async function type(label: string, digits: string) {
  await act(async () => {
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(label) }), {
      target: { value: digits },
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

afterEach(cleanup)

// Issue 48: after a 7-month period, a valid period brought the report back but the message stayed,
// and it stayed in Portuguese after switching to English.
describe('the cash-flow period message', { timeout: 20_000 }, () => {
  it('follows the current period, whichever date was moved', async () => {
    await activate('pt-BR')
    const onValid = show()
    await type('Fim', '31072026')
    await vi.waitFor(() => expect(screen.getByText(TOO_LONG['pt-BR'])).toBeTruthy())
    expect(onValid).toHaveBeenLastCalledWith(null)

    await type('Início', '01022026')
    await vi.waitFor(() => expect(screen.queryByText(TOO_LONG['pt-BR'])).toBeNull())
    expect(onValid).toHaveBeenLastCalledWith({
      scope: 'all',
      start: '2026-02-01',
      end: '2026-07-31',
    })

    await type('Início', '01012026')
    await vi.waitFor(() => expect(screen.getByText(TOO_LONG['pt-BR'])).toBeTruthy())
    await type('Fim', '30062026')
    await vi.waitFor(() => expect(screen.queryByText(TOO_LONG['pt-BR'])).toBeNull())
    expect(onValid).toHaveBeenLastCalledWith({
      scope: 'all',
      start: '2026-01-01',
      end: '2026-06-30',
    })
  })

  it('is in the current language', async () => {
    await activate('pt-BR')
    show()
    await type('Fim', '31072026')
    await vi.waitFor(() => expect(screen.getByText(TOO_LONG['pt-BR'])).toBeTruthy())
    await activate('en')
    await vi.waitFor(() => expect(screen.getByText(TOO_LONG.en)).toBeTruthy())
    expect(screen.queryByText(TOO_LONG['pt-BR'])).toBeNull()
  })
})
