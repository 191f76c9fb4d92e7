import {
  Box,
  Button,
  HStack,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { useMemo, useState, type ReactNode } from 'react'
import {
  MAX_EBD_COUNT,
  ebdRollId,
  lessonOn,
  mutate,
  quarterOn,
  rollFigures,
  studentsOn,
  sundayOnOrBefore,
  todayIso,
  type EbdClass,
  type EbdQuarter,
  type EbdRoll,
  type EbdRollSave,
} from '../../../sync'
import { errorText } from '../../components/books'
import { useMirrorRow } from '../../components/mirror'
import { formatMoney, formatMoneyInput, formatNumber } from '../../lib/format'
import { readMoney } from '../../lib/money'
import { notify } from '../../lib/toaster'
import { BackToClasses } from './back-to-classes'
import { StudentsDialog } from './students-dialog'
import { recentSundays, SundaySelect } from './sunday-select'
import { personName, useEbd, useEbdAccess, type Person } from './use-ebd'

/** /ebd/$classId: the roll ("Chamada") of a class on a Sunday, taken on a phone, offline too (docs/ebd.md). */
export function RollScreen() {
  const classId = useParams({ strict: false }).classId ?? ''
  const ebd = useEbd()
  const [date, setDate] = useState(() => sundayOnOrBefore(todayIso()))
  const rollId = ebdRollId(classId, date)
  const roll = useMirrorRow('ebdRolls', rollId)
  const klass = ebd.classes.find((c) => c.id === classId)
  const manage = useEbdAccess().manage
  if (!ebd.ready || roll === undefined)
    return (
      <Text aria-busy="true" color="fg.muted">
        <Trans>Carregando a chamada...</Trans>
      </Text>
    )
  if (!klass)
    return (
      <Stack gap="3">
        <Text>
          <Trans>Classe não encontrada.</Trans>
        </Text>
        <BackToClasses />
      </Stack>
    )
  const students = studentsOn(ebd.enrolments, klass.id, date)
  return (
    <RollForm
      // A new day (or the roll first read) starts the form from what the mirror holds.
      key={rollId}
      klass={klass}
      date={date}
      onDateChange={setDate}
      roll={roll}
      students={students}
      people={ebd.people}
      tools={
        manage ? (
          <StudentsDialog
            klass={klass}
            classes={ebd.classes}
            date={date}
            students={students}
            enrolments={ebd.enrolments}
            people={ebd.people}
            candidates={ebd.members.filter(
              (m) =>
                m.churchId === klass.churchId && (m.status === 'active' || m.status === 'visitor'),
            )}
          />
        ) : null
      }
      quarter={quarterOn(ebd.quarters, klass.churchId, date)}
    />
  )
}

type Figures = Pick<EbdRoll, 'visitors' | 'bibles' | 'magazines'>

export function RollForm({
  klass,
  date,
  onDateChange,
  roll,
  students,
  people,
  quarter,
  tools,
}: {
  klass: EbdClass
  date: string
  onDateChange: (date: string) => void
  roll: EbdRoll | null
  students: string[]
  people: Map<string, Person>
  /** The quarter covering the roll's day (its lessons to pick the one taught). */
  quarter: EbdQuarter | null
  /** The superintendent's tools (the class's students). */
  tools?: ReactNode
}) {
  const { t } = useLingui()
  const access = useEbdAccess()
  const sorted = useMemo(
    () => [...students].sort((a, b) => personName(people, a).localeCompare(personName(people, b))),
    [students, people],
  )
  const [present, setPresent] = useState<Record<string, boolean>>(() => ({ ...roll?.present }))
  const [figures, setFigures] = useState<Figures>({
    visitors: roll?.visitors ?? 0,
    bibles: roll?.bibles ?? 0,
    magazines: roll?.magazines ?? 0,
  })
  const [names, setNames] = useState((roll?.visitorNames ?? []).join('\n'))
  const [offeringText, setOfferingText] = useState(
    roll && roll.offering > 0 ? formatMoneyInput(roll.offering) : '',
  )
  // The lesson taught: the roll's, else the quarter's lesson of that Sunday.
  const [lesson, setLesson] = useState<number | null>(
    () => roll?.lessonNumber ?? (quarter ? (lessonOn(quarter, date)?.number ?? null) : null),
  )
  const [busy, setBusy] = useState(false)
  const offering = readMoney(offeringText)
  const offeringOk = offering.ok || offering.empty
  const counted = rollFigures(
    { classId: klass.id, present, ...figures, offering: offering.ok ? offering.centavos : 0 },
    students,
  )

  const save = async () => {
    if (!offeringOk) return
    setBusy(true)
    try {
      // Only what changed: another teacher's marks of the same roll are merged, not replaced.
      const marks: Record<string, boolean> = {}
      for (const id of students)
        if ((present[id] === true) !== (roll?.present[id] === true))
          marks[id] = present[id] === true
      const visitorNames = names
        .split('\n')
        .map((n) => n.trim())
        .filter(Boolean)
      const args: EbdRollSave = {
        id: ebdRollId(klass.id, date),
        churchId: klass.churchId,
        classId: klass.id,
        date,
        present: marks,
      }
      if (figures.visitors !== (roll?.visitors ?? 0)) args.visitors = figures.visitors
      if (figures.bibles !== (roll?.bibles ?? 0)) args.bibles = figures.bibles
      if (figures.magazines !== (roll?.magazines ?? 0)) args.magazines = figures.magazines
      const cents = offering.ok ? offering.centavos : 0
      if (cents !== (roll?.offering ?? 0)) args.offering = cents
      if (visitorNames.join('\n') !== (roll?.visitorNames ?? []).join('\n'))
        args.visitorNames = visitorNames
      if (lesson !== (roll?.lessonNumber ?? null)) {
        args.lessonNumber = lesson
        args.lessonTitle = quarter?.lessons.find((l) => l.number === lesson)?.title ?? ''
        args.quarterId = lesson === null ? null : (quarter?.id ?? null)
      }
      await mutate('ebdRoll.save', args)
      notify.success(t`Chamada salva.`)
    } catch (error) {
      notify.error(t`Erro ao salvar: ${errorText(error)}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="5" maxW="2xl">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          <Trans>Chamada · {klass.name}</Trans>
        </Heading>
        <HStack gap="3" wrap="wrap">
          <BackToClasses />
          {tools}
        </HStack>
      </Stack>
      <HStack gap="3" wrap="wrap">
        <SundaySelect
          id="ebd-roll-date"
          label={t`Domingo`}
          value={date}
          sundays={recentSundays()}
          onChange={onDateChange}
        />
        <Text
          fontSize="lg"
          fontWeight="semibold"
          aria-live="polite"
          data-testid="ebd-present-count"
        >
          <Trans>
            Presentes: {formatNumber(counted.present)} de {formatNumber(counted.enrolled)}
          </Trans>
        </Text>
      </HStack>

      {quarter && quarter.lessons.length > 0 ? (
        <Box>
          <chakra.label display="block" htmlFor="ebd-lesson" fontSize="sm" fontWeight="medium">
            <Trans>Lição ({quarter.name})</Trans>
          </chakra.label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id="ebd-lesson"
              value={lesson === null ? '' : String(lesson)}
              onChange={(e) =>
                setLesson(e.currentTarget.value ? Number(e.currentTarget.value) : null)
              }
            >
              <option value="">{t`Nenhuma lição`}</option>
              {[...quarter.lessons]
                .sort((a, b) => a.number - b.number)
                .map((l) => (
                  <option key={l.number} value={l.number}>
                    {t`Lição ${l.number}: ${l.title}`}
                  </option>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      ) : null}

      {sorted.length === 0 ? (
        <Text color="fg.muted">
          <Trans>Nenhum aluno matriculado nesta classe neste domingo.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t`Alunos`}>
          {sorted.map((id) => {
            const here = present[id] === true
            // A list of toggle buttons: each item holds its button (a button stays a button to a
            // screen reader, pressed or not).
            return (
              <Box as="li" key={id}>
                <Button
                  w="full"
                  aria-pressed={here}
                  variant={here ? 'solid' : 'outline'}
                  colorPalette={here ? 'green' : 'gray'}
                  justifyContent="space-between"
                  minH="12"
                  onClick={() => setPresent((p) => ({ ...p, [id]: !here }))}
                >
                  <Text as="span" truncate>
                    {personName(people, id)}
                  </Text>
                  <Text as="span" fontSize="sm">
                    {here ? t`Presente` : t`Ausente`}
                  </Text>
                </Button>
              </Box>
            )
          })}
        </Stack>
      )}

      <Stack gap="3">
        <Counter
          label={t`Visitantes`}
          value={figures.visitors}
          onChange={(visitors) => setFigures((f) => ({ ...f, visitors }))}
        />
        <Counter
          label={t`Bíblias`}
          value={figures.bibles}
          onChange={(bibles) => setFigures((f) => ({ ...f, bibles }))}
        />
        <Counter
          label={t`Revistas`}
          value={figures.magazines}
          onChange={(magazines) => setFigures((f) => ({ ...f, magazines }))}
        />
      </Stack>

      <Box>
        <chakra.label display="block" htmlFor="ebd-visitor-names" fontSize="sm" fontWeight="medium">
          <Trans>Nomes dos visitantes (opcional, um por linha)</Trans>
        </chakra.label>
        <Textarea
          id="ebd-visitor-names"
          value={names}
          onChange={(e) => setNames(e.target.value)}
          rows={2}
        />
      </Box>

      <Box>
        <chakra.label display="block" htmlFor="ebd-offering" fontSize="sm" fontWeight="medium">
          <Trans>Oferta da classe</Trans>
        </chakra.label>
        <Input
          id="ebd-offering"
          inputMode="decimal"
          autoComplete="off"
          value={offeringText}
          placeholder={formatMoneyInput(2550)}
          onChange={(e) => setOfferingText(e.target.value)}
          aria-invalid={!offeringOk}
        />
        {offering.ok ? (
          <Text fontSize="sm" color="fg.muted" data-testid="money-preview" aria-live="polite">
            = {formatMoney(offering.centavos)}
          </Text>
        ) : offering.empty ? null : (
          <Text fontSize="sm" color="fg.error" data-testid="money-preview" aria-live="polite">
            <Trans>Valor ilegível. Digite por exemplo {formatMoneyInput(2550)}.</Trans>
          </Text>
        )}
      </Box>

      <Button
        size="lg"
        colorPalette="brand"
        onClick={() => void save()}
        loading={busy}
        disabled={!offeringOk || !access.takeRoll}
      >
        <Trans>Salvar chamada</Trans>
      </Button>
    </Stack>
  )
}

/** A count of the roll with buttons big enough for a thumb. */
function Counter({
  label,
  value,
  onChange,
}: {
  label: string
  value: number
  onChange: (value: number) => void
}) {
  const { t } = useLingui()
  return (
    <HStack justify="space-between" gap="3">
      <Text fontWeight="medium">{label}</Text>
      <HStack gap="2">
        <Button
          variant="outline"
          minW="12"
          minH="12"
          aria-label={t`Menos ${label}`}
          onClick={() => onChange(Math.max(0, value - 1))}
        >
          −
        </Button>
        <Text minW="8" textAlign="center" fontSize="lg" aria-live="polite">
          {formatNumber(value)}
        </Text>
        <Button
          variant="outline"
          minW="12"
          minH="12"
          aria-label={t`Mais ${label}`}
          onClick={() => onChange(Math.min(MAX_EBD_COUNT, value + 1))}
        >
          +
        </Button>
      </HStack>
    </HStack>
  )
}
