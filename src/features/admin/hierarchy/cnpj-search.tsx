import { Button } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { z } from 'zod'
import { cnpjSchema, HttpError, mirror, onlyDigits, request } from '../../../../sync'
import { Form, FormAlert, FormDialog, useZodForm } from '../../../components/form'
import { AppIcon } from '../../../components/layout/icons'
import { CnpjField } from './cnpj-field'

const foundSchema = z.object({ data: z.object({ id: z.string() }) })

/** The contract's CNPJ (check digits), not blank: a search needs one. */
const searchSchema = z.object({
  cnpj: cnpjSchema.refine((digits) => digits !== '', 'invalid_cnpj'),
})

/** Finds the church of a CNPJ: the mirror first (works offline), then the server. */
export async function findChurchByCnpj(cnpj: string): Promise<string | null> {
  const digits = onlyDigits(cnpj)
  const local = await mirror('churches').where('cnpj').equals(digits).first()
  if (local) return local.id
  try {
    const found = await request('GET', `/churches/v1/by-cnpj/${digits}`, { schema: foundSchema })
    return found.data.id
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.isNetwork)) return null
    throw error
  }
}

/** The "search by CNPJ" action of /churches, with the spec's 'no church found' message. */
export function CnpjSearch({ onFound }: { onFound: (id: string) => void }) {
  const { t } = useLingui()
  const formId = useId()
  const [open, setOpen] = useState(false)
  const form = useZodForm(searchSchema, { defaultValues: { cnpj: '' } })
  const search = async ({ cnpj }: { cnpj: string }) => {
    const id = await findChurchByCnpj(cnpj)
    if (!id) throw new Error(t`Nenhuma igreja encontrada para o CNPJ informado.`)
    setOpen(false)
    form.reset()
    // After this dialog has gone, so its closing does not count as a click outside the next one.
    setTimeout(() => onFound(id), 0)
  }
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <AppIcon name="search" boxSize="4" />
        <Trans>Buscar por CNPJ</Trans>
      </Button>
      {open ? (
        <FormDialog
          open
          onClose={() => setOpen(false)}
          title={<Trans>Buscar igreja por CNPJ</Trans>}
          formId={formId}
          submitLabel={<Trans>Buscar</Trans>}
          restoreFocus={false}
        >
          <Form form={form} onSubmit={search} id={formId}>
            <FormAlert />
            <CnpjField />
          </Form>
        </FormDialog>
      ) : null}
    </>
  )
}
