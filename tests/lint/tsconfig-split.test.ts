import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Browser code is typed without Node, server code without the DOM (tsconfig.app.json,
 * tsconfig.node.json; docs/frontend.md, "Type checking"). Each check builds the real project's
 * program plus one fixture file that exists only in memory, at a path inside the real folder.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))

function parse(config: string) {
  const parsed = ts.getParsedCommandLineOfConfigFile(`${root}${config}`, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    },
  })
  if (!parsed) throw new Error(`cannot read ${config}`)
  return parsed
}

/** The program of `config` with a fixture at `file`, and the fixture's own errors (codes). */
function check(config: string, file: string, code: string) {
  const { options, fileNames } = parse(config)
  const path = `${root}${file}`
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile.bind(host)
  const fileExists = host.fileExists.bind(host)
  host.getSourceFile = (name, language, ...rest) =>
    name === path
      ? ts.createSourceFile(name, code, language)
      : getSourceFile(name, language, ...rest)
  host.fileExists = (name) => name === path || fileExists(name)
  const program = ts.createProgram({ rootNames: [...fileNames, path], options, host })
  const errors = ts.getPreEmitDiagnostics(program, program.getSourceFile(path)).map((d) => d.code)
  const files = program.getSourceFiles().map((f) => f.fileName)
  return { errors, files, fileNames }
}

const CANNOT_FIND_NAME_NODE = 2591 // "Cannot find name 'process'. Do you need to install type definitions for node?"
const CANNOT_FIND_NAME_LIB = 2584 // "Cannot find name 'document'. Do you need to change your target library?"

describe('the tsconfig split', () => {
  it(
    'browser code (src, sync) cannot use Node: process is unknown, the DOM is there',
    { timeout: 60_000 },
    () => {
      const { errors, files, fileNames } = check(
        'tsconfig.app.json',
        'src/lib/probe.ts',
        'export const mode = process.env.NODE_ENV\nexport const title = document.title\n',
      )
      expect(errors).toEqual([CANNOT_FIND_NAME_NODE])
      expect(files.filter((f) => f.includes('/@types/node/'))).toEqual([])
      expect(fileNames).toContain(`${root}src/main.tsx`)
      expect(fileNames).toContain(`${root}sync/index.ts`)
      expect(fileNames.filter((f) => f.startsWith(`${root}server/`))).toEqual([])
    },
  )

  it(
    'server code cannot use the DOM: document is unknown, Node is there',
    { timeout: 60_000 },
    () => {
      const { errors, files, fileNames } = check(
        'tsconfig.node.json',
        'server/probe.ts',
        'export const title = document.title\nexport const mode = process.env.NODE_ENV\n',
      )
      expect(errors).toEqual([CANNOT_FIND_NAME_LIB])
      expect(files.filter((f) => /\/lib\.dom\b/.test(f))).toEqual([])
      expect(fileNames).toContain(`${root}server/main.ts`)
      expect(fileNames.filter((f) => f.startsWith(`${root}src/`))).toEqual([])
    },
  )

  it('sync/contracts compiles in both', () => {
    for (const config of ['tsconfig.app.json', 'tsconfig.node.json']) {
      expect(parse(config).fileNames).toContain(`${root}sync/contracts/common.ts`)
    }
  })
})
