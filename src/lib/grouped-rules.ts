import type { EmotionCache } from '@emotion/react'

/**
 * Emotion writes each rule of Chakra's styles at the end of one <style>, and Chakra wraps many in
 * an at-rule: the recipes' in `@layer recipes{…}`, responsive values' and hover's in `@media …{…}`.
 * Blink restyles the whole page for every new @layer or @media rule in a sheet (17–24 ms for a
 * 360-element page on this machine, four times that on a cheap phone), and a screen that draws in
 * slices adds some in each: the home restyled the whole page six times while it opened. A rule
 * added inside a block that exists costs under a millisecond. So, once installed, each wrapper
 * gets one block, made the first time it is needed, and the rules it wraps go inside it.
 *
 * The cascade keeps its order: within a sheet or a block, plain rules stay before the blocks
 * (Chakra writes a class's plain rules before its wrapped ones, so the wrapped ones win), and
 * media blocks follow each other as Chakra orders a class's queries (`mediaRank`). The rules are
 * moved as emotion wrote them, never re-read from the browser: a shorthand with a var() does not
 * survive the browser's own serialization.
 */
export function groupWrappedRules(sheet: EmotionSheet): void {
  if (!sheet.isSpeedy || grouped.has(sheet)) return
  grouped.add(sheet)
  const insertAtEnd = sheet.insert.bind(sheet)
  const blocks = new WeakMap<Parent, Map<string, CSSGroupingRule>>()
  const keys = new WeakMap<CSSRule, string>()

  const blocksOf = (parent: Parent) => {
    let found = blocks.get(parent)
    if (!found) blocks.set(parent, (found = new Map<string, CSSGroupingRule>()))
    return found
  }
  /** Where a plain rule goes in `parent`: after its plain rules, before its blocks. */
  const plainIndex = (parent: Parent) => parent.cssRules.length - blocksOf(parent).size
  const blockFor = (parent: Parent, key: string): CSSGroupingRule | null => {
    const known = blocksOf(parent)
    const existing = known.get(key)
    if (existing) return existing
    // Among the blocks, after every one that ranks before it or the same.
    let index = plainIndex(parent)
    while (
      index < parent.cssRules.length &&
      !ranksBefore(key, keys.get(parent.cssRules[index] as CSSRule))
    )
      index++
    if (!insertQuietly(parent, `${key}{}`, index)) return null
    const block = parent.cssRules[index] as CSSGroupingRule
    known.set(key, block)
    keys.set(block, key)
    return block
  }
  const place = (parent: Parent, rule: string) => {
    const wrapped = unwrap(rule)
    const block = wrapped && blockFor(parent, wrapped.key)
    if (!wrapped || !block) return void insertQuietly(parent, rule, plainIndex(parent))
    for (const child of wrapped.rules) place(block, child)
  }

  sheet.insert = (rule: string) => {
    const target = sheet.tags.at(-1)?.sheet
    // The first rule makes emotion's <style> (again after a flush, which takes the <style> away).
    if (!target) return insertAtEnd(rule)
    place(target, rule)
  }
}

type Parent = CSSStyleSheet | CSSGroupingRule
type EmotionSheet = EmotionCache['sheet']

const grouped = new WeakSet<EmotionSheet>()
const WRAPPED = /^@(layer|media)\s/

/**
 * A rule as emotion writes it, taken apart when it is wrapped: '@media x{.a{b:c}.d{e:f}}' →
 * { key: '@media x', rules: ['.a{b:c}', '.d{e:f}'] }; null when it is not wrapped.
 */
export function unwrap(rule: string): { key: string; rules: string[] } | null {
  const open = rule.indexOf('{')
  if (!WRAPPED.test(rule) || open < 0 || !rule.endsWith('}')) return null
  const rules: string[] = []
  let depth = 0
  let start = open + 1
  let quote = ''
  for (let i = start; i < rule.length - 1; i++) {
    const char = rule[i]
    if (quote) {
      if (char === '\\') i++
      else if (char === quote) quote = ''
    } else if (char === '"' || char === "'") quote = char
    else if (char === '{') depth++
    else if (char === '}' && --depth === 0) {
      rules.push(rule.slice(start, i + 1))
      start = i + 1
    }
  }
  return { key: rule.slice(0, open).trim(), rules }
}

/** As emotion does: a rule the browser does not know (another engine's prefix) is left out. */
function insertQuietly(parent: Parent, rule: string, index: number): boolean {
  try {
    parent.insertRule(rule, index)
    return true
  } catch {
    return false // not for this browser
  }
}

function ranksBefore(key: string, other: string | undefined): boolean {
  if (other === undefined) return true
  const [a, b] = [blockRank(key), blockRank(other)]
  return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])
}

function blockRank(key: string): readonly [number, number] {
  return key.startsWith('@layer') ? [0, 0] : mediaRank(key.slice('@media '.length))
}

const REM = 16

/**
 * A media query's place among the blocks, as Chakra orders a class's queries (its sortAtParams):
 * min-width queries (and ranges) by width ascending, then max-width queries by width descending,
 * then the rest (hover, motion, print...). Ties keep the order the blocks were made in.
 */
export function mediaRank(query: string): readonly [number, number] {
  const min = /\(\s*min-width:\s*([\d.]+)(px|r?em)\s*\)/i.exec(query)
  const max = /\(\s*max-width:\s*([\d.]+)(px|r?em)\s*\)/i.exec(query)
  const px = (match: RegExpExecArray) => Number(match[1]) * (match[2] === 'px' ? 1 : REM)
  if (min) return [1, px(min)]
  if (max) return [2, -px(max)]
  return [3, 0]
}
