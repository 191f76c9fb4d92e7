import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** The messages a person reads on the campaigns' screens: t`…`, msg`…` and <Trans>…</Trans>. */
function messagesOf(source: string): string[] {
  const found: string[] = []
  for (const m of source.matchAll(/\b(?:t|msg)`([^`]*)`/g)) found.push(m[1] ?? '')
  for (const m of source.matchAll(/<Trans>([\s\S]*?)<\/Trans>/g))
    found.push((m[1] ?? '').replace(/\s+/g, ' ').trim())
  return found
}

const folder = join(__dirname)
const sources = readdirSync(folder)
  .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
  .map((f) => ({ file: f, text: readFileSync(join(folder, f), 'utf8') }))

describe('one name for campaigns (spec: the menu says campaigns)', () => {
  it('the screen, its button, its form, its empty state and its messages say "campanha", never "evento"', () => {
    const saysEvent = sources.flatMap(({ file, text }) =>
      messagesOf(text)
        // The entry forms' field is named "Evento ou campanha": the page quotes it as it reads.
        .map((message) => message.replace(/"Evento ou campanha"/g, ''))
        .filter((message) => /\bevento/i.test(message))
        .map((message) => `${file}: ${message}`),
    )
    expect(saysEvent).toEqual([])
    const list = sources.find((s) => s.file === 'events-screen.tsx')?.text ?? ''
    expect(list).toContain('addLabel={t`Nova campanha`}')
    expect(list).toContain('t`Editar campanha` : t`Nova campanha`')
    expect(list).toContain('<Trans>Nenhuma campanha</Trans>')
  })
})
