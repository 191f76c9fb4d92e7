import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedDemo } from '../../server/seed/demo'
import { apiProcesses, installNetwork, type ApiProcesses, type Network } from './sync-device'
import { actionArbitrary, runScenario, type ModelServer } from './sync-model'

/**
 * Issue 20: the sync model (sync-model.ts) with two devices whose requests alternate between
 * two real API processes (`node server/main.ts`) on one PostgreSQL database: each request goes
 * to the other process than the one before (a duplicated request too), so any process answers
 * any request of a sync. Processes restart at random, also while the devices sync (SIGTERM:
 * the requests in flight finish; SIGKILL: they are cut), and both devices sync at once. Same
 * guarantees: every write exactly once or in attention, every mirror equal to the server.
 * Runs: SYNC_MODEL_CLUSTER_RUNS (default 6).
 */
const RUNS = Number(process.env.SYNC_MODEL_CLUSTER_RUNS ?? 6)
const adminUrl = process.env.TEST_DATABASE_URL
const onPostgres = process.env.CELEIRO_TEST_DB === 'postgres' && !!adminUrl

describe.runIf(onPostgres)('sync model on two API processes (PostgreSQL)', () => {
  let api: ApiProcesses
  let demo: Awaited<ReturnType<typeof seedDemo>>
  let net: Network
  const served = [0, 0]
  let turn = 0

  beforeAll(async () => {
    api = await apiProcesses({
      count: 2,
      adminUrl: adminUrl!,
      name: 'model2',
      startTimeoutMs: 60_000,
    })
    demo = await seedDemo(api.database.db)
    await Promise.all([api.start(0), api.start(1)])
    // Each request to the other process than the one before.
    net = installNetwork(() => {
      const i = turn++ % 2
      served[i]!++
      return api.url(i)
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
  }, 120_000)

  afterAll(async () => {
    net?.uninstall()
    await api?.close()
  })

  it(`delivers every write of two devices exactly once or puts it in attention (${RUNS} random runs)`, async () => {
    const model: ModelServer = {
      db: () => api.database.db,
      demo,
      restart: async (which, hard) => {
        const i = which % 2
        await api.stop(i, hard)
        await api.start(i)
      },
    }
    const action = actionArbitrary({ devices: 2, restarts: true, restartsDuringSync: true })
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 30 }), (actions) =>
        runScenario(model, net, actions, 2),
      ),
      { numRuns: RUNS, endOnFailure: true },
    )
    // Both processes answered the devices.
    expect(served[0]).toBeGreaterThan(10)
    expect(served[1]).toBeGreaterThan(10)
  }, 300_000)
})
