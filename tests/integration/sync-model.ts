import { and, eq, isNull } from 'drizzle-orm'
import fc from 'fast-check'
import { v7 as uuidv7 } from 'uuid'
import { expect } from 'vitest'
import type { Db } from '../../server/db/client'
import {
  churches,
  ebdClasses,
  ebdRolls,
  fields,
  members,
  revenues,
  rowHistory,
  roles,
  syncMutations,
  users,
} from '../../server/db/schema'
import { ebdOfferingIds, ebdRollId } from '../../sync/contracts/ebd'
import { ALL_PERMISSIONS, type Permission } from '../../sync/contracts/permissions'
import { newDevice, type Network } from './sync-device'
import { tokenFor } from './sync-support'

/**
 * Issue 4's sync model (sync-model.test.ts), shared with its variant on two API processes
 * (sync-model-cluster.test.ts, issue 20): random offline writes of one or more devices,
 * reconnects, dropped and duplicated requests, lost answers, server restarts (during a sync
 * too) and role changes. At the end (back online, every device synced twice), the server holds
 * every mutation of each device exactly once, each applied at most once, the rejected ones (and
 * only they) are in that device's "needs attention", every outbox is empty and every mirror
 * equals the server.
 */
export type Action =
  | { t: 'create'; d: number; valid: boolean }
  | { t: 'update'; d: number; pick: number; valid: boolean }
  | { t: 'delete'; d: number; pick: number }
  /** A Sunday school roll (docs/ebd.md): a mark and figures on one of few rolls; invalid: an unknown student. */
  | { t: 'roll'; d: number; pick: number; present: boolean; offering: number; valid: boolean }
  | { t: 'offline' }
  | { t: 'online' }
  | { t: 'sync'; d: number }
  /** Every device syncs at once (their requests in flight together). */
  | { t: 'syncAll' }
  | { t: 'lose' }
  | { t: 'duplicate' }
  | { t: 'role'; allowed: boolean }
  /** Process `which` restarts; `during`: while a device syncs, SIGKILLed if `hard` (else SIGTERM). */
  | { t: 'restart'; which: number; during: boolean; hard: boolean }

/** The servers the devices talk to (one, or several processes on one database). */
export interface ModelServer {
  db: () => Db
  demo: { convention: { id: string }; client: { id: string } }
  /** Restarts process `which` (modulo their number); `hard`: killed, not shut down. */
  restart: (which: number, hard: boolean) => Promise<void>
}

export interface ModelShape {
  devices: number
  restarts: boolean
  /** Restarts while a device syncs (the processes are real ones that can be signalled). */
  restartsDuringSync: boolean
}

export function actionArbitrary(shape: ModelShape): fc.Arbitrary<Action> {
  const d = fc.nat()
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({ d, valid: fc.boolean() }).map((r) => ({ t: 'create' as const, ...r })),
    },
    {
      weight: 4,
      arbitrary: fc
        .record({ d, pick: fc.nat(), valid: fc.boolean() })
        .map((r) => ({ t: 'update' as const, ...r })),
    },
    {
      weight: 1,
      arbitrary: fc.record({ d, pick: fc.nat() }).map((r) => ({ t: 'delete' as const, ...r })),
    },
    {
      weight: 3,
      arbitrary: fc
        .record({
          d,
          pick: fc.nat(),
          present: fc.boolean(),
          offering: fc.constantFrom(0, 2550, 10000),
          valid: fc.boolean(),
        })
        .map((r) => ({ t: 'roll' as const, ...r })),
    },
    { weight: 2, arbitrary: fc.constant({ t: 'offline' as const }) },
    { weight: 2, arbitrary: fc.constant({ t: 'online' as const }) },
    { weight: 4, arbitrary: d.map((i) => ({ t: 'sync' as const, d: i })) },
    { weight: shape.devices > 1 ? 2 : 0, arbitrary: fc.constant({ t: 'syncAll' as const }) },
    { weight: 2, arbitrary: fc.constant({ t: 'lose' as const }) },
    { weight: 1, arbitrary: fc.constant({ t: 'duplicate' as const }) },
    { weight: 1, arbitrary: fc.boolean().map((allowed) => ({ t: 'role' as const, allowed })) },
    {
      weight: shape.restarts ? 1 : 0,
      arbitrary: fc
        .record({
          which: fc.nat(),
          during: shape.restartsDuringSync ? fc.boolean() : fc.constant(false),
          hard: fc.boolean(),
        })
        .map((r) => ({ t: 'restart' as const, ...r })),
    },
  )
}

const FIELD_WRITES: Permission[] = ['ADD_FIELDS', 'EDIT_FIELDS', 'DELETE_FIELDS']

async function setFieldWrites(db: Db, allowed: boolean): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@celeiro.app'))
  const permissions = allowed
    ? [...ALL_PERMISSIONS]
    : ALL_PERMISSIONS.filter((p) => !FIELD_WRITES.includes(p))
  await db.update(roles).set({ permissions }).where(eq(roles.id, admin!.roleId))
}

type Device = ReturnType<typeof newDevice>

const SUNDAYS = ['2026-11-15', '2026-11-22', '2026-11-29']

/** A class of the first church with its members as students, for the scenario's rolls. */
async function ebdSetup(db: Db, clientId: string) {
  const [church] = await db
    .select()
    .from(churches)
    .where(and(eq(churches.clientId, clientId), isNull(churches.deletedAt)))
    .limit(1)
  const students = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.churchId, church!.id), isNull(members.deletedAt)))
    .limit(3)
  const [klass] = await db
    .insert(ebdClasses)
    .values({
      clientId,
      conventionId: church!.conventionId,
      fieldId: church!.fieldId,
      sectorId: church!.sectorId,
      churchId: church!.id,
      name: 'Classe do modelo',
    })
    .returning()
  return { churchId: church!.id, classId: klass!.id, students: students.map((s) => s.id) }
}

/** Runs one scenario with `devices` devices of the demo administrator, each with its own session. */
export async function runScenario(
  server: ModelServer,
  net: Network,
  actions: Action[],
  devices = 1,
): Promise<void> {
  const conventionId = server.demo.convention.id
  const engines: Device[] = []
  for (let i = 0; i < devices; i++) {
    const session = await tokenFor({ deps: { db: server.db() } }, 'admin@celeiro.app')
    engines.push(newDevice(session.userId, () => session.token))
  }
  net.offline = false
  net.loseAnswers = 0
  net.duplicate = 0
  await setFieldWrites(server.db(), true)
  for (const engine of engines) await engine.start()
  const ebd = await ebdSetup(server.db(), server.demo.client.id)
  const known: string[][] = engines.map(() => [])
  const queued: number[] = engines.map(() => 0)
  try {
    for (const a of actions) {
      const i = 'd' in a ? a.d % devices : 0
      const engine = engines[i]!
      switch (a.t) {
        case 'create': {
          const id = uuidv7()
          known[i]!.push(id)
          // An invalid write is one only the server can refuse (the device checks the args):
          // a field under a convention it does not know.
          await engine.mutate('field.create', {
            id,
            conventionId: a.valid ? conventionId : uuidv7(),
            name: `Campo ${i}.${queued[i]}`,
          })
          queued[i]!++
          break
        }
        case 'update': {
          const id = known[i]![a.pick % Math.max(1, known[i]!.length)]
          if (!id) break
          // Invalid: a rename of a field the server does not know (the device cannot tell).
          await engine.mutate('field.update', {
            id: a.valid ? id : uuidv7(),
            patch: { name: `Campo editado ${i}.${queued[i]}` },
          })
          queued[i]!++
          break
        }
        case 'delete': {
          const id = known[i]![a.pick % Math.max(1, known[i]!.length)]
          if (!id) break
          await engine.mutate('field.delete', { id })
          queued[i]!++
          break
        }
        case 'roll': {
          const student = a.valid ? ebd.students[a.pick % ebd.students.length] : uuidv7()
          const date = SUNDAYS[a.pick % SUNDAYS.length]!
          await engine.mutate('ebdRoll.save', {
            id: ebdRollId(ebd.classId, date),
            churchId: ebd.churchId,
            classId: ebd.classId,
            date,
            present: student ? { [student]: a.present } : {},
            offering: a.offering,
            bibles: a.pick % 7,
          })
          queued[i]!++
          break
        }
        case 'offline':
          net.offline = true
          break
        case 'online':
          net.offline = false
          break
        case 'sync':
          await engine.syncNow()
          break
        case 'syncAll':
          await Promise.all(engines.map((e) => e.syncNow()))
          break
        case 'lose':
          net.loseAnswers = 1
          break
        case 'duplicate':
          net.duplicate = 1
          break
        case 'role':
          await setFieldWrites(server.db(), a.allowed)
          break
        case 'restart':
          if (a.during) {
            // Whatever the sync meets (an answer, a refused connection, a cut one) it must
            // leave nothing lost or doubled.
            const syncing = Promise.all(engines.map((e) => e.syncNow()))
            await new Promise((r) => setTimeout(r, 5 + (a.which % 20)))
            await server.restart(a.which, a.hard)
            await syncing
          } else {
            await server.restart(a.which, a.hard)
          }
          break
      }
    }
    net.offline = false
    net.loseAnswers = 0
    net.duplicate = 0
    // Twice: the second round brings each device the others' last writes.
    for (let round = 0; round < 2; round++)
      for (const engine of engines) expect(await engine.syncNow()).toBe('ok')
    for (let i = 0; i < devices; i++) await check(server, engines[i]!, queued[i]!)
    for (const engine of engines) await checkRolls(server.db(), engine, ebd.classId)
  } finally {
    for (const engine of engines) await engine.stop()
  }
}

async function check(server: ModelServer, engine: Device, queued: number): Promise<void> {
  const db = server.db()
  const state = await engine.db.meta.get('state')
  const clientId = state!.clientId
  const records = await db.select().from(syncMutations).where(eq(syncMutations.clientId, clientId))
  // Every mutation reached the server, once.
  expect(records.map((r) => r.mutationId).sort((a, b) => a - b)).toEqual(
    Array.from({ length: queued }, (_, i) => i + 1),
  )
  expect(await engine.db.outbox.count()).toBe(0)
  // Exactly the rejected ones wait in attention, with the server's reason.
  const attention = await engine.db.attention.orderBy('mutationId').toArray()
  const rejected = records
    .filter((r) => r.status === 'rejected')
    .sort((a, b) => a.mutationId - b.mutationId)
  expect(attention.map((e) => [e.mutationId, e.reason.code])).toEqual(
    rejected.map((r) => [r.mutationId, r.reason?.code]),
  )
  // Applied at most once: one history entry per mutation at most.
  const history = await db.select().from(rowHistory).where(eq(rowHistory.syncClientId, clientId))
  const perMutation = new Map<number, number>()
  for (const h of history)
    perMutation.set(h.mutationId ?? 0, (perMutation.get(h.mutationId ?? 0) ?? 0) + 1)
  expect([...perMutation.values()].every((n) => n === 1)).toBe(true)
  for (const h of history)
    expect(records.find((r) => r.mutationId === h.mutationId)?.status).toBe('applied')
  // The mirror equals the server.
  const serverFields = await db
    .select({ id: fields.id, name: fields.name })
    .from(fields)
    .where(and(eq(fields.clientId, server.demo.client.id), isNull(fields.deletedAt)))
  const mirrorFields = (await engine.db.entity('fields').toArray()).map((r) => ({
    id: r.id,
    name: r.name,
  }))
  const byId = (x: { id: string }, y: { id: string }) => (x.id < y.id ? -1 : 1)
  expect(mirrorFields.sort(byId)).toEqual(serverFields.sort(byId))
}

/** The class's rolls: the mirror equals the server, and each offering is one live revenue of that amount (none for 0). */
async function checkRolls(db: Db, engine: Device, classId: string): Promise<void> {
  const rolls = await db
    .select()
    .from(ebdRolls)
    .where(and(eq(ebdRolls.classId, classId), isNull(ebdRolls.deletedAt)))
  const pick = (r: Record<string, unknown>) => ({
    id: r.id,
    present: r.present,
    offering: r.offering,
    bibles: r.bibles,
  })
  const mirror = (await engine.db.entity('ebdRolls').where('classId').equals(classId).toArray())
    .map(pick)
    .sort((x, y) => String(x.id).localeCompare(String(y.id)))
  expect(mirror).toEqual(rolls.map(pick).sort((x, y) => String(x.id).localeCompare(String(y.id))))
  for (const date of SUNDAYS) {
    const rollId = ebdRollId(classId, date)
    const roll = rolls.find((r) => r.id === rollId)
    const live = await db
      .select({ amount: revenues.amount })
      .from(revenues)
      .where(and(eq(revenues.id, ebdOfferingIds(rollId).revenueId), isNull(revenues.deletedAt)))
    expect(live.map((r) => r.amount)).toEqual(roll && roll.offering > 0 ? [roll.offering] : [])
  }
}
