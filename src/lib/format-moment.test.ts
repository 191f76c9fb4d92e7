import { describe, expect, it } from 'vitest'
import { formatDate } from './format'

/**
 * formatDate shows a timestamp as its day where the user is, through localDateOf (issue 48):
 * 23:43 in Brasília on 28 November (02:43 UTC on the 29th). Run under America/Sao_Paulo,
 * Manaus, Noronha and UTC by the zone-* projects (vitest.config.ts DATE_TESTS).
 */
const ZONE = process.env.TZ || Intl.DateTimeFormat().resolvedOptions().timeZone
const SHOWN: Record<string, string> = {
  'America/Sao_Paulo': '28/11/2026',
  'America/Manaus': '28/11/2026',
  'America/Noronha': '29/11/2026',
  UTC: '29/11/2026',
  'Etc/UTC': '29/11/2026',
}

describe('formatDate of a timestamp', () => {
  it("is the moment's day where the code runs; a calendar date stays that day", () => {
    const shown = formatDate('2026-11-29T02:43:00.000Z', 'pt-BR')
    const expected = SHOWN[ZONE]
    if (expected) expect(shown).toBe(expected)
    else expect(shown).toMatch(/^2[89]\/11\/2026$/)
    expect(formatDate('2026-11-28', 'pt-BR')).toBe('28/11/2026')
    expect(formatDate('2026-11-28T12:00:00-03:00', 'en')).toBe('11/28/2026')
    expect(formatDate('', 'pt-BR')).toBe('')
  })
})
