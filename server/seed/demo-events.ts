import { and, eq, inArray } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { addDays, addMonths } from '../../sync/contracts/dates'
import type { DbOrTx } from '../db/client'
import { events, expenses, revenues } from '../db/schema'
import { brasiliaTodayIso } from '../dates'

/**
 * The demo's events and campaigns (issue 15; docs/events.md), over the demo treasury's rows:
 * each church's youth congress with its revenue and its sound-and-stage expense linked; the
 * Campinas field's missions campaign, which the monthly missions offering of each of its churches
 * feeds; a convention assembly and a church retreat ahead. Deterministic from the seed date.
 */

interface ChurchLike {
  id: string
  clientId: string
  conventionId: string
  fieldId: string
  sectorId: string
  name: string
}

type EventInsert = typeof events.$inferInsert

export async function seedDemoEvents(
  db: DbOrTx,
  churches: ChurchLike[],
  opts: { today?: string } = {},
): Promise<{ events: number; linked: number }> {
  const today = opts.today ?? brasiliaTodayIso()
  const rows: EventInsert[] = []
  const links: { table: typeof revenues | typeof expenses; ids: string[]; eventId: string }[] = []
  const churchIds = churches.map((c) => c.id)
  const entries = async (table: typeof revenues | typeof expenses, description: string) =>
    db
      .select({
        id: table.id,
        churchId: table.churchId,
        amount: table.amount,
        dueDate: table.dueDate,
      })
      .from(table)
      .where(and(inArray(table.churchId, churchIds), eq(table.description, description)))
  const congressRevenues = await entries(revenues, 'Congresso de jovens')
  const congressExpenses = await entries(expenses, 'Som e estrutura do congresso')
  const missions = await entries(revenues, 'Oferta de missões')
  const first = churches[0]
  if (!first) return { events: 0, linked: 0 }

  for (const church of churches) {
    const revenue = congressRevenues.find((r) => r.churchId === church.id)
    if (!revenue) continue
    const expense = congressExpenses.find((e) => e.churchId === church.id)
    const id = uuidv7()
    rows.push({
      id,
      clientId: church.clientId,
      conventionId: church.conventionId,
      fieldId: church.fieldId,
      sectorId: church.sectorId,
      churchId: church.id,
      name: 'Congresso de jovens',
      startDate: revenue.dueDate,
      endDate: addDays(revenue.dueDate, 2),
      location: church.name,
      revenueBudget: Math.round((revenue.amount * 1.2) / 1000) * 1000,
      budgetAmount: expense ? Math.round((expense.amount * 1.1) / 1000) * 1000 : null,
      budgetEnd: expense ? addDays(revenue.dueDate, 2) : null,
      description: 'Três dias de louvor, palavra e comunhão para a juventude.',
    })
    links.push({ table: revenues, ids: [revenue.id], eventId: id })
    if (expense) links.push({ table: expenses, ids: [expense.id], eventId: id })
  }

  // The Campinas field's missions campaign: the monthly missions offering of its churches.
  const fieldChurches = new Set(
    churches.filter((c) => c.fieldId === first.fieldId).map((c) => c.id),
  )
  const fieldMissions = missions.filter((m) => fieldChurches.has(m.churchId))
  const start = fieldMissions.reduce((min, m) => (m.dueDate < min ? m.dueDate : min), today)
  const campaignId = uuidv7()
  const year = today.slice(0, 4)
  rows.push({
    id: campaignId,
    clientId: first.clientId,
    conventionId: first.conventionId,
    fieldId: first.fieldId,
    sectorId: null,
    churchId: null,
    name: `Campanha de missões ${year}`,
    startDate: start,
    endDate: addMonths(start, 12),
    location: '',
    // A year of every church's monthly offering, and a little more: the goal the field set.
    revenueBudget:
      Math.round((fieldMissions.reduce((s, m) => s + m.amount, 0) * 13) / 100_000) * 100_000,
    budgetAmount: null,
    budgetEnd: null,
    description:
      'Sustento dos missionários do campo: cada igreja contribui com a oferta mensal de missões.',
  })
  links.push({ table: revenues, ids: fieldMissions.map((m) => m.id), eventId: campaignId })

  // Ahead: the convention's general assembly and the head church's couples' retreat.
  const nextMonth = addMonths(today, 1)
  rows.push(
    {
      id: uuidv7(),
      clientId: first.clientId,
      conventionId: first.conventionId,
      fieldId: null,
      sectorId: null,
      churchId: null,
      name: 'Assembleia Geral da Convenção',
      startDate: addDays(nextMonth, 5),
      endDate: addDays(nextMonth, 7),
      location: 'Centro de convenções de Campinas',
      revenueBudget: 2_500_000,
      budgetAmount: 1_800_000,
      budgetEnd: addDays(nextMonth, 7),
      description: 'Inscrições das igrejas e ofertas da assembleia.',
    },
    {
      id: uuidv7(),
      clientId: first.clientId,
      conventionId: first.conventionId,
      fieldId: first.fieldId,
      sectorId: first.sectorId,
      churchId: first.id,
      name: 'Retiro de casais',
      startDate: addDays(today, 10),
      endDate: addDays(today, 12),
      location: 'Chácara Monte Sião',
      revenueBudget: 900_000,
      budgetAmount: 600_000,
      budgetEnd: addDays(today, 12),
      description: '',
    },
  )

  await db.insert(events).values(rows)
  let linked = 0
  for (const link of links) {
    if (link.ids.length === 0) continue
    const table = link.table as typeof revenues
    await db.update(table).set({ eventId: link.eventId }).where(inArray(table.id, link.ids))
    linked += link.ids.length
  }
  return { events: rows.length, linked }
}
