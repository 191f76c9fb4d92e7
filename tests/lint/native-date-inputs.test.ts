import { describe, expect, it } from 'vitest'
import { lintAs } from './lint-as'

/**
 * eslint.config.js refuses the browser's own date, month and time inputs in JSX: they are named
 * and ordered in the phone's language ('October 2026', 'AM/PM' on a pt-BR screen), and some
 * desktop browsers show a bare box wanting '2026-10'. Shown to fire on each type, in a screen and
 * through the form kit's TextField, and to leave the other input types alone.
 */
const rule = 'no-restricted-syntax'
const lint = lintAs(rule)

async function ruleIds(jsx: string) {
  const messages = await lint('src/features/treasury/probe.tsx', `export const probe = ${jsx}\n`)
  return messages.map((m) => m.ruleId)
}

describe('no native date or time input', () => {
  for (const type of ['date', 'datetime-local', 'month', 'week', 'time']) {
    it(`refuses type="${type}"`, async () => {
      expect(await ruleIds(`<input type="${type}" />`)).toEqual([rule])
      expect(await ruleIds(`<TextField name="x" label="X" type="${type}" />`)).toEqual([rule])
    })
  }

  it('leaves text, e-mail, phone, number and search alone', async () => {
    for (const type of ['text', 'email', 'tel', 'number', 'search']) {
      expect(await ruleIds(`<input type="${type}" />`)).toEqual([])
    }
  })
})
