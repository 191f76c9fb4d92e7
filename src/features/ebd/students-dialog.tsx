import {
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { mutate, type EbdClass, type EbdEnrolment } from '../../../sync'
import { errorText } from '../../components/books'
import { formatDate } from '../../lib/format'
import { notify } from '../../lib/toaster'
import { leaveClass, moveStudent, type EnrolmentEnd } from './enrolment-moves'
import { MemberPicker } from './member-picker'
import { personName, type Person } from './use-ebd'

async function applyEnd(end: EnrolmentEnd | null) {
  if (end?.kind === 'end')
    await mutate('ebdEnrolment.update', { id: end.id, patch: { endDate: end.endDate } })
  else if (end?.kind === 'delete') await mutate('ebdEnrolment.delete', { id: end.id })
}

/**
 * A class's students on a Sunday (the superintendent's EDIT_EBD): enrol members or visitors of the
 * church from that day, move one to another class, or take one out; each change ends an enrolment
 * and starts another, so the Sundays before stay where they were (docs/ebd.md).
 */
export function StudentsDialog({
  klass,
  classes,
  date,
  students,
  enrolments,
  people,
  candidates,
}: {
  klass: EbdClass
  classes: readonly EbdClass[]
  date: string
  students: readonly string[]
  enrolments: readonly EbdEnrolment[]
  people: Map<string, Person>
  /** The church's members and visitors. */
  candidates: readonly Person[]
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const others = classes.filter((c) => c.churchId === klass.churchId && c.id !== klass.id)
  const day = formatDate(date)

  const run = async (work: () => Promise<void>, done: string) => {
    setBusy(true)
    try {
      await work()
      notify.success(done)
    } catch (error) {
      notify.error(t`Erro ao salvar: ${errorText(error)}`)
    } finally {
      setBusy(false)
    }
  }
  const enrol = () =>
    run(
      async () => {
        for (const studentId of chosen)
          await mutate('ebdEnrolment.create', {
            id: uuidv7(),
            churchId: klass.churchId,
            classId: klass.id,
            studentId,
            startDate: date,
            endDate: null,
          })
        setChosen([])
      },
      t`Alunos matriculados.`,
    )
  const move = (studentId: string, to: string) =>
    run(
      async () => {
        const { end, start } = moveStudent(enrolments, klass.id, to, studentId, date)
        await applyEnd(end)
        await mutate('ebdEnrolment.create', {
          id: uuidv7(),
          churchId: klass.churchId,
          ...start,
          endDate: null,
        })
      },
      t`Aluno mudado de classe.`,
    )
  const leave = (studentId: string) =>
    run(
      () => applyEnd(leaveClass(enrolments, klass.id, studentId, date)),
      t`Aluno tirado da classe.`,
    )

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      size="md"
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <Trans>Alunos da classe</Trans>
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Alunos · {klass.name}</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Text fontSize="sm" color="fg.muted">
                  <Trans>
                    As mudanças valem a partir de {day}; os domingos anteriores ficam como estão.
                  </Trans>
                </Text>
                <Stack gap="2">
                  <MemberPicker
                    label={t`Matricular membros ou visitantes`}
                    people={people}
                    candidates={candidates.filter((p) => !students.includes(p.id))}
                    value={chosen}
                    onChange={setChosen}
                  />
                  <Button
                    onClick={() => void enrol()}
                    disabled={chosen.length === 0}
                    loading={busy}
                    alignSelf="start"
                  >
                    <Trans>Matricular</Trans>
                  </Button>
                </Stack>
                <Stack as="ul" listStyleType="none" gap="3" aria-label={t`Alunos`}>
                  {[...students]
                    .sort((a, b) => personName(people, a).localeCompare(personName(people, b)))
                    .map((id) => (
                      <Box as="li" key={id} borderBottomWidth="1px" pb="2">
                        <Text fontWeight="medium">{personName(people, id)}</Text>
                        <HStack gap="2" wrap="wrap" mt="1">
                          {others.length > 0 ? (
                            <NativeSelect.Root size="sm" width="auto" disabled={busy}>
                              <NativeSelect.Field
                                aria-label={t`Mudar ${personName(people, id)} para a classe`}
                                value=""
                                onChange={(e) =>
                                  e.currentTarget.value && void move(id, e.currentTarget.value)
                                }
                              >
                                <option value="">{t`Mudar de classe...`}</option>
                                {others.map((c) => (
                                  <option key={c.id} value={c.id}>
                                    {c.name}
                                  </option>
                                ))}
                              </NativeSelect.Field>
                              <NativeSelect.Indicator />
                            </NativeSelect.Root>
                          ) : null}
                          <Button
                            size="sm"
                            variant="ghost"
                            colorPalette="red"
                            disabled={busy}
                            onClick={() => void leave(id)}
                          >
                            <Trans>Tirar da classe</Trans>
                          </Button>
                        </HStack>
                      </Box>
                    ))}
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Fechar`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
