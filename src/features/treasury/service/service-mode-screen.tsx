import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMemo, useState, type ReactNode } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { mutate, todayIso } from '../../../../sync'
import { useMirrorQuery } from '../../../components/mirror'
import { useSession } from '../../../components/session'
import { formatDate, formatMoney } from '../../../lib/format'
import { notify } from '../../../lib/toaster'
import { useChurchMembers } from '../tithing/use-church-members'
import { ServiceEntryForm, type ServiceEntry } from './service-entry-form'
import { ServiceSyncBanner } from './service-sync-banner'
import { ServiceStart } from './service-start'
import { ClosingDialog } from './closing-dialog'
import { SessionEntries } from './session-entries'
import { ServiceEventSelect } from './service-event-select'
import {
  newSession,
  sessionTotals,
  withClosing,
  withEvent,
  withTithe,
  withoutTithe,
} from './service-session'
import { useServiceSession } from './use-service-session'
import { PixOfferingButton } from './pix-offering-button'
import { ServiceClosed } from './service-closed'
import { useWaitingIds } from './use-waiting'
import { errorText, useChurchChoice } from '../../../components/books'

/** /tithing/service: full screen, keyboard first, for the treasurer at the table during a service. */
export function ServiceModeScreen() {
  const user = useSession().user
  if (!user) return null
  return <ServiceMode userId={user.id} />
}

function ServiceMode({ userId }: { userId: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const church = useChurchChoice()
  const { session, update, current } = useServiceSession(userId)
  const [confirmEnd, setConfirmEnd] = useState(false)

  const churchId = session?.churchId ?? null
  const members = useChurchMembers(churchId)
  const ids = session?.titheIds
  const rows = useMirrorQuery((table) => table('tithes').bulkGet(ids ?? []), [ids])
  const totals = useMemo(
    () =>
      session
        ? sessionTotals(session, rows ?? [])
        : { count: 0, total: 0, entries: [], byMethod: [] },
    [session, rows],
  )
  const waiting = useWaitingIds(ids ?? NO_IDS)
  const closing = session?.closing ?? null
  const names = useMemo(
    () => new Map((members ?? []).map((m) => [m.id, `${m.name} ${m.surname}`])),
    [members],
  )

  const start = (chosenChurch: string, date: string) =>
    update(
      newSession({
        id: uuidv7(),
        churchId: chosenChurch,
        date,
        method: 'dinheiro',
        now: new Date(),
      }),
    )

  const save = async (entry: ServiceEntry) => {
    const open = current()
    if (!open) return
    const id = uuidv7()
    // The id joins the session first: a reload right after the write still counts it.
    const next = withTithe(open, id, entry.method)
    update(next)
    try {
      await mutate('tithe.create', {
        id,
        churchId: open.churchId,
        memberId: entry.memberId,
        amount: entry.amount,
        date: open.date,
        paymentMethod: entry.method,
        notes: '',
        eventId: open.eventId ?? null,
      })
    } catch (error) {
      update(withoutTithe(current() ?? next, id))
      throw new Error(errorText(error))
    }
  }

  const undo = async () => {
    const open = current()
    const last = totals.entries[0]
    if (!open || !last) return
    try {
      await mutate('tithe.delete', { id: last.id })
      update(withoutTithe(open, last.id))
      notify.success(t`Último lançamento desfeito.`)
    } catch (error) {
      notify.error(errorText(error))
    }
  }

  const nameOf = (id: string | null) => (id ? (names.get(id) ?? '—') : t`Oferta anônima`)

  const finish = () => {
    update(null)
    void navigate({ to: '/tithing' })
  }

  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="app.background"
      overflowY="auto"
      data-testid="service-mode"
    >
      <Stack maxW="4xl" mx="auto" p={{ base: '4', md: '8' }} gap="6">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Stack gap="0">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              <Trans>Modo culto</Trans>
            </Heading>
            <Text color="fg.muted">
              {session ? `${church.nameOf(session.churchId)} · ${formatDate(session.date)}` : null}
            </Text>
          </Stack>
          <HStack gap="2">
            {closing ? null : session ? (
              <Button variant="outline" onClick={() => setConfirmEnd(true)}>
                <Trans>Encerrar</Trans>
              </Button>
            ) : (
              <Button variant="outline" asChild>
                <Link to="/tithing">
                  <Trans>Voltar</Trans>
                </Link>
              </Button>
            )}
          </HStack>
        </Flex>
        {closing ? null : <ServiceSyncBanner titheIds={session?.titheIds ?? []} />}

        {!session ? (
          <ServiceStart church={church} today={todayIso()} onStart={start} />
        ) : closing ? (
          <>
            <ServiceClosed
              record={closing}
              churchName={church.nameOf(session.churchId)}
              entries={totals.count}
              waiting={waiting ? totals.entries.filter((x) => waiting.has(x.id)).length : undefined}
              onFinish={finish}
            />
            <SessionFigures total={totals.total} count={totals.count} />
            <SessionEntries entries={totals.entries} nameOf={nameOf} waiting={waiting} />
          </>
        ) : (
          <>
            <SessionFigures total={totals.total} count={totals.count} />
            <ServiceEventSelect
              churchId={session.churchId}
              value={session.eventId ?? null}
              onChange={(eventId) => {
                const open = current()
                if (open) update(withEvent(open, eventId))
              }}
            />
            <PixOfferingButton
              churchId={session.churchId}
              onRecord={(amount) => save({ memberId: null, amount, method: 'pix' })}
            />
            <ServiceEntryForm
              key={session.id}
              members={members}
              method={session.method}
              onSave={save}
            />
            <SessionEntries
              entries={totals.entries}
              nameOf={nameOf}
              waiting={waiting}
              onUndo={undo}
            />
          </>
        )}
      </Stack>
      {closing ? null : (
        <ClosingDialog
          open={confirmEnd}
          onClose={() => setConfirmEnd(false)}
          session={session}
          rows={totals.entries}
          onClosed={(record) => {
            const open = current()
            if (open) update(withClosing(open, record))
            setConfirmEnd(false)
          }}
        />
      )}
    </Box>
  )
}

const NO_IDS: readonly string[] = []

/** The session's total and count, read from across the table. */
function SessionFigures({ total, count }: { total: number; count: number }) {
  return (
    <HStack
      gap={{ base: '4', md: '10' }}
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      px={{ base: '4', md: '6' }}
      py="4"
      wrap="wrap"
      aria-live="polite"
    >
      <BigFigure label={<Trans>Total deste culto</Trans>} testId="service-total">
        {formatMoney(total)}
      </BigFigure>
      <BigFigure label={<Trans>Lançamentos</Trans>} testId="service-count">
        {count}
      </BigFigure>
    </HStack>
  )
}

/** A figure read from across the table: the session's total and count. */
function BigFigure({
  label,
  testId,
  children,
}: {
  label: ReactNode
  testId: string
  children: ReactNode
}) {
  return (
    <Stack gap="0">
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  )
}
