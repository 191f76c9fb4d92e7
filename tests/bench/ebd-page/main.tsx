import { ChakraProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'
import { createRoot } from 'react-dom/client'
import {
  addDays,
  quarterReport,
  quarterSundays,
  type EbdClass,
  type EbdEnrolment,
  type EbdQuarter,
  type EbdRoll,
} from '../../../sync'
import { appSystem } from '../../../src/app/theme'
import { loadReportPdf } from '../../../src/components/pdf'
import { quarterReportSpec } from '../../../src/features/ebd/ebd-reports'
import { RollForm } from '../../../src/features/ebd/roll-screen'
import type { Person } from '../../../src/features/ebd/use-ebd'
import { activateLocale, i18n, loadArea } from '../../../src/lib/i18n'

/**
 * The Sunday school's bench cases (tests/bench/ebd.ts, docs/benchmarks.md) in the browser: a
 * church of 20 classes and 600 students with a quarter's rolls (13 Sundays, every class), the
 * quarter report's PDF made as the quarters screen makes it (figures, spec, the lazy report
 * machinery), and the roll screen's form drawn for a class of 60 students.
 */
const CLASSES = 20
const STUDENTS = 600
const BIG_CLASS = 60
const CHURCH = 'church-1'
const NAMES = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Filipe', 'Gabriela', 'Heitor', 'Isabel']
const SURNAMES = ['Souza', 'Lima', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Almeida']

const meta = (id: string) => ({
  id,
  clientId: 'client',
  conventionId: 'conv',
  fieldId: 'field',
  sectorId: 'sector',
  churchId: CHURCH,
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
})

/** A deterministic pseudo-random sequence (the same church every run). */
function random(seed: number) {
  let s = seed
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648
    return s / 2_147_483_648
  }
}

function church() {
  const rand = random(53)
  const quarter: EbdQuarter = {
    ...meta('quarter-1'),
    name: '1º trimestre de 2027',
    magazine: 'Lições Bíblicas',
    startDate: '2027-01-03',
    lessons: Array.from({ length: 13 }, (_, i) => ({
      number: i + 1,
      title: `Lição ${i + 1}`,
      date: addDays('2027-01-03', 7 * i),
    })),
  }
  const classes: EbdClass[] = Array.from({ length: CLASSES }, (_, i) => ({
    ...meta(`class-${i}`),
    name: `Classe ${String(i + 1).padStart(2, '0')}`,
    ageRange: '',
    room: `Sala ${i + 1}`,
    teacherIds: [],
  }))
  const people = new Map<string, Person>()
  const enrolments: EbdEnrolment[] = []
  for (let s = 0; s < STUDENTS; s++) {
    const id = `student-${s}`
    people.set(id, {
      id,
      name: `${NAMES[s % NAMES.length]} ${s}`,
      surname: SURNAMES[s % SURNAMES.length] ?? '',
      status: 'active',
    })
    // The first 60 in the big class, the rest spread over the other 19.
    const klass = s < BIG_CLASS ? 0 : 1 + ((s - BIG_CLASS) % (CLASSES - 1))
    enrolments.push({
      ...meta(`enrolment-${s}`),
      classId: `class-${klass}`,
      studentId: id,
      startDate: '2026-01-04',
      endDate: null,
    })
  }
  const rolls: EbdRoll[] = []
  for (const day of quarterSundays(quarter))
    for (const c of classes) {
      const present: Record<string, boolean> = {}
      for (const e of enrolments) if (e.classId === c.id) present[e.studentId] = rand() < 0.8
      rolls.push({
        ...meta(`roll-${c.id}-${day}`),
        classId: c.id,
        date: day,
        present,
        visitors: Math.floor(rand() * 4),
        visitorNames: [],
        bibles: Math.floor(rand() * 20),
        magazines: Math.floor(rand() * 20),
        offering: Math.floor(rand() * 10_000),
        lessonNumber: null,
        lessonTitle: '',
        quarterId: null,
        takenBy: null,
      })
    }
  return { quarter, classes, enrolments, rolls, people }
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

async function quarterPdf(data: ReturnType<typeof church>) {
  const t0 = performance.now()
  const { renderReportPdf } = await loadReportPdf()
  const t1 = performance.now()
  const report = quarterReport(data.quarter, data.classes, data.enrolments, data.rolls)
  const spec = quarterReportSpec(
    report,
    data.quarter,
    (id) => {
      const p = data.people.get(id)
      return p ? `${p.name} ${p.surname}` : '—'
    },
    {
      owner: 'Igreja Sede',
      branding: { color: '#2255aa' },
      userName: 'Bench',
      now: '2027-04-01T12:00:00.000Z',
    },
  )
  const t2 = performance.now()
  const blob = await renderReportPdf(spec)
  const t3 = performance.now()
  return {
    loadMs: t1 - t0,
    computeMs: t2 - t1,
    renderMs: t3 - t2,
    totalMs: t3 - t0,
    bytes: blob.size,
    toVisit: report.toVisit.length,
  }
}

/** The roll form of the 60-student class: from render() to the first frame after its 60 buttons exist. */
async function rollDraw(data: ReturnType<typeof church>) {
  const host = document.getElementById('root')!
  const klass = data.classes[0]!
  const students = data.enrolments.filter((e) => e.classId === klass.id).map((e) => e.studentId)
  const date = '2027-01-03'
  const rollRow = data.rolls.find((r) => r.classId === klass.id && r.date === date) ?? null
  const rootRoute = createRootRoute({
    component: () => (
      <RollForm
        klass={klass}
        date={date}
        onDateChange={() => {}}
        roll={rollRow}
        students={students}
        people={data.people}
        quarter={data.quarter}
      />
    ),
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  const root = createRoot(host)
  const t0 = performance.now()
  root.render(
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={appSystem()}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </I18nProvider>,
  )
  while (host.querySelectorAll('button[aria-pressed]').length < students.length) await frame()
  await frame()
  const ms = performance.now() - t0
  root.unmount()
  return { ms, students: students.length }
}

const api = {
  async run() {
    const data = church()
    const pdf = [await quarterPdf(data), await quarterPdf(data), await quarterPdf(data)]
    const draws = []
    for (let i = 0; i < 5; i++) draws.push(await rollDraw(data))
    return { pdf, draws }
  },
}

void (async () => {
  await activateLocale('pt-BR')
  await loadArea('members')
  ;(window as unknown as { ebdBench: typeof api }).ebdBench = api
  document.body.dataset.ready = 'true'
})()
