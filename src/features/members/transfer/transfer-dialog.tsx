import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { v7 as uuidv7 } from 'uuid'
import { z } from 'zod'
import {
  isIsoDate,
  memberTransferArgsSchema,
  mutate,
  todayIso,
  type Member,
} from '../../../../sync'
import {
  DateField,
  Form,
  FormAlert,
  SelectField,
  SubmitButton,
  useZodForm,
} from '../../../components/form'
import { useChurchDirectory } from '../../../components/church-directory/use-church-directory'
import { formatDate } from '../../../lib/format'
import { notify } from '../../../lib/toaster'
import { offerTransferLetter } from '../documents/transfer-offer'
import { fullName } from '../member-display'
import type { Hierarchy } from '../use-member-data'
import { destinationOptions, directorySource } from './destinations'

const transferFormSchema = z.object({
  conventionId: z.string().min(1, 'transfer_needs_convention_and_church'),
  fieldId: z.string(),
  sectorId: z.string(),
  churchId: z.string().min(1, 'transfer_needs_convention_and_church'),
  date: z.string().refine(isIsoDate, 'invalid_date'),
})
type TransferForm = z.input<typeof transferFormSchema>
type TransferValues = z.output<typeof transferFormSchema>

interface TransferDialogProps {
  member: Member
  hierarchy: Hierarchy
  treasury: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Move a member to another convention / field / sector / church (at least a convention and a church). */
export function TransferDialog({
  member,
  hierarchy,
  treasury,
  open,
  onOpenChange,
}: TransferDialogProps) {
  const { t } = useLingui()
  const form = useZodForm(transferFormSchema, {
    defaultValues: { conventionId: '', fieldId: '', sectorId: '', churchId: '', date: todayIso() },
  })
  const chosen = useWatch({ control: form.control }) as TransferForm
  // The transfer is asked once more, naming the member and the church, before it is recorded.
  const [confirming, setConfirming] = useState<TransferValues | null>(null)
  // Every church of the organisation (the directory); offline before its first answer, or when
  // it failed, the device's own churches, and the dialog says so.
  const directory = useChurchDirectory()
  const source = useMemo(
    () => (directory.status === 'ready' ? directorySource(directory.churches) : hierarchy.rows),
    [directory, hierarchy.rows],
  )
  const destination = (values: TransferValues) =>
    source.churches.find((c) => c.id === values.churchId)?.name ??
    hierarchy.names.get(values.churchId) ??
    t`outra igreja`
  // A field or sector this role cannot read is not offered: choosing the church places the member.
  const options = destinationOptions(source, chosen, member.churchId, (kind) =>
    kind === 'convention' ? t`Convenção atual` : null,
  )
  const onlyConvention =
    options.conventions.length === 1 ? options.conventions[0]?.value : undefined

  // One convention to choose from: chosen already.
  useEffect(() => {
    if (onlyConvention && !chosen.conventionId) form.setValue('conventionId', onlyConvention)
  }, [onlyConvention, chosen.conventionId, form])

  // A narrower choice that no longer fits the wider one is cleared (cascading selects).
  useEffect(() => {
    for (const key of ['fieldId', 'sectorId', 'churchId'] as const) {
      const value = chosen[key]
      const list =
        key === 'fieldId' ? options.fields : key === 'sectorId' ? options.sectors : options.churches
      if (value && !list.some((o) => o.value === value)) form.setValue(key, '')
    }
  }, [chosen, options, form])

  const close = () => {
    setConfirming(null)
    onOpenChange(false)
  }

  const save = async (values: TransferValues) => {
    if (!confirming) return setConfirming(values)
    const args = {
      id: uuidv7(),
      memberId: member.id,
      to: {
        conventionId: values.conventionId,
        fieldId: values.fieldId || null,
        sectorId: values.sectorId || null,
        churchId: values.churchId,
      },
      date: values.date,
      ...(treasury ? { titheStatus: member.titheStatus ?? null } : {}),
    }
    memberTransferArgsSchema.parse(args)
    try {
      await mutate('member.transfer', args)
    } catch (error) {
      console.error(error)
      throw new Error(t`Erro ao transferir o membro.`)
    }
    const name = fullName(member)
    const church = destination(values)
    // The letter goes with the member: offered on the member's page right away, from the member
    // as they were at the sending church (the device moves the row to the destination now).
    offerTransferLetter({
      member,
      fromChurchId: member.churchId,
      toChurchName: church,
      date: values.date,
    })
    notify.success(
      t`${name} transferido(a) para ${church}; a transferência será enviada ao servidor.`,
    )
    form.reset()
    close()
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => (d.open ? onOpenChange(true) : close())}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Form form={form} onSubmit={save} aria-label={t`Transferir membro`}>
              <Dialog.Header>
                <Dialog.Title>
                  <Trans>Transferir {fullName(member)}</Trans>
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {confirming ? (
                  <Stack gap="3" data-testid="transfer-confirm">
                    <FormAlert />
                    <Text>
                      <Trans>
                        Transferir {fullName(member)} para {destination(confirming)} em{' '}
                        {formatDate(confirming.date)}?
                      </Trans>
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      <Trans>
                        O cadastro passa para a igreja de destino; quem não tem acesso a ela deixa
                        de vê-lo.
                      </Trans>
                    </Text>
                  </Stack>
                ) : (
                  <Stack gap="4">
                    <FormAlert />
                    <Text fontSize="sm" color="fg.muted">
                      <Trans>Escolha pelo menos a convenção e a igreja de destino.</Trans>
                    </Text>
                    {directory.status === 'offline' || directory.status === 'failed' ? (
                      <Alert.Root status="info" data-testid="transfer-directory-note">
                        <Alert.Indicator />
                        <Alert.Description>
                          {directory.status === 'offline' ? (
                            <Trans>
                              Sem conexão: aparecem só as igrejas guardadas neste aparelho.
                              Conecte-se para escolher qualquer igreja da organização.
                            </Trans>
                          ) : (
                            <Trans>
                              Não foi possível carregar todas as igrejas da organização; aparecem só
                              as guardadas neste aparelho.
                            </Trans>
                          )}
                        </Alert.Description>
                      </Alert.Root>
                    ) : null}
                    <SelectField
                      name="conventionId"
                      label={t`Convenção`}
                      options={options.conventions}
                      placeholder={t`Selecione`}
                      required
                    />
                    {options.fields.length > 0 ? (
                      <SelectField
                        name="fieldId"
                        label={t`Campo eclesiástico`}
                        options={options.fields}
                        placeholder={t`Qualquer`}
                      />
                    ) : null}
                    {options.sectors.length > 0 ? (
                      <SelectField
                        name="sectorId"
                        label={t`Setor regional`}
                        options={options.sectors}
                        placeholder={t`Qualquer`}
                      />
                    ) : null}
                    <SelectField
                      name="churchId"
                      label={t`Igreja`}
                      options={options.churches}
                      placeholder={t`Selecione`}
                      required
                    />
                    <DateField name="date" label={t`Data da transferência`} required />
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                {confirming ? (
                  <>
                    <Button variant="outline" onClick={() => setConfirming(null)}>
                      <Trans>Voltar</Trans>
                    </Button>
                    <SubmitButton>
                      <Trans>Confirmar transferência</Trans>
                    </SubmitButton>
                  </>
                ) : (
                  <>
                    <Button variant="outline" onClick={close}>
                      <Trans>Cancelar</Trans>
                    </Button>
                    <SubmitButton>
                      <Trans>Transferir</Trans>
                    </SubmitButton>
                  </>
                )}
              </Dialog.Footer>
            </Form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
