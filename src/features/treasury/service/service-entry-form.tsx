import { Box, Button, Grid, HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { z } from 'zod'
import {
  amountSchema,
  paymentMethodSchema,
  type Member,
  type PaymentMethod,
} from '../../../../sync'
import { Form, FormAlert, MoneyField, SelectField, useZodForm } from '../../../components/form'
import { methodOptions } from '../shared/labels'
import { useAmountConfirmation } from '../tithing/amount-confirmation'
import { MemberCombobox, type Pick } from './member-combobox'
import { SaveAndNextLabel } from './save-and-next'

export interface ServiceEntry {
  memberId: string | null
  amount: number
  method: PaymentMethod
}

export interface ServiceEntryFormProps {
  /** Undefined while the device reads them. */
  members: readonly Member[] | undefined
  method: PaymentMethod
  /** Queues the tithe; throws to show an error. */
  onSave: (entry: ServiceEntry) => Promise<void>
}

const serviceEntrySchema = z.object({ amount: amountSchema, method: paymentMethodSchema })

/**
 * The keyboard flow at the table: name -> Enter (pick) -> amount -> Enter (save); the form then
 * clears for the next person and the focus goes back to the name. The method stays as last used.
 */
export function ServiceEntryForm({ members, method, onSave }: ServiceEntryFormProps) {
  const { t } = useLingui()
  const form = useZodForm(serviceEntrySchema, {
    defaultValues: { amount: undefined, method },
  })
  const [query, setQuery] = useState('')
  const [pick, setPick] = useState<Pick<Member> | null>(null)
  const [missingPick, setMissingPick] = useState(false)
  const searchRef = useRef<HTMLInputElement>(null)
  const boxRef = useRef<HTMLDivElement>(null)
  const saving = useRef(false)
  const { confirmAmount, dialog } = useAmountConfirmation()
  const focusAmount = () =>
    requestAnimationFrame(() =>
      boxRef.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus(),
    )
  const focusSearch = () => requestAnimationFrame(() => searchRef.current?.focus())

  const choose = (next: Pick<Member>) => {
    setPick(next)
    setMissingPick(false)
    focusAmount()
  }
  const clearPick = () => {
    setPick(null)
    setQuery('')
    focusSearch()
  }

  const save = async (values: { amount: number; method: PaymentMethod }) => {
    if (!pick) {
      setMissingPick(true)
      focusSearch()
      return
    }
    if (saving.current) return
    saving.current = true
    try {
      const memberId = pick.kind === 'member' ? pick.member.id : null
      // A slip ('5000' for '50,00') far above the usual asks first (../tithing/unusual-amount.ts).
      if (!(await confirmAmount({ memberId, amount: values.amount }))) {
        focusAmount()
        return
      }
      await onSave({ memberId, amount: values.amount, method: values.method })
      form.reset({ amount: undefined, method: values.method })
      setPick(null)
      setQuery('')
      focusSearch()
    } finally {
      saving.current = false
    }
  }

  const pickedName =
    pick?.kind === 'member' ? `${pick.member.name} ${pick.member.surname}` : t`Oferta anônima`

  return (
    <Box ref={boxRef}>
      <Form form={form} onSubmit={save} aria-label={t`Novo lançamento`}>
        <FormAlert />
        {pick ? (
          <HStack
            justify="space-between"
            borderWidth="2px"
            borderColor="brand.solid"
            rounded="md"
            px="4"
            py="3"
            data-testid="service-picked"
          >
            <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold">
              {pickedName}
            </Text>
            <Button variant="outline" size="sm" onClick={clearPick}>
              <Trans>Trocar</Trans>
            </Button>
          </HStack>
        ) : (
          <MemberCombobox
            members={members}
            query={query}
            onQueryChange={(value) => {
              setQuery(value)
              setMissingPick(false)
            }}
            onPick={choose}
            inputRef={searchRef}
            invalid={missingPick}
          />
        )}
        {missingPick ? (
          <Text color="fg.error" role="alert">
            <Trans>Escolha um membro ou a oferta anônima.</Trans>
          </Text>
        ) : null}
        <Grid
          templateColumns={{ base: '1fr', sm: '2fr 1fr' }}
          gap="4"
          css={{ '& input, & select': { fontSize: '2xl', height: '14', bg: 'bg' } }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault()
              clearPick()
            }
          }}
        >
          <MoneyField name="amount" label={t`Valor`} required />
          <SelectField name="method" label={t`Forma de pagamento`} options={methodOptions()} />
        </Grid>
        <Button type="submit" colorPalette="brand" size="xl" data-testid="service-save">
          <SaveAndNextLabel />
        </Button>
      </Form>
      {dialog}
    </Box>
  )
}
