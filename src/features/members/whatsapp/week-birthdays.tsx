import { Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { todayIso } from '../../../../sync'
import { useChurchChoice } from '../../../components/books'
import { DialogFrame } from '../../../components/dialog-frame'
import { useMirrorQuery } from '../../../components/mirror'
import { dateInWords } from '../../../lib/date-in-words'
import { birthdayMessage, firstName, weekBirthdays } from './messages'
import { WhatsAppButton } from './whatsapp-button'

/**
 * "Aniversariantes da semana": the active members whose birthday falls in the next 7 days, each
 * with "Enviar pelo WhatsApp" and a greeting in their name from their church: one message per
 * person, sent from the phone's WhatsApp.
 */
export function WeekBirthdaysButton() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const today = todayIso()
  const church = useChurchChoice()
  const week = useMirrorQuery(
    async (table) => {
      const rows = await table('members').where('status').equals('active').toArray()
      return weekBirthdays(rows, today).map((b) => ({
        ...b,
        churchId: rows.find((m) => m.id === b.id)?.churchId ?? '',
      }))
    },
    [today],
  )
  if (!week?.length) return null
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} alignSelf="start">
        <Trans>Aniversariantes da semana ({week.length})</Trans>
      </Button>
      <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} placement="center">
        <DialogFrame title={<Trans>Aniversariantes da semana</Trans>}>
          <Dialog.Body>
            <Stack gap="3" data-testid="week-birthdays">
              {week.map((b) => (
                <HStack key={b.id} justify="space-between" wrap="wrap" gap="2">
                  <Stack gap="0">
                    <Text fontWeight="semibold">{b.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {dateInWords(b.day)}
                      {b.phone ? '' : ` · ${t`sem telefone`}`}
                    </Text>
                  </Stack>
                  <WhatsAppButton
                    phone={b.phone}
                    text={birthdayMessage(firstName(b.name), church.nameOf(b.churchId))}
                    aria-label={t`Enviar parabéns a ${b.name} pelo WhatsApp`}
                  />
                </HStack>
              ))}
            </Stack>
          </Dialog.Body>
        </DialogFrame>
      </Dialog.Root>
    </>
  )
}
