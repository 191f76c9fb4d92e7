import { eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { addDays, parseIsoDate, weekdayOf } from '../../sync/contracts/dates'
import { completeCpf } from '../../sync/contracts/documents'
import { brasiliaTodayIso } from '../dates'
import {
  defaultCategory,
  MEMBER_CATEGORIES,
  type Address,
  type MaritalStatus,
  type MemberCategory,
  type MemberStatus,
} from '../../sync/contracts/members'
import type { DbOrTx } from '../db/client'
import { memberCategoryChanges, members, memberTransfers, users } from '../db/schema'
import { admissionOf } from './demo-admission'

/**
 * Demo members and visitors (issue 5): Brazilian names with accents, valid unique CPFs,
 * addresses of real cities, categories with some history, a few transfers, some salaries.
 * Deterministic (seeded generator), bulk inserts. Also used by `npm run demo:large`.
 */

/** mulberry32: a small seeded generator, so seeds are repeatable. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const FIRST_NAMES = [
  'José',
  'João',
  'Antônio',
  'Francisco',
  'Luís',
  'Sebastião',
  'Conceição',
  'Márcia',
  'Lúcia',
  'Fátima',
  'Cecília',
  'Inês',
  'Joaquim',
  'Mônica',
  'Vitória',
  'Gabriel',
  'Letícia',
  'Júlia',
  'Caio',
  'Estêvão',
  'Raquel',
  'Débora',
  'Simão',
  'Tomé',
  'Ester',
  'Noemi',
  'Rute',
  'Natã',
  'Isaías',
  'Ana Clara',
  'Maria José',
  'Luíza',
  'Helena',
  'Benedito',
  'Aurélio',
  'Glória',
  'Valéria',
  'Rogério',
  'Sônia',
  'Flávio',
]

const SURNAMES = [
  'da Silva',
  'dos Santos',
  'Oliveira',
  'Souza',
  'Conceição',
  'Araújo',
  'Gonçalves',
  'Fernandes',
  'Simões',
  'Magalhães',
  'Brandão',
  'Gusmão',
  'Falcão',
  'Assunção',
  'Romão',
  'Sebastião',
  'Lopes',
  'Pereira',
  'Nogueira',
  'Ribeiro',
  'Carvalho',
  'Barbosa',
  'Guimarães',
  'Antunes',
  'Patrício',
]

/** A mother's and a father's surname, never the same one twice ("Souza Souza"). */
function twoSurnames(first: string, second: string): string {
  const other =
    second === first ? SURNAMES[(SURNAMES.indexOf(first) + 1) % SURNAMES.length] : second
  return `${first} ${other}`
}

/** Real city / UF pairs (and a CEP prefix of the city). */
const CITIES: { city: string; state: string; cep: string }[] = [
  { city: 'Campinas', state: 'SP', cep: '130' },
  { city: 'Ribeirão Preto', state: 'SP', cep: '140' },
  { city: 'São Paulo', state: 'SP', cep: '010' },
  { city: 'Sumaré', state: 'SP', cep: '131' },
  { city: 'Belo Horizonte', state: 'MG', cep: '301' },
  { city: 'Uberlândia', state: 'MG', cep: '384' },
  { city: 'Goiânia', state: 'GO', cep: '740' },
  { city: 'Curitiba', state: 'PR', cep: '800' },
  { city: 'Londrina', state: 'PR', cep: '860' },
  { city: 'Salvador', state: 'BA', cep: '400' },
  { city: 'Recife', state: 'PE', cep: '500' },
  { city: 'Fortaleza', state: 'CE', cep: '600' },
  { city: 'Belém', state: 'PA', cep: '660' },
  { city: 'Manaus', state: 'AM', cep: '690' },
  { city: 'Florianópolis', state: 'SC', cep: '880' },
  { city: 'Porto Alegre', state: 'RS', cep: '900' },
  { city: 'São Luís', state: 'MA', cep: '650' },
  { city: 'Cuiabá', state: 'MT', cep: '780' },
]

const STREETS = [
  'Rua Barão de Jaguara',
  'Avenida Brasil',
  'Rua São João',
  'Rua Conceição',
  'Avenida José de Souza Campos',
  'Rua Tiradentes',
  'Rua Dom Pedro II',
  'Travessa da Assunção',
  'Rua Padre Anchieta',
  'Avenida Getúlio Vargas',
]
const NEIGHBORHOODS = [
  'Centro',
  'Vila Industrial',
  'Jardim Aurélia',
  'Cambuí',
  'São Bernardo',
  'Ipiranga',
  'Jardim Paulistano',
  'Vila Nova',
]
const PROFESSIONS = [
  'Professora',
  'Pedreiro',
  'Motorista',
  'Enfermeira',
  'Comerciante',
  'Costureira',
  'Eletricista',
  'Aposentado',
  'Estudante',
  'Técnica de enfermagem',
  '',
]
const MARITAL: MaritalStatus[] = ['single', 'married', 'married', 'married', 'divorced', 'widowed']
const ORDAINED: MemberCategory[] = MEMBER_CATEGORIES.filter(
  (c) => c !== 'member' && c !== 'visitor',
)

export interface ChurchPlace {
  id: string
  name?: string
  clientId: string
  conventionId: string
  fieldId: string
  sectorId: string
}

type MemberInsert = typeof members.$inferInsert

const pick = <T>(rng: () => number, list: readonly T[]): T =>
  list[Math.floor(rng() * list.length)] as T
const pad = (n: number, width: number) => String(n).padStart(width, '0')

/** A generator of people: deterministic for a seed; CPFs unique from `cpfBase` upwards. */
export function peopleGenerator(seed: number, cpfBase: number) {
  const rng = seededRandom(seed)
  const today = brasiliaTodayIso()
  const thisYear = parseIsoDate(today)!.year
  let n = 0
  return function person(
    church: ChurchPlace,
    status: MemberStatus,
    createdBy: string | null,
  ): MemberInsert {
    n++
    const city = pick(rng, CITIES)
    const age = status === 'visitor' ? 15 + Math.floor(rng() * 50) : 13 + Math.floor(rng() * 70)
    const birthYear = thisYear - age
    const birthDate = `${birthYear}-${pad(1 + Math.floor(rng() * 12), 2)}-${pad(1 + Math.floor(rng() * 28), 2)}`
    const baptized = status !== 'visitor' && rng() < 0.85
    const baptismYear = Math.min(thisYear - 1, birthYear + 14 + Math.floor(rng() * 20))
    const category: MemberCategory =
      status === 'visitor' ? 'visitor' : rng() < 0.8 ? 'member' : pick(rng, ORDAINED)
    const first = pick(rng, FIRST_NAMES)
    const surname = twoSurnames(pick(rng, SURNAMES), pick(rng, SURNAMES))
    const address: Address = {
      cep: `${city.cep}${pad(Math.floor(rng() * 100000), 5)}`,
      number: String(1 + Math.floor(rng() * 2000)),
      street: pick(rng, STREETS),
      neighborhood: pick(rng, NEIGHBORHOODS),
      city: city.city,
      state: city.state,
      complement: rng() < 0.2 ? `Apto ${1 + Math.floor(rng() * 300)}` : '',
    }
    const withCpf = status !== 'visitor' || rng() < 0.3
    const local = first
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase()
    const row = {
      id: uuidv7(),
      clientId: church.clientId,
      conventionId: church.conventionId,
      fieldId: church.fieldId,
      sectorId: church.sectorId,
      churchId: church.id,
      name: first,
      surname,
      cpf: withCpf ? completeCpf(pad(cpfBase + n, 9)) : null,
      birthDate,
      phone: `(${pad(11 + Math.floor(rng() * 88), 2)}) 9${pad(Math.floor(rng() * 1e8), 8)}`,
      email: rng() < 0.6 ? `${local}.${n}@exemplo.com.br` : '',
      address,
      status,
      function: category === 'member' || category === 'visitor' ? '' : 'Obreiro',
      category,
      baptized,
      baptismDate:
        baptized && rng() < 0.8 ? `${baptismYear}-${pad(1 + Math.floor(rng() * 12), 2)}-15` : null,
      titheStatus: status === 'visitor' ? null : rng() < 0.7 ? 'regular' : 'irregular',
      title: category === 'pastor' ? 'Pr.' : category === 'presbyter' ? 'Pb.' : '',
      profession: pick(rng, PROFESSIONS),
      companyName: '',
      // Visitors came on a recent Sunday, most invited by someone of the church (from the
      // running number, not the random stream: the rest of the demo stays as it was).
      visitDate: status === 'visitor' ? recentSunday(n % 8) : null,
      invitedBy:
        status === 'visitor' && n % 3 !== 0
          ? (FIRST_NAMES[(n * 7) % FIRST_NAMES.length] ?? '')
          : '',
      salary: status !== 'visitor' && rng() < 0.35 ? 150_000 + Math.floor(rng() * 800_000) : null,
      maritalStatus: pick(rng, MARITAL),
      approval: 'approved',
      consentScope: 'Cadastro de membros e comunicação da igreja',
      consentAt: new Date(
        Date.UTC(2025, Math.floor(rng() * 12), 1 + Math.floor(rng() * 28)),
      ).toISOString(),
      consentTextVersion: '2025-01',
      createdBy,
    } satisfies MemberInsert
    // After the random stream's draws: the demo's other fields stay as they were.
    return { ...row, ...admissionOf(status, row.baptismDate, n, today) }
  }
}

/** The Sunday `weeksAgo` weeks before the last one (today in Brasília counts when a Sunday). */
function recentSunday(weeksAgo: number): string {
  const today = brasiliaTodayIso()
  return addDays(today, -(weekdayOf(today) + 7 * weeksAgo))
}

/** Inserts in chunks (PostgreSQL's parameter limit is 65,535 per statement). */
export async function insertChunked<T>(
  rows: T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size))
}

/** Category history of members whose category is not the default: one or two changes each. */
export function categoryHistoryOf(
  rows: MemberInsert[],
  changedBy: string,
  rng: () => number,
): (typeof memberCategoryChanges.$inferInsert)[] {
  const changes: (typeof memberCategoryChanges.$inferInsert)[] = []
  for (const row of rows) {
    const status = row.status
    const category = row.category
    if (category === defaultCategory(status)) continue
    const year = 2015 + Math.floor(rng() * 10)
    const place = {
      clientId: row.clientId,
      conventionId: row.conventionId,
      fieldId: row.fieldId,
      sectorId: row.sectorId,
      churchId: row.churchId,
      memberId: row.id as string,
      changedBy,
    }
    const twoSteps = rng() < 0.5 && category !== 'cooperator'
    changes.push({
      ...place,
      id: uuidv7(),
      previousCategory: 'member',
      newCategory: twoSteps ? 'cooperator' : category,
      changedOn: `${year}-03-10`,
    })
    if (twoSteps)
      changes.push({
        ...place,
        id: uuidv7(),
        previousCategory: 'cooperator',
        newCategory: category,
        changedOn: `${year + 2}-08-20`,
      })
  }
  return changes
}

export interface SeededMembers {
  memberIds: string[]
  visitorIds: string[]
}

/** ~300 members and 40 visitors over the demo churches, with category history and 5 transfers. */
export async function seedDemoMembers(
  tx: DbOrTx,
  churches: ChurchPlace[],
  opts: { members?: number; visitors?: number; seed?: number } = {},
): Promise<SeededMembers> {
  const [adminUser] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@celeiro.app'))
    .limit(1)
  const by = adminUser?.id ?? null
  const memberCount = opts.members ?? 300
  const visitorCount = opts.visitors ?? 40
  const person = peopleGenerator(opts.seed ?? 2026, 100_200_300)
  const rng = seededRandom((opts.seed ?? 2026) + 1)
  const rows: MemberInsert[] = []
  for (let i = 0; i < memberCount; i++) {
    const church = churches[i % churches.length] as ChurchPlace
    rows.push(person(church, rng() < 0.9 ? 'active' : 'inactive', by))
  }
  for (let i = 0; i < visitorCount; i++)
    rows.push(person(churches[i % churches.length] as ChurchPlace, 'visitor', by))
  await insertChunked(rows, 500, (chunk) => tx.insert(members).values(chunk))
  if (by) {
    const history = categoryHistoryOf(rows, by, rng)
    await insertChunked(history, 1000, (chunk) => tx.insert(memberCategoryChanges).values(chunk))
    // A few members came from another church of the demo (the rows already sit at the destination).
    const transfers: (typeof memberTransfers.$inferInsert)[] = []
    for (let i = 0; i < 5 && churches.length > 1; i++) {
      const row = rows[i * 7] as MemberInsert
      const at = churches.findIndex((c) => c.id === row.churchId)
      const from = churches[(at + 1) % churches.length] as ChurchPlace
      transfers.push({
        id: uuidv7(),
        clientId: row.clientId,
        memberId: row.id as string,
        memberName: `${row.name} ${row.surname}`,
        fromConventionId: from.conventionId,
        fromFieldId: from.fieldId,
        fromSectorId: from.sectorId,
        fromChurchId: from.id,
        toConventionId: row.conventionId,
        toFieldId: row.fieldId,
        toSectorId: row.sectorId,
        toChurchId: row.churchId,
        fromChurchName: from.name ?? '',
        toChurchName: churches[at]?.name ?? '',
        date: `2025-${pad(2 + i, 2)}-10`,
        titheStatus: row.titheStatus ?? null,
        byUserId: by,
      })
    }
    if (transfers.length > 0) await tx.insert(memberTransfers).values(transfers)
  }
  const ids = (status: (s: MemberStatus) => boolean) =>
    rows.filter((r) => status(r.status)).map((r) => r.id as string)
  return { memberIds: ids((s) => s !== 'visitor'), visitorIds: ids((s) => s === 'visitor') }
}
