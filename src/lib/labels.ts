import { i18n, type MessageDescriptor } from '@lingui/core'

/**
 * A label table: a message (msg`…`) for each key, translated when a label is asked for, in the
 * language of that moment, so a language switch is followed (`t` called as a module loads would
 * keep the language of that moment). The table names every key: one left out, or one that is
 * not a key, does not compile. `values` fill a message's placeholders (msg({ message: '… {name}' })).
 */
export function labels<K extends string>(
  table: Record<K, MessageDescriptor>,
): (key: K, values?: Record<string, unknown>) => string {
  return (key, values) => i18n._(values ? { ...table[key], values } : table[key])
}
