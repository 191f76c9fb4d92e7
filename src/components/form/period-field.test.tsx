// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { Form } from './form'
import { PERIOD_MONTHS_BACK, PeriodField, periodOptions } from './period-field'
import { useZodForm } from './use-zod-form'

const schema = z.object({ period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid_period') })

function PeriodForm({
  period,
  onSave,
}: {
  period: string
  onSave: (v: { period: string }) => void
}) {
  const form = useZodForm(schema, { defaultValues: { period } })
  return (
    <Form form={form} onSubmit={onSave}>
      <PeriodField name="period" label="Período" />
      <button type="submit">Salvar</button>
    </Form>
  )
}

function renderForm(locale: string, period: string, onSave = vi.fn()) {
  act(() => i18n.loadAndActivate({ locale, messages: {} }))
  render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <PeriodForm period={period} onSave={onSave} />
      </ChakraProvider>
    </I18nProvider>,
  )
  return onSave
}

afterEach(cleanup)

describe('periodOptions', () => {
  it('names the months in the app language, this month first, five years back', () => {
    const options = periodOptions('', 'pt-BR', '2026-11-29')
    expect(options).toHaveLength(PERIOD_MONTHS_BACK + 1)
    expect(options.slice(0, 3)).toEqual([
      { value: '2026-11', label: 'novembro de 2026' },
      { value: '2026-10', label: 'outubro de 2026' },
      { value: '2026-09', label: 'setembro de 2026' },
    ])
    expect(options.at(-1)).toEqual({ value: '2021-11', label: 'novembro de 2021' })
    expect(periodOptions('', 'en', '2026-11-29')[1]?.label).toBe('October 2026')
    expect(periodOptions('', 'es', '2026-11-29')[1]?.label).toBe('octubre de 2026')
  })

  it('keeps an older value at the end, once', () => {
    expect(periodOptions('2019-03', 'pt-BR', '2026-11-29').at(-1)).toEqual({
      value: '2019-03',
      label: 'março de 2019',
    })
    expect(periodOptions('2026-10', 'pt-BR', '2026-11-29')).toHaveLength(PERIOD_MONTHS_BACK + 1)
  })
})

describe('PeriodField', () => {
  it('shows the chosen month by name and gives the form its YYYY-MM', async () => {
    const onSave = renderForm('pt-BR', '2026-10')
    const select = screen.getByRole('combobox', { name: 'Período' })
    expect(select).toHaveProperty('value', '2026-10')
    const chosen = (select as HTMLSelectElement).selectedOptions[0]
    expect(chosen?.textContent).toBe('outubro de 2026')
    fireEvent.change(select, { target: { value: '2026-09' } })
    await act(async () => {
      fireEvent.click(screen.getByText('Salvar'))
      await Promise.resolve()
    })
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ period: '2026-09' }))
  })

  it('refuses the empty choice and marks the field', async () => {
    const onSave = renderForm('pt-BR', '')
    await act(async () => {
      fireEvent.click(screen.getByText('Salvar'))
      await Promise.resolve()
    })
    expect(onSave).not.toHaveBeenCalled()
    const select = screen.getByRole('combobox', { name: 'Período' })
    expect(select).toHaveProperty('value', '')
    await vi.waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'))
  })
})
