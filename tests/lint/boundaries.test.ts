import { describe, expect, it } from 'vitest'
import { lintAs } from './lint-as'

/**
 * The import boundaries of eslint.config.js (docs/frontend.md, "Import boundaries"), each shown to
 * fire: a fixture breaking one zone is linted as if it sat in the real folder (lintText with a
 * filePath; no file is written), with the project's own config and resolver. Each import names a
 * file that exists, since an import the resolver cannot find is skipped by the rule silently (the
 * fault this test guards against).
 */
const rule = 'import-x/no-restricted-paths'
const lintFile = lintAs(rule)

const lint = (filePath: string, from: string) =>
  lintFile(filePath, `import * as probe from '${from}'\n\nexport const used = probe\n`)

/** [what breaks, the importing fixture, what it imports] */
const forbidden: [string, string, string][] = [
  ['a feature imports another feature', 'src/features/home/probe.ts', '../members/labels'],
  ['components import a feature', 'src/components/probe.ts', '../features/members/labels'],
  ['components import a route', 'src/components/probe.ts', '../routes/login'],
  ['components import the app', 'src/components/probe.ts', '../app/theme'],
  ['lib imports components', 'src/lib/probe.ts', '../components/confirm-dialog'],
  ['lib imports a feature', 'src/lib/probe.ts', '../features/members/labels'],
  ['a feature imports a route', 'src/features/home/probe.ts', '../../routes/login'],
  ['a feature imports the app', 'src/features/home/probe.ts', '../../app/theme'],
  ['a route imports the app', 'src/routes/probe.ts', '../app/theme'],
  ['src imports server', 'src/lib/probe.ts', '../../server/config'],
  [
    'src reaches sync/engine past sync/index.ts',
    'src/features/home/probe.ts',
    '../../../sync/engine/api',
  ],
  [
    'src reaches sync/contracts past sync/index.ts',
    'src/lib/probe.ts',
    '../../sync/contracts/common',
  ],
  ['server imports src', 'server/probe.ts', '../src/lib/format'],
  ['server imports sync/engine', 'server/probe.ts', '../sync/engine/api'],
  ['sync imports src', 'sync/engine/probe.ts', '../../src/lib/format'],
  ['sync imports server', 'sync/engine/probe.ts', '../../server/config'],
  ['sync/contracts imports sync/engine', 'sync/contracts/probe.ts', '../engine/api'],
  ['sync/contracts imports src', 'sync/contracts/probe.ts', '../../src/lib/format'],
  ['sync/contracts imports server', 'sync/contracts/probe.ts', '../../server/config'],
]

const allowed: [string, string, string][] = [
  ['a feature imports sync through sync/index.ts', 'src/features/home/probe.ts', '../../../sync'],
  [
    'a feature imports components and lib',
    'src/features/home/probe.ts',
    '../../components/confirm-dialog',
  ],
  ['a feature imports its own files', 'src/features/home/probe.ts', './home-figures'],
  ['a route imports a feature', 'src/routes/probe.ts', '../features/members/labels'],
  ['components import lib', 'src/components/probe.ts', '../lib/format'],
  ['server imports sync/contracts', 'server/probe.ts', '../sync/contracts/common'],
  ['sync/engine imports sync/contracts', 'sync/engine/probe.ts', '../contracts/common'],
]

describe('import boundaries (eslint.config.js zones)', () => {
  it.each(forbidden)('refuses: %s', async (_what, filePath, from) => {
    const messages = await lint(filePath, from)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ ruleId: rule })
    expect(messages[0]?.message).toContain(`Unexpected path "${from}"`)
  })

  it.each(allowed)('allows: %s', async (_what, filePath, from) => {
    expect(await lint(filePath, from)).toEqual([])
  })
})
