import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Issue 48: a count is said with the language's plural ("1 item", "2 itens"), never by hand
 * ("1 itens", "1 lançamentos"): Lingui's `plural`/`<Plural>`, which the catalogs hold as ICU
 * (`{count, plural, one {…} other {…}}`). This finds, in the pt-BR source catalogs, a message
 * whose placeholder is followed by a word in the plural outside such a choice.
 */
const CATALOGS = join(import.meta.dirname, '../../locales/pt-BR')

/**
 * Messages whose number is never 1, each with why: constants, ranges, limits. A new entry must
 * say why its number cannot be 1.
 */
const NEVER_ONE = new Map<string, string>([
  ['Máximo de {maximum} caracteres', 'field limits are above 1'],
  ['Mínimo de {minimum} caracteres', 'field minimums are above 1'],
  ['{0} a {1} anos', "an age band's bounds (0 a 11 anos …): a range"],
  ['{0} anos ou mais', 'the oldest age band starts at 60'],
  ['Primeiro mês grátis: {TRIAL_DAYS} dias de teste sem cobrança.', 'TRIAL_DAYS is 30'],
  ['Até {maxMembers} membros', "a plan's limit: 50 or more"],
  ['Limite do plano atingido: {count} de {max} membros ativos.', "a plan's limit: 50 or more"],
  [
    'Perto do limite do plano: {count} de {max} membros ativos.',
    "near a plan's limit of 50 or more",
  ],
  ['A organização tem {count} membros: este plano não comporta.', "above a plan's limit"],
  ['{done} de {0} feitos', 'the first steps are six (and "feitos" agrees with them)'],
  [
    'Ofertas ({book} nos cultos e {revenue} lançados como receita)',
    'money amounts, not counts ("lançados" agrees with the offerings)',
  ],
  [
    'Dízimos ({book} dos membros e {revenue} lançados como receita)',
    'money amounts, not counts ("lançados" agrees with the tithes)',
  ],
])

/** Portuguese words in the plural that follow a number: nouns and adjectives ending in -s. */
const COUNTED = /\{(\w+)\} (?:de \{\w+\} )?([a-záéíóúâêôãõç]+s)\b/

function msgids(text: string): string[] {
  return [...text.matchAll(/^msgid ((?:"(?:[^"\\]|\\.)*"\s*)+)/gm)].map((m) =>
    [...(m[1] ?? '').matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((q) => q[1]).join(''),
  )
}

/** `file: message` for each hand-made plural in the catalogs of `dir`. */
export function handMadePlurals(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.po'))
    .flatMap((name) =>
      msgids(readFileSync(join(dir, name), 'utf8'))
        .filter((id) => !id.includes(', plural,') && COUNTED.test(id))
        .filter((id) => !NEVER_ONE.has(id) && !/\{(TRIAL_DAYS|UNUSUAL_FACTOR)\}/.test(id))
        .map((id) => `${name}: ${id}`),
    )
}

describe('counts said with the plural', () => {
  it('finds a hand-made plural in a catalog', () => {
    const dir = mkdtempSync(join(tmpdir(), 'plurals-'))
    try {
      writeFileSync(
        join(dir, 'x.po'),
        [
          'msgid "{0} lançamentos"\nmsgstr ""',
          'msgid "{count, plural, one {# item} other {# itens}}"\nmsgstr ""',
          'msgid "{overdue} vencidos"\nmsgstr ""',
          'msgid "Culto de {0}"\nmsgstr ""',
          'msgid "{0} de {1} itens"\nmsgstr ""',
        ].join('\n\n'),
      )
      expect(handMadePlurals(dir)).toEqual([
        'x.po: {0} lançamentos',
        'x.po: {overdue} vencidos',
        'x.po: {0} de {1} itens',
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('finds none in the app', () => {
    expect(handMadePlurals(CATALOGS)).toEqual([])
  })
})
