import { Box, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { z } from 'zod'
import {
  boundedText,
  isoDateSchema,
  nameSchema,
  quarterSundays,
  type EbdQuarter,
} from '../../../sync'
import { ChurchField, churchIdField, type ChurchChoice } from '../../components/books'
import { DateField, Form, FormAlert, TextField, useZodForm } from '../../components/form'
import { SundaySelect } from './sunday-select'

const quarterFormSchema = z.object({
  churchId: churchIdField,
  name: nameSchema,
  magazine: boundedText(200),
  startDate: isoDateSchema,
})
export type QuarterFormValues = z.output<typeof quarterFormSchema> & {
  lessons: EbdQuarter['lessons']
}

/** A lesson as typed: its date blank follows the quarter's Sunday of its number. */
interface LessonDraft {
  title: string
  date: string
}

const LESSONS = 13

/**
 * The lessons to save: those with a title, numbered by their row, each dated as typed or on the
 * quarter's Sunday of its number (pure, for the form and its test).
 */
export function lessonsOf(
  startDate: string,
  drafts: readonly LessonDraft[],
): EbdQuarter['lessons'] {
  const sundays = quarterSundays({ startDate, lessons: [] })
  return drafts.flatMap((d, i) =>
    d.title.trim()
      ? [{ number: i + 1, title: d.title.trim(), date: d.date || sundays[i] || startDate }]
      : [],
  )
}

/** A quarter (trimestre): its name, magazine, first Sunday and its 13 lessons (title and date). */
export function QuarterForm({
  id,
  quarter,
  church,
  onSubmit,
}: {
  id: string
  quarter?: EbdQuarter
  church: ChurchChoice
  onSubmit: (values: QuarterFormValues) => Promise<void>
}) {
  const { t } = useLingui()
  const [drafts, setDrafts] = useState<LessonDraft[]>(() =>
    Array.from({ length: Math.max(LESSONS, quarter?.lessons.length ?? 0) }, (_, i) => {
      const lesson = quarter?.lessons.find((l) => l.number === i + 1)
      return { title: lesson?.title ?? '', date: lesson?.date ?? '' }
    }),
  )
  const form = useZodForm(quarterFormSchema, {
    defaultValues: {
      churchId: quarter?.churchId ?? church.fixedChurchId ?? '',
      name: quarter?.name ?? '',
      magazine: quarter?.magazine ?? '',
      startDate: quarter?.startDate ?? '',
    },
  })
  const startDate = form.watch('startDate')
  const sundays = isoDateSchema.safeParse(startDate).success
    ? quarterSundays({ startDate, lessons: [] })
    : []
  const setDraft = (i: number, patch: Partial<LessonDraft>) =>
    setDrafts((all) => all.map((d, j) => (j === i ? { ...d, ...patch } : d)))
  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit({ ...values, lessons: lessonsOf(values.startDate, drafts) })}
      id={id}
      aria-label={t`Trimestre`}
    >
      <FormAlert />
      <ChurchField church={church} locked={Boolean(quarter)} />
      <TextField name="name" label={t`Nome do trimestre`} required autoComplete="off" />
      <TextField
        name="magazine"
        label={t`Revista`}
        helper={t`O título da revista do trimestre.`}
        autoComplete="off"
      />
      <DateField name="startDate" label={t`Início`} required />
      <Stack as="fieldset" gap="2">
        <Text as="legend" fontWeight="medium" mb="1">
          <Trans>Lições</Trans>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Sem data, a lição fica no domingo do seu número.</Trans>
        </Text>
        {drafts.map((d, i) => {
          const number = i + 1
          return (
            <HStack key={number} gap="2" align="end">
              <Text minW="6" textAlign="right" fontWeight="medium" pb="2">
                {number}
              </Text>
              <Box flex="1">
                <chakra.label htmlFor={`ebd-lesson-${number}`} srOnly>
                  {t`Título da lição ${number}`}
                </chakra.label>
                <Input
                  id={`ebd-lesson-${number}`}
                  value={d.title}
                  maxLength={200}
                  placeholder={t`Título da lição`}
                  onChange={(e) => setDraft(i, { title: e.target.value })}
                />
              </Box>
              {sundays.length > 0 ? (
                <SundaySelect
                  id={`ebd-lesson-date-${number}`}
                  label={t`Data da lição ${number}`}
                  hideLabel
                  value={d.date || sundays[i] || ''}
                  sundays={sundays}
                  onChange={(date) => setDraft(i, { date })}
                />
              ) : null}
            </HStack>
          )
        })}
      </Stack>
    </Form>
  )
}
