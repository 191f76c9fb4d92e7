const words = (name: string) => name.trim().split(/\s+/).filter(Boolean)

/** 'Ana Beatriz Lima' -> 'AL'; 'Ana' -> 'A'; blank -> '?'. */
export function initials(name: string | null | undefined): string {
  const parts = words(name ?? '')
  const first = parts[0]
  if (!first) return '?'
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined
  return `${first.charAt(0)}${last?.charAt(0) ?? ''}`.toLocaleUpperCase('pt-BR')
}

/** The first word of a name ('João Batista Souza' -> 'João'). */
export function firstName(name: string | null | undefined): string {
  return words(name ?? '')[0] ?? ''
}
