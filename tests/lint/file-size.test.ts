import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * Files stay under 400 lines (/work/shared/design/STYLE.md, "Habits"; issue 46, "Small rooms"):
 * every source .ts/.tsx file of the app, the sync engine, the server and the scripts, tests
 * and the generated route tree left out. A file over the limit is split by what its parts
 * mean, not by line count.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
const LIMIT = 400
const FOLDERS = ['src', 'sync', 'server', 'scripts']

const isSource = (name: string) =>
  /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'routeTree.gen.ts'

/** Lines as `wc -l` counts them (a last line without its line break counts too). */
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0)

/** The source files under `base`'s folders longer than `limit` lines: "path (lines)". */
function oversized(base: string, limit = LIMIT): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(base, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path)
      } else if (isSource(entry.name)) {
        const lines = lineCount(readFileSync(join(base, path), 'utf8'))
        if (lines > limit) found.push(`${path} (${lines})`)
      }
    }
  }
  for (const folder of FOLDERS) walk(folder)
  return found.sort()
}

describe('file size', () => {
  it(`keeps every source file at ${LIMIT} lines or fewer`, () => {
    expect(oversized(root)).toEqual([])
  })

  describe('the check itself', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'celeiro-file-size-'))
    afterAll(() => rmSync(fixture, { recursive: true, force: true }))
    const write = (path: string, lines: number) => {
      mkdirSync(join(fixture, path, '..'), { recursive: true })
      writeFileSync(join(fixture, path), 'export const x = 1\n'.repeat(lines))
    }
    for (const folder of FOLDERS) mkdirSync(join(fixture, folder), { recursive: true })
    write('server/db/long.ts', LIMIT + 1)
    write('src/features/x/screen.tsx', LIMIT + 1)
    write('scripts/at-limit.ts', LIMIT)
    write('sync/engine/engine.test.ts', LIMIT + 1)
    write('src/routeTree.gen.ts', LIMIT + 1)
    write('server/notes.md', LIMIT + 1)

    it('names a .ts or .tsx file over the limit, with its lines', () => {
      expect(oversized(fixture)).toEqual([
        `server/db/long.ts (${LIMIT + 1})`,
        `src/features/x/screen.tsx (${LIMIT + 1})`,
      ])
    })

    it('counts a last line without its line break', () => {
      writeFileSync(
        join(fixture, 'scripts/at-limit.ts'),
        'export const x = 1\n'.repeat(LIMIT) + 'x',
      )
      expect(oversized(fixture)).toContain(`scripts/at-limit.ts (${LIMIT + 1})`)
    })
  })
})
