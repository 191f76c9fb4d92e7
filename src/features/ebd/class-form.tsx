import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { z } from 'zod'
import { boundedText, nameSchema, type EbdClass } from '../../../sync'
import { ChurchField, churchIdField, type ChurchChoice } from '../../components/books'
import { Form, FormAlert, TextField, useZodForm } from '../../components/form'
import { MemberPicker } from './member-picker'
import type { Person } from './use-ebd'

const classFormSchema = z.object({
  churchId: churchIdField,
  name: nameSchema,
  ageRange: boundedText(60),
  room: boundedText(60),
})
export type ClassFormValues = z.output<typeof classFormSchema> & { teacherIds: string[] }

/** A Sunday school class: its name, age range, room and teachers (members of its church). */
export function ClassForm({
  id,
  klass,
  church,
  people,
  members,
  onSubmit,
}: {
  id: string
  klass?: EbdClass
  church: ChurchChoice
  people: Map<string, Person>
  members: readonly (Person & { churchId: string })[]
  onSubmit: (values: ClassFormValues) => Promise<void>
}) {
  const { t } = useLingui()
  const [teacherIds, setTeacherIds] = useState<string[]>(klass?.teacherIds ?? [])
  const form = useZodForm(classFormSchema, {
    defaultValues: {
      churchId: klass?.churchId ?? church.fixedChurchId ?? '',
      name: klass?.name ?? '',
      ageRange: klass?.ageRange ?? '',
      room: klass?.room ?? '',
    },
  })
  const churchId = form.watch('churchId')
  const candidates = members.filter((m) => m.churchId === churchId && m.status === 'active')
  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit({ ...values, teacherIds })}
      id={id}
      aria-label={t`Classe`}
    >
      <FormAlert />
      <ChurchField church={church} locked={Boolean(klass)} />
      <TextField name="name" label={t`Nome da classe`} required autoComplete="off" />
      <TextField
        name="ageRange"
        label={t`Faixa etária`}
        helper={t`Por exemplo: 15 a 17 anos, Adultos.`}
        autoComplete="off"
      />
      <TextField name="room" label={t`Sala`} autoComplete="off" />
      <MemberPicker
        label={t`Professores`}
        people={people}
        candidates={candidates}
        value={teacherIds}
        onChange={setTeacherIds}
      />
    </Form>
  )
}
