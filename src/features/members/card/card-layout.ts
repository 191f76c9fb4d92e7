/**
 * The member card's geometry and data (issue 52), pure: ID-1 size (85.6 × 54 mm), and A4 sheets
 * of 10 cards ready to cut (2 columns × 5 rows, centred, fronts on one page and backs on the
 * next, mirrored left-right so a sheet printed on both sides puts each back behind its front).
 */

/** PDF points per millimetre. */
export const PT_PER_MM = 72 / 25.4
export const CARD_MM = { width: 85.6, height: 54 } as const
export const CARD_PT = { width: CARD_MM.width * PT_PER_MM, height: CARD_MM.height * PT_PER_MM }
export const A4_PT = { width: 210 * PT_PER_MM, height: 297 * PT_PER_MM }
export const SHEET = { columns: 2, rows: 5 } as const
export const CARDS_PER_SHEET = SHEET.columns * SHEET.rows

/** One card's words and pictures, already translated and formatted. */
export interface MemberCardData {
  memberId: string
  name: string
  category: string
  /** dd/mm/aaaa or '' when unknown. */
  memberSince: string
  validUntil: string
  /** A JPEG/PNG data URL, or null (the initials are drawn). */
  photo: string | null
  /** The public check's address (the QR code). */
  checkUrl: string
  church: string
}

export interface CardDocumentSpec {
  cards: MemberCardData[]
  /** 'single': each card's front and back as ID-1 pages; 'sheets': A4 pages of 10. */
  layout: 'single' | 'sheets'
  colour: string
  logo: string | null
  labels: {
    memberSince: string
    validUntil: string
    scan: string
    signature: string
    title: string
  }
}

export interface Slot {
  x: number
  y: number
}

/** The top-left corners (points) of the 10 places on an A4 sheet; `back` mirrors the columns. */
export function sheetSlots(back: boolean): Slot[] {
  const left = (A4_PT.width - SHEET.columns * CARD_PT.width) / 2
  const top = (A4_PT.height - SHEET.rows * CARD_PT.height) / 2
  const slots: Slot[] = []
  for (let row = 0; row < SHEET.rows; row++)
    for (let column = 0; column < SHEET.columns; column++) {
      const placed = back ? SHEET.columns - 1 - column : column
      slots.push({ x: left + placed * CARD_PT.width, y: top + row * CARD_PT.height })
    }
  return slots
}

/** The cards in groups of 10, one group per pair of A4 pages (fronts, backs). */
export function sheetsOf<T>(cards: readonly T[]): T[][] {
  const sheets: T[][] = []
  for (let i = 0; i < cards.length; i += CARDS_PER_SHEET)
    sheets.push(cards.slice(i, i + CARDS_PER_SHEET))
  return sheets
}

/** The public check's address of a card token (the app's own origin). */
export function cardCheckUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/cartao/${encodeURIComponent(token)}`
}

/** An SVG path of a QR code's dark modules, each row's run of dark modules one rectangle. */
export function qrPath(size: number, dark: (row: number, column: number) => boolean): string {
  const parts: string[] = []
  for (let row = 0; row < size; row++) {
    let column = 0
    while (column < size) {
      if (!dark(row, column)) {
        column++
        continue
      }
      const start = column
      while (column < size && dark(row, column)) column++
      const run = column - start
      parts.push(`M${start} ${row}h${run}v1h-${run}z`)
    }
  }
  return parts.join('')
}

/** The initials drawn where there is no photo. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.charAt(0) ?? ''
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : ''
  return `${first}${last}`.toUpperCase() || '?'
}
