import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './client'
import { inlineParams, quoteLiteral } from './pglite-inline'

describe('inlining plain parameters for PGlite', () => {
  it('writes each $n as a quoted literal, leaving strings, names and comments alone', () => {
    expect(
      inlineParams(`select "a$1", 'it''s $1' from t where x = $1 and y = $2 -- $3\n limit $3`, [
        "o'clock",
        null,
        10,
      ]),
    ).toBe(`select "a$1", 'it''s $1' from t where x = 'o''clock' and y = NULL -- $3\n limit '10'`)
    expect(
      inlineParams(
        'select $1, $10',
        Array.from({ length: 10 }, (_, i) => i),
      ),
    ).toBe("select '0', '9'")
  })

  it('leaves to the extended protocol what it does not fully understand', () => {
    expect(inlineParams('select $1', [new Date()])).toBeUndefined()
    expect(inlineParams('select $1', [new Uint8Array([1])])).toBeUndefined()
    expect(inlineParams('select $1', [[1, 2]])).toBeUndefined()
    expect(inlineParams('select $1', [Number.NaN])).toBeUndefined()
    expect(inlineParams('select $1', ['a\u0000b'])).toBeUndefined()
    expect(inlineParams('select $2', [1])).toBeUndefined()
    expect(inlineParams('select $$x$$, $1', [1])).toBeUndefined()
    expect(inlineParams("select E'\\n', $1", [1])).toBeUndefined()
    expect(inlineParams('select /* $1 */ $1', [1])).toBeUndefined()
    expect(inlineParams("select 'open, $1", [1])).toBeUndefined()
  })

  it(
    'round-trips any string, number and boolean through the database unchanged',
    { timeout: 120_000 },
    async () => {
      const { db, close } = await openDatabase({ dataDir: null })
      const client = (
        db as unknown as {
          $client: { query: (t: string, p: unknown[]) => Promise<{ rows: { v: string }[] }> }
        }
      ).$client
      try {
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(
              fc.string({ unit: 'grapheme' }).filter((s) => !s.includes('\u0000')),
              fc.string({ unit: fc.constantFrom("'", '\\', '"', '$', '-', '\n', 'a', ';') }),
              fc.integer(),
              fc.double({ noNaN: true, noDefaultInfinity: true }),
              fc.boolean(),
            ),
            async (value) => {
              const { rows } = await client.query('select $1::text as v', [value])
              expect(rows[0]?.v).toBe(String(value))
              expect(quoteLiteral(value).startsWith("'")).toBe(true)
            },
          ),
          { numRuns: 300 },
        )
      } finally {
        await close()
      }
    },
  )
})
