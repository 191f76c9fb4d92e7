import { addDays } from '../../sync/contracts/dates'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { ebdClasses, ebdEnrolments, ebdQuarters, members, roles } from '../db/schema'
import {
  EBD_SUPERINTENDENT_PERMISSIONS,
  EBD_TEACHER_PERMISSIONS,
} from '../modules/roles/default-roles'

interface ChurchPlace {
  id: string
  clientId: string
  conventionId: string
  fieldId: string
  sectorId: string
}

/**
 * The demo's Sunday school (docs/ebd.md): the teacher's and the superintendent's roles, three
 * classes of the first church with two teachers each and some of its members and visitors
 * enrolled, and this quarter's magazine with its 13 lessons. No roll: rolls record offerings in
 * the treasury, and the demo's books stay as they are.
 */
export async function seedDemoEbd(
  tx: DbOrTx,
  church: ChurchPlace,
  churchLevelId: string,
): Promise<void> {
  await tx.insert(roles).values([
    {
      clientId: church.clientId,
      levelId: churchLevelId,
      name: 'Professor(a) da EBD',
      permissions: EBD_TEACHER_PERMISSIONS,
    },
    {
      clientId: church.clientId,
      levelId: churchLevelId,
      name: 'Superintendente da EBD',
      permissions: EBD_SUPERINTENDENT_PERMISSIONS,
    },
  ])
  const people = await tx
    .select({ id: members.id, status: members.status, birthDate: members.birthDate })
    .from(members)
    .where(and(eq(members.churchId, church.id), isNull(members.deletedAt)))
    .orderBy(asc(members.name))
  const adults = people.filter((p) => p.status === 'active')
  const scope = {
    clientId: church.clientId,
    conventionId: church.conventionId,
    fieldId: church.fieldId,
    sectorId: church.sectorId,
    churchId: church.id,
  }
  const classes = [
    { name: 'Jovens', ageRange: '18 a 29 anos', room: 'Sala 2' },
    { name: 'Adultos', ageRange: '30 anos ou mais', room: 'Templo' },
    { name: 'Senhoras', ageRange: 'Adultas', room: 'Sala 3' },
  ]
  const teachers = adults.slice(0, classes.length * 2).map((p) => p.id)
  const students = people.filter((p) => !teachers.includes(p.id))
  const perClass = Math.min(12, Math.floor(students.length / classes.length))
  const classRows = await tx
    .insert(ebdClasses)
    .values(
      classes.map((c, i) => ({ ...scope, ...c, teacherIds: teachers.slice(i * 2, i * 2 + 2) })),
    )
    .returning({ id: ebdClasses.id })
  const enrolments = classRows.flatMap((c, i) =>
    students.slice(i * perClass, (i + 1) * perClass).map((s) => ({
      ...scope,
      classId: c.id,
      studentId: s.id,
      startDate: '2026-01-04',
    })),
  )
  if (enrolments.length > 0) await tx.insert(ebdEnrolments).values(enrolments)
  const titles = [
    'A criação',
    'A queda',
    'O dilúvio',
    'A torre de Babel',
    'O chamado de Abraão',
    'Isaque, o filho da promessa',
    'Jacó e Esaú',
    'José no Egito',
    'Moisés e a sarça',
    'A Páscoa',
    'O mar Vermelho',
    'Os Dez Mandamentos',
    'O tabernáculo',
  ]
  await tx.insert(ebdQuarters).values({
    ...scope,
    name: '4º trimestre de 2026',
    magazine: 'Lições Bíblicas — O Pentateuco',
    startDate: '2026-10-04',
    lessons: titles.map((title, i) => ({
      number: i + 1,
      title,
      date: addDays('2026-10-04', i * 7),
    })),
  })
}
