import type { HierarchyIndex, NodePath } from './hierarchy-data'

export interface Colours {
  primary?: string
  secondary?: string
  accent?: string
}

const HEX = /^#[0-9a-f]{6}$/i

/**
 * The colours a node gets where it leaves one blank: the nearest ancestor's (sector, field,
 * convention), else the client's — the rule of the theme (src/lib/branding.ts) one level up.
 */
export function inheritedColours(
  index: HierarchyIndex,
  ancestors: Partial<NodePath>,
  client: Colours,
): Colours {
  const chain = [
    ancestors.sectorId ? index.byKind.sector.get(ancestors.sectorId) : undefined,
    ancestors.fieldId ? index.byKind.field.get(ancestors.fieldId) : undefined,
    ancestors.conventionId ? index.byKind.convention.get(ancestors.conventionId) : undefined,
  ]
  const pick = (key: 'primaryColor' | 'secondaryColor' | 'accentColor', fallback?: string) =>
    [...chain.map((row) => row?.[key]), fallback].find((value) => value && HEX.test(value))
  return {
    primary: pick('primaryColor', client.primary),
    secondary: pick('secondaryColor', client.secondary),
    accent: pick('accentColor', client.accent),
  }
}
