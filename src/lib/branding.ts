/**
 * The branding of the signed-in user (spec §3 "Theme", §4 "Theme" and "Logo"): colours come
 * from the congregation, else the client, per colour (a blank or malformed value counts as
 * missing), else the defaults; the logo is a chain of candidates tried in order.
 */

export interface BrandingColours {
  primary: string
  secondary: string
  accent: string
  text: string
  background: string
}

export interface Branding {
  colours: BrandingColours
  /** Image sources to try in order: the next one is used when one fails to load. Never empty. */
  logoCandidates: string[]
}

interface BrandNode {
  linkLogo?: string | null
  primaryColor?: string | null
  secondaryColor?: string | null
  accentColor?: string | null
}

/** The parts of `me` (GET /auth/v1/me) that branding reads. */
export interface BrandingSource {
  congregation?: (BrandNode & { id: string; kind?: string }) | null
  client?: BrandNode | null
}

/**
 * The keyboard focus ring's colour, the same whatever the branding: a brand's red (the default)
 * reads as "wrong" around a field. Blue 600, 5.2:1 on white and 4.9:1 on the default background.
 */
export const FOCUS_COLOUR = '#2563eb'

export const DEFAULT_COLOURS: Readonly<BrandingColours> = {
  primary: '#ff0000',
  secondary: '#ff8080',
  accent: '#ffffff',
  text: '#333',
  background: '#F8F8F8',
}

/** The built-in house-and-church logo (public/default-logo.svg). */
export const DEFAULT_LOGO = '/default-logo.svg'

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** A usable colour or undefined: blank strings and anything not a hex colour count as missing. */
function colour(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed && HEX_COLOUR.test(trimmed) ? trimmed : undefined
}

function link(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/** The image endpoint of a church's logo (spec §7). */
export function churchLogoUrl(churchId: string): string {
  return `/api/churches/v1/${encodeURIComponent(churchId)}/file/logo`
}

export function resolveBranding(me: BrandingSource | null | undefined): Branding {
  const congregation = me?.congregation ?? null
  const client = me?.client ?? null
  const pick = (key: 'primaryColor' | 'secondaryColor' | 'accentColor', fallback: string) =>
    colour(congregation?.[key]) ?? colour(client?.[key]) ?? fallback

  const candidates: string[] = []
  if (congregation && congregation.kind === 'church')
    candidates.push(churchLogoUrl(congregation.id))
  const congregationLogo = link(congregation?.linkLogo)
  if (congregationLogo) candidates.push(congregationLogo)
  const clientLogo = link(client?.linkLogo)
  if (clientLogo) candidates.push(clientLogo)
  candidates.push(DEFAULT_LOGO)

  return {
    colours: {
      primary: pick('primaryColor', DEFAULT_COLOURS.primary),
      secondary: pick('secondaryColor', DEFAULT_COLOURS.secondary),
      accent: pick('accentColor', DEFAULT_COLOURS.accent),
      text: DEFAULT_COLOURS.text,
      background: DEFAULT_COLOURS.background,
    },
    logoCandidates: [...new Set(candidates)],
  }
}

/** Black or white, whichever has the higher WCAG contrast on `hex` (white on #ff0000 is only 4.0:1). */
export function contrastText(hex: string): string {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!match?.[1]) return '#ffffff'
  const raw = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1]
  const channel = (i: number) => {
    const v = parseInt(raw.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
  const onWhite = 1.05 / (luminance + 0.05)
  const onDark = (luminance + 0.05) / (DARK_TEXT_LUMINANCE + 0.05)
  return onDark > onWhite ? DARK_TEXT : '#ffffff'
}

/** Black, not a softer grey: with black one of the two always reaches 4.5:1 (WCAG AA). */
const DARK_TEXT = '#000000'
const DARK_TEXT_LUMINANCE = 0

/**
 * Points the brand CSS variables at `colors` (and updates the browser's theme colour): the
 * theme's `brand` palette and the plain screens' CSS both read them.
 */
export function applyBrandColors(
  colors: BrandingColours,
  root: HTMLElement = document.documentElement,
): void {
  root.style.setProperty('--celeiro-primary', colors.primary)
  root.style.setProperty('--celeiro-on-primary', contrastText(colors.primary))
  root.style.setProperty('--celeiro-secondary', colors.secondary)
  root.style.setProperty('--celeiro-accent', colors.accent)
  root.style.setProperty('--celeiro-text', colors.text)
  root.style.setProperty('--celeiro-background', colors.background)
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.primary)
}
