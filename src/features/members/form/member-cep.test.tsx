// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Sync from '../../../../sync'
import type { CepAddress } from '../../../../sync'
import { Form, useZodForm } from '../../../components/form'
import { emptyMemberForm, memberFormSchema, type MemberFormValues } from './form-values'
import { MemberFormFields } from './member-form'

const lookupCepAddress = vi.hoisted(() => vi.fn<(cep: string) => Promise<CepAddress | null>>())
vi.mock('../../../../sync', async (original) => ({
  ...(await original<typeof Sync>()),
  lookupCepAddress,
}))
const toastError = vi.hoisted(() => vi.fn())
vi.mock('../../../lib/toaster', () => ({ notify: { success: vi.fn(), error: toastError } }))

const PAULISTA: CepAddress = {
  cep: '01310100',
  street: 'Avenida Paulista',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
}

function MemberForm({ values }: { values: MemberFormValues }) {
  const form = useZodForm(memberFormSchema, { defaultValues: values })
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <Form form={form} onSubmit={() => {}}>
          <MemberFormFields submitLabel="Salvar" />
        </Form>
      </ChakraProvider>
    </I18nProvider>
  )
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true })

async function typeCep(value: string) {
  await act(async () => {
    fireEvent.change(field('CEP'), { target: { value } })
    await Promise.resolve()
  })
}

const online = vi.spyOn(navigator, 'onLine', 'get')

beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))
beforeEach(() => {
  lookupCepAddress.mockReset()
  online.mockReturnValue(true)
})
afterEach(cleanup)

describe('the member and visitor forms look the CEP up', () => {
  it.each(['active', 'visitor'] as const)(
    'online, a %s form fills street, neighbourhood, city and state',
    async (status) => {
      lookupCepAddress.mockResolvedValue(PAULISTA)
      render(<MemberForm values={emptyMemberForm(status, 'c1')} />)
      await typeCep('01310-100')
      await vi.waitFor(() => expect(field('Rua').value).toBe('Avenida Paulista'))
      expect(lookupCepAddress).toHaveBeenCalledWith('01310100')
      expect(field('Bairro').value).toBe('Bela Vista')
      expect(field('Cidade').value).toBe('São Paulo')
      expect(screen.getByLabelText<HTMLSelectElement>('UF').value).toBe('SP')
      expect(screen.getByTestId('cep-search').textContent).toMatch(/preenchido pelo CEP/)
    },
  )

  it('keeps what the person typed, replaces what the previous CEP filled', async () => {
    lookupCepAddress.mockResolvedValueOnce(PAULISTA)
    render(<MemberForm values={emptyMemberForm('active', 'c1')} />)
    fireEvent.change(field('Bairro'), { target: { value: 'Meu bairro' } })
    await typeCep('01310-100')
    await vi.waitFor(() => expect(field('Rua').value).toBe('Avenida Paulista'))
    expect(field('Bairro').value).toBe('Meu bairro')
    lookupCepAddress.mockResolvedValueOnce({
      cep: '20040002',
      street: 'Rua da Assembleia',
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
    })
    await typeCep('20040-002')
    await vi.waitFor(() => expect(field('Rua').value).toBe('Rua da Assembleia'))
    expect(field('Cidade').value).toBe('Rio de Janeiro')
    expect(field('Bairro').value).toBe('Meu bairro')
  })

  it('a failure or unknown CEP says nothing and leaves the address to be typed', async () => {
    lookupCepAddress.mockResolvedValue(null)
    render(<MemberForm values={emptyMemberForm('active', 'c1')} />)
    await typeCep('99999-999')
    await vi.waitFor(() => expect(screen.getByTestId('cep-search').textContent).toBe(''))
    expect(lookupCepAddress).toHaveBeenCalledOnce()
    expect(field('Rua').value).toBe('')
    expect(toastError).not.toHaveBeenCalled()
  })

  it('offline, it does not ask', async () => {
    online.mockReturnValue(false)
    render(<MemberForm values={emptyMemberForm('visitor', 'c1')} />)
    await typeCep('01310-100')
    expect(lookupCepAddress).not.toHaveBeenCalled()
    expect(screen.getByTestId('cep-search').textContent).toBe('')
  })

  it('an opened record is not looked up again until its CEP changes', async () => {
    lookupCepAddress.mockResolvedValue(PAULISTA)
    const values = emptyMemberForm('active', 'c1')
    values.address = { ...values.address, cep: '01310-100', street: 'Rua antiga', city: 'Outra' }
    render(<MemberForm values={values} />)
    await act(async () => Promise.resolve())
    expect(lookupCepAddress).not.toHaveBeenCalled()
    await typeCep('01310-000')
    await typeCep('01310-100')
    await vi.waitFor(() => expect(field('Rua').value).toBe('Avenida Paulista'))
    expect(field('Cidade').value).toBe('São Paulo')
  })
})
