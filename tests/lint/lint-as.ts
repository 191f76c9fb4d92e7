import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'

/** The repository root, with a trailing slash. */
export const root = fileURLToPath(new URL('../..', import.meta.url))

export interface LintMessage {
  ruleId: string | null
  message: string
}

/**
 * Lints code with the project's own eslint.config.js as if it sat at `filePath` (relative to the
 * root; lintText, nothing is written), keeping only `rule`'s messages: how each rule test shows
 * its rule firing. The type-aware parser finds only files on disk, so type checking is off: the
 * rules shown this way need no types. The linter is made on the first call.
 */
export function lintAs(rule: string): (filePath: string, code: string) => Promise<LintMessage[]> {
  let eslint: ESLint | undefined
  return async (filePath, code) => {
    eslint ??= new ESLint({
      cwd: root,
      overrideConfigFile: `${root}eslint.config.js`,
      overrideConfig: [tseslint.configs.disableTypeChecked],
      ruleFilter: ({ ruleId }) => ruleId === rule,
    })
    const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` })
    return (result?.messages ?? []).map((m) => ({ ruleId: m.ruleId, message: m.message }))
  }
}
