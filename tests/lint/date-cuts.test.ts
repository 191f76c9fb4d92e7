import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * A date is never cut out of a timestamp (issue 48, docs/dates.md): `createdAt.slice(0, 10)` or
 * `toISOString().slice(0, 10)` is the UTC date of the moment, and in Brasília from 21:00 on that
 * is already tomorrow. The day of a moment comes from `localDateOf` (sync/contracts/dates.ts),
 * the one function that turns a moment into a date; the legitimate cuts have their own names
 * there (`dateOfLocalStamp`: a stamp already on the user's calendar; `utcDateOf`: a UTC name or
 * a UTC day counter nobody reads as a day of theirs). Only that file cuts.
 *
 * Every source .ts/.tsx file of the app, the sync engine and the server is read (tests and the
 * generated route tree left out; comments too), and these cuts are refused:
 * - `.slice(0, 10)`, `.substring(0, 10)`, `.substr(0, 10)` of anything;
 * - `.toISOString()` / `.toJSON()` followed by `.slice`, `.substring`, `.substr` or `.split`;
 * - `.split('T')`.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
const FOLDERS = ['src', 'sync', 'server']
/** The one place that cuts: the calendar module. */
const CALENDAR = 'sync/contracts/dates.ts'

/**
 * Cuts that are not a date out of a timestamp, each with the file it is in and why. An entry
 * allows that exact code in that file only (a new cut beside it is still refused).
 */
const NOT_DATE_CUTS: readonly { file: string; code: string; why: string }[] = [
  {
    file: 'server/modules/billing/boleto.ts',
    code: 'digits.slice(0, 10)',
    why: "the boleto line's first field, digits of a bar code",
  },
  {
    // Owned by the members import (issue 46): exceljs gives a date cell as a UTC midnight.
    file: 'src/features/members/import/xlsx.ts',
    code: 'value.toISOString().slice(0, 10)',
    why: 'a workbook date cell is a calendar date exceljs keeps at UTC midnight',
  },
  {
    file: 'src/features/members/import/xlsx.ts',
    code: 'new Date(ms).toISOString().slice(0, 10)',
    why: "a workbook's day serial turned into its calendar date on UTC-based arithmetic",
  },
]

const CUTS = [
  /\.(?:slice|substring|substr)\(\s*0\s*,\s*10\s*\)/,
  /\.(?:toISOString|toJSON)\(\)\s*\.(?:slice|substring|substr|split)\(/,
  /\.split\(\s*(['"`])T\1\s*\)/,
]

const cuts = (code: string) => CUTS.some((pattern) => pattern.test(code))

const isSource = (name: string) =>
  /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'routeTree.gen.ts'

/** The text without its comments (block comments, and lines that are a `//` comment). */
const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/^\s*\/\/.*$/gm, '')

/** The date cuts of one file: "path:line: the line". */
export function dateCuts(path: string, text: string): string[] {
  if (path === CALENDAR) return []
  const allowed = NOT_DATE_CUTS.filter((a) => a.file === path).map((a) => a.code)
  const found: string[] = []
  withoutComments(text)
    .split('\n')
    .forEach((line, i) => {
      const left = allowed.reduce((rest, code) => rest.split(code).join(''), line)
      if (cuts(left)) found.push(`${path}:${i + 1}: ${line.trim()}`)
    })
  return found
}

/** The date cuts of every source file under `base`'s folders. */
function cutsIn(base: string): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(base, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path)
      } else if (isSource(entry.name))
        found.push(...dateCuts(path, readFileSync(join(base, path), 'utf8')))
    }
  }
  for (const folder of FOLDERS) walk(folder)
  return found.sort()
}

describe('date cuts', () => {
  it('no source file cuts a date out of a timestamp: the day of a moment is localDateOf', () => {
    expect(cutsIn(root)).toEqual([])
  })

  it('every allowed cut is still there (a stale entry would allow a new cut unseen)', () => {
    for (const { file, code } of NOT_DATE_CUTS)
      expect(readFileSync(join(root, file), 'utf8'), file).toContain(code)
  })

  describe('the check itself', () => {
    it('refuses a date cut out of a timestamp, however it is written', () => {
      const file = [
        'const day = m.createdAt.slice(0, 10)',
        'const paid = invoice.paidAt?.substring(0,10)',
        "const today = new Date().toISOString().split('T')[0]",
        'const month = now.toISOString().slice(0, 7)',
        "const [date] = stamp.split('T')",
        'const old = at.substr(0, 10)',
        'const json = d.toJSON().slice(0, 10)',
      ].join('\n')
      expect(dateCuts('src/features/x/y.tsx', file)).toEqual(
        file.split('\n').map((line, i) => `src/features/x/y.tsx:${i + 1}: ${line}`),
      )
    })

    it('allows the cuts in the calendar module, the listed ones, comments and other slices', () => {
      expect(dateCuts(CALENDAR, 'return moment.toISOString().slice(0, 10)')).toEqual([])
      expect(dateCuts('server/modules/billing/boleto.ts', 'const a = digits.slice(0, 10)')).toEqual(
        [],
      )
      expect(dateCuts('server/other.ts', 'const a = digits.slice(0, 10)')).toEqual([
        'server/other.ts:1: const a = digits.slice(0, 10)',
      ])
      expect(
        dateCuts('server/modules/billing/boleto.ts', 'const a = paidAt.slice(0, 10)'),
      ).toHaveLength(1)
      const fine = [
        '// not m.createdAt.slice(0, 10) but localDateOf(m.createdAt)',
        '/** a comment: toISOString().slice(0, 10) */',
        'const month = today.slice(0, 7)',
        'const name = `${new Date().toISOString().replace(/[:.]/g, "-")}.eml`',
        'const day = localDateOf(m.createdAt)',
        'const cpf = digits.slice(0, 11)',
      ].join('\n')
      expect(dateCuts('src/features/x/y.ts', fine)).toEqual([])
    })

    it('walks the folders, tests and the route tree left out', () => {
      const base = mkdtempSync(join(tmpdir(), 'celeiro-date-cuts-'))
      afterAll(() => rmSync(base, { recursive: true, force: true }))
      const write = (path: string, text: string) => {
        mkdirSync(join(base, path, '..'), { recursive: true })
        writeFileSync(join(base, path), text)
      }
      write('src/a.tsx', 'formatDate(v.createdAt.slice(0, 10))\n')
      write('server/modules/b.ts', 'const today = new Date().toISOString().slice(0, 10)\n')
      write('sync/c.ts', 'const ok = localDateOf(at)\n')
      write('src/a.test.ts', 'x.createdAt.slice(0, 10)\n')
      write('src/routeTree.gen.ts', 'x.createdAt.slice(0, 10)\n')
      write(CALENDAR, 'return moment.toISOString().slice(0, 10)\n')
      expect(cutsIn(base)).toEqual([
        'server/modules/b.ts:1: const today = new Date().toISOString().slice(0, 10)',
        'src/a.tsx:1: formatDate(v.createdAt.slice(0, 10))',
      ])
    })
  })
})
