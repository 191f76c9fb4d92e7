import { DEVICE_ENTITIES } from '../../../sync/engine/device-registry'

/**
 * The device half of the bench entities: entries in the engine's DEVICE_ENTITIES, exactly what
 * a real entity adds there. Imported FIRST by main.ts, so the engine modules (which read the
 * registry when they load) see them.
 */
export const BENCH_ENTITIES = [
  { name: 'bench_members', indexes: ['churchId', 'name'] },
  { name: 'bench_finance', indexes: ['churchId', 'date'] },
]

for (const entity of BENCH_ENTITIES)
  if (!DEVICE_ENTITIES.some((e) => e.name === entity.name)) DEVICE_ENTITIES.push(entity)
