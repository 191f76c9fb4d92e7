// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { Form } from './form'
import { MoneyField } from './money-field'
import { useZodForm } from './use-zod-form'

const schema = z.object({ amount: z.number().int().min(1) })

function AmountForm({
  onSave,
  amount,
}: {
  onSave: (v: { amount: number }) => void
  amount?: number
}) {
  const form = useZodForm(schema, { defaultValues: { amount } })
  return (
    <ChakraProvider value={defaultSystem}>
      <Form form={form} onSubmit={onSave}>
        <MoneyField name="amount" label="Valor" />
        <button type="submit">Salvar</button>
        <button type="button" onClick={() => form.reset({ amount: 500 })}>
          Zerar
        </button>
      </Form>
    </ChakraProvider>
  )
}

beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))
afterEach(cleanup)

describe('MoneyField', () => {
  it('reads what the user types in reais as centavos and tidies it on blur', async () => {
    const onSave = vi.fn()
    render(<AmountForm onSave={onSave} />)
    const input = screen.getByRole('textbox')
    fireEvent.change(input, { target: { value: '1234,5' } })
    fireEvent.blur(input)
    expect(input).toHaveProperty('value', '1.234,50')
    await act(async () => {
      fireEvent.click(screen.getByText('Salvar'))
      await Promise.resolve()
    })
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ amount: 123450 }))
  })

  it('shows the form value (defaults and resets)', async () => {
    render(<AmountForm onSave={vi.fn()} amount={123456} />)
    const input = screen.getByRole('textbox')
    expect(input).toHaveProperty('value', '1.234,56')
    await act(async () => {
      fireEvent.click(screen.getByText('Zerar'))
      await Promise.resolve()
    })
    expect(input).toHaveProperty('value', '5,00')
  })
})
