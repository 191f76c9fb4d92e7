import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type * as Zod from 'zod'
import type * as ZodMini from 'zod/mini'
import { lazy } from './lazy'

/** Every call the contracts' modules make to zod, by name: while they load there must be none. */
const { built, counting } = vi.hoisted(() => {
  const built: string[] = []
  const counting = <T extends object>(real: T): T =>
    new Proxy(real, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver)
        if (typeof value !== 'function' || /^[A-Z$]/.test(String(key))) return value
        return (...args: unknown[]) => {
          const caller = /(?:sync|tests)\/[\w/-]+(?<!\.test)\.ts:\d+/.exec(
            new Error().stack ?? '',
          )?.[0]
          built.push(`${String(key)} (${caller ?? 'zod'})`)
          return (value as (...a: unknown[]) => unknown)(...args)
        }
      },
    })
  return { built, counting }
})
vi.mock('zod', async (original) => {
  const real = await original<typeof Zod>()
  return { ...real, z: counting(real.z) }
})
vi.mock('zod/mini', async (original) => {
  const real = await original<typeof ZodMini>()
  return { ...real, z: counting(real.z) }
})

/** Every module of the contracts but the tests. */
const here = fileURLToPath(new URL('.', import.meta.url))
const contracts = readdirSync(here, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => join(here, file))

describe('contracts built on first use', () => {
  it('loading every contract module builds no schema', async () => {
    expect(contracts.length).toBeGreaterThan(30)
    for (const file of contracts) await import(file)
    expect(built).toEqual([])
  })

  it('a module that builds a schema as it loads is caught', async () => {
    built.length = 0
    await import('../../tests/fixtures/eager-contract')
    expect(built).toContain('object (tests/fixtures/eager-contract.ts:5)')
  })

  it('builds a lazy schema on first read, and once', () => {
    let builds = 0
    const name = lazy(() => {
      builds++
      return z.string().trim().min(3, 'name_too_short')
    })
    const person = lazy(() => z.object({ name }))
    expect(builds).toBe(0)
    expect(person.parse({ name: '  José  ' }).name).toBe('José')
    expect(name.safeParse('Sá').error?.issues[0]?.message).toBe('name_too_short')
    expect(builds).toBe(1)
  })

  it('stands for the schema: instanceof, methods, shape and the inferred type', () => {
    const row = lazy(() => z.object({ id: z.uuid(), amount: z.number().int() }))
    expect(row).toBeInstanceOf(z.ZodObject)
    expect(Object.keys(row.shape)).toEqual(['id', 'amount'])
    const create = row.omit({ id: true }).extend({ note: z.string().default('') })
    const parsed: { amount: number; note: string } = create.parse({ amount: 1000 })
    expect(parsed).toEqual({ amount: 1000, note: '' })
    expect(row.optional().parse(undefined)).toBeUndefined()
  })

  it('a lazy shape spreads into an object and is one itself', () => {
    const fields = lazy(() => ({ name: z.string(), city: z.string().nullable() }))
    const withId = z.object({ ...fields, id: z.string() })
    expect(Object.keys(withId.shape)).toEqual(['name', 'city', 'id'])
    expect(withId.safeParse({ name: 'José', city: null }).success).toBe(false)
    expect(z.object(fields).parse({ name: 'José', city: null })).toEqual({
      name: 'José',
      city: null,
    })
  })

  it('keeps its identity: the same stand-in everywhere it is used', () => {
    const schema = lazy(() => z.number())
    const catalog = { row: schema }
    expect(catalog.row === schema).toBe(true)
  })
})
