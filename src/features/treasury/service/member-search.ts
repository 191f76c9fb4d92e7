import { searchable } from '../../../components/list-screen'

export interface MemberLike {
  id: string
  name: string
  surname: string
}

export interface MemberIndexEntry<M extends MemberLike> {
  member: M
  fullName: string
  /** Accent- and case-free full name. */
  key: string
  words: string[]
}

/** Built once per member list, so each key stroke only compares prepared strings. */
export function buildMemberIndex<M extends MemberLike>(
  members: readonly M[],
): MemberIndexEntry<M>[] {
  return members
    .map((member) => {
      const fullName = `${member.name} ${member.surname}`.trim()
      const key = searchable(fullName)
      return { member, fullName, key, words: key.split(/\s+/) }
    })
    .sort((a, b) => a.key.localeCompare(b.key))
}

/**
 * The members whose name matches what was typed, best first: accents and case ignored; every
 * typed word must start a word of the name ("jo sil" finds "José da Silva"); the name starting
 * with the text ranks first, then names whose words start with the typed words, then names that
 * merely contain the text.
 */
export function searchMembers<M extends MemberLike>(
  index: readonly MemberIndexEntry<M>[],
  query: string,
  limit = 8,
): M[] {
  const q = searchable(query)
  if (!q) return []
  const typed = q.split(/\s+/)
  const starts: M[] = []
  const prefixes: M[] = []
  const contains: M[] = []
  for (const entry of index) {
    if (entry.key.startsWith(q)) starts.push(entry.member)
    else if (typed.every((word) => entry.words.some((w) => w.startsWith(word))))
      prefixes.push(entry.member)
    else if (entry.key.includes(q)) contains.push(entry.member)
  }
  return [...starts, ...prefixes, ...contains].slice(0, limit)
}
