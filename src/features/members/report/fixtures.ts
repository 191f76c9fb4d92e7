import type { Member } from '../../../../sync'
import type { MemberReportContext } from './member-report-files'

/** Test data of the member report's tests: Ana Sá, an active member of church c1 since January. */
export const person = (extra: Partial<Member>): Member =>
  ({
    id: crypto.randomUUID(),
    name: 'Ana',
    surname: 'Sá',
    churchId: 'c1',
    status: 'active',
    category: 'member',
    birthDate: null,
    createdAt: '2026-01-10T12:00:00Z',
    ...extra,
  }) as Member

/** What the report's PDF and spreadsheet need besides the figures: c1 is "Igreja Sede". */
export const reportContext = (extra: Partial<MemberReportContext> = {}): MemberReportContext => ({
  owner: 'Igreja Sede',
  branding: { color: '#123456' },
  userName: 'Maria',
  now: '2026-11-24T12:00:00Z',
  start: '2026-01-01',
  end: '2026-11-24',
  month: 'novembro',
  churchName: (id: string) => (id === 'c1' ? 'Igreja Sede' : 'Outra'),
  ...extra,
})
