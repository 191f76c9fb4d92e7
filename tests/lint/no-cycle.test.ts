import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { lintAs, root } from './lint-as'

/**
 * Imports flow one way (issue 46): `import-x/no-cycle` in eslint.config.js, shown to fire. A
 * fixture is linted as if it were a real file (lintText with its path; nothing is written) that
 * imports a real module which imports that file back. The rule follows imports that exist when
 * the program runs; `import type` is erased by the compiler and not followed.
 */
const rule = 'import-x/no-cycle'
const lint = lintAs(rule)

/** [what, the file the fixture stands for, its code] */
const cycles: [string, string, string][] = [
  [
    'the report pages import the PDF document, which imports them',
    'src/components/pdf/report-pages.ts',
    "import { LOGO_HEIGHT } from './report-pdf'\n\nexport const logo = LOGO_HEIGHT\n",
  ],
  [
    'the provider contract imports the sandbox, which imports it',
    'server/modules/billing/provider.ts',
    "import { createSandboxProvider } from './sandbox-provider'\n\nexport const sandbox = createSandboxProvider\n",
  ],
]

// The first lint resolves the real modules' imports cold: seconds on a loaded 2-core machine.
describe('import cycles (eslint.config.js)', { timeout: 60_000 }, () => {
  it.each(cycles)('refuses: %s', async (_what, filePath, code) => {
    const messages = await lint(filePath, code)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ ruleId: rule })
    expect(messages[0]?.message).toMatch(/^Dependency cycle/)
  })

  it('allows the real files, whose imports flow one way', async () => {
    for (const file of [
      'src/components/pdf/report-pages.ts',
      'src/components/pdf/report-pdf.tsx',
      'server/modules/billing/provider.ts',
    ])
      expect(await lint(file, readFileSync(`${root}${file}`, 'utf8'))).toEqual([])
  })
})
