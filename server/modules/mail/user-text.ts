import type { Language } from '../../http/i18n'
import { hasLink, isOneLine, MAX_PERSON_NAME_LENGTH } from '../../../sync/contracts/person-name'

/**
 * Text a user gave (a person's name) as a mail shows it (issue 47 #3): never inside a sentence
 * of ours nor where it could read as Celeiro's own words, only on a labelled line of its own,
 * in quotes ("Nome da conta: “João”"). A name the contract would refuse today (one stored
 * before it: several lines, a link, too long) is left out of the mail altogether. The mails
 * are plain text (no HTML part), so nothing a name holds is ever rendered as markup.
 */

const LABEL: Record<Language, string> = {
  'pt-BR': 'Nome da conta',
  en: 'Account name',
  es: 'Nombre de la cuenta',
}

/** The name in quotes, or undefined when it is not one a mail may show. */
export function quotedName(name: string): string | undefined {
  const value = name.trim()
  if (value === '' || value.length > MAX_PERSON_NAME_LENGTH) return undefined
  if (!isOneLine(value) || hasLink(value)) return undefined
  // Its own quotes cannot close ours.
  return `“${value.replace(/[“”"]/g, "'")}”`
}

/** The labelled line naming the account (with the line break before it), or '' without a showable name. */
export function accountNameLine(lang: Language, name: string): string {
  const quoted = quotedName(name)
  return quoted ? `\n${LABEL[lang]}: ${quoted}` : ''
}
