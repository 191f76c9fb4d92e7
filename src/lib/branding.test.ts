import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contrastText, DEFAULT_COLOURS, DEFAULT_LOGO, resolveBranding } from './branding'

const client = {
  linkLogo: 'https://cdn.example/client.png',
  primaryColor: '#111111',
  secondaryColor: '#222222',
  accentColor: '#333333',
}

describe('resolveBranding', () => {
  it('uses the defaults when there is no user', () => {
    expect(resolveBranding(null)).toEqual({
      colours: { ...DEFAULT_COLOURS },
      logoCandidates: [DEFAULT_LOGO],
    })
    expect(DEFAULT_COLOURS).toEqual({
      primary: '#ff0000',
      secondary: '#ff8080',
      accent: '#ffffff',
      text: '#333',
      background: '#F8F8F8',
    })
  })

  it('takes each colour from the congregation, else the client, else the default', () => {
    const branding = resolveBranding({
      congregation: {
        id: 'c1',
        kind: 'field',
        primaryColor: '#abcdef',
        secondaryColor: '  ',
        accentColor: '',
      },
      client: { ...client, accentColor: '' },
    })
    expect(branding.colours).toEqual({
      primary: '#abcdef',
      secondary: '#222222',
      accent: '#ffffff',
      text: '#333',
      background: '#F8F8F8',
    })
  })

  it('treats malformed colours as missing', () => {
    const branding = resolveBranding({
      congregation: { id: 'c1', primaryColor: 'red; background: url(x)' },
      client: { primaryColor: null },
    })
    expect(branding.colours.primary).toBe('#ff0000')
  })

  it('uses the client colours for a user placed at the client', () => {
    expect(resolveBranding({ congregation: null, client }).colours).toMatchObject({
      primary: '#111111',
      secondary: '#222222',
      accent: '#333333',
    })
  })

  it('chains the logo: church image endpoint, congregation link, client link, built-in', () => {
    const branding = resolveBranding({
      congregation: { id: 'church 1', kind: 'church', linkLogo: 'https://cdn.example/c.png' },
      client,
    })
    expect(branding.logoCandidates).toEqual([
      '/api/churches/v1/church%201/file/logo',
      'https://cdn.example/c.png',
      'https://cdn.example/client.png',
      DEFAULT_LOGO,
    ])
  })

  it('skips the image endpoint for nodes that are not churches and blank links', () => {
    const branding = resolveBranding({
      congregation: { id: 'f1', kind: 'field', linkLogo: ' ' },
      client: { ...client, linkLogo: '' },
    })
    expect(branding.logoCandidates).toEqual([DEFAULT_LOGO])
  })

  it('never repeats a candidate', () => {
    const same = 'https://cdn.example/same.png'
    const branding = resolveBranding({
      congregation: { id: 'x', kind: 'sector', linkLogo: same },
      client: { linkLogo: same },
    })
    expect(branding.logoCandidates).toEqual([same, DEFAULT_LOGO])
  })
})

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const c = (i: number) => {
      const v = parseInt(hex.slice(1 + i, 3 + i), 16) / 255
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * c(0) + 0.7152 * c(2) + 0.0722 * c(4)
  }
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

describe('contrastText', () => {
  it('writes black on the default red (white would be 4.0:1) and white on dark blue', () => {
    expect(contrast('#ffffff', '#ff0000')).toBeLessThan(4.5)
    expect(contrastText(DEFAULT_COLOURS.primary)).toBe('#000000')
    expect(contrastText('#1f5f99')).toBe('#ffffff')
    expect(contrastText('#fff')).toBe('#000000')
  })

  it('reaches 4.5:1 (WCAG AA) on every colour', () => {
    const hex = fc
      .integer({ min: 0, max: 0xffffff })
      .map((n) => `#${n.toString(16).padStart(6, '0')}`)
    fc.assert(
      fc.property(hex, (colour) => contrast(contrastText(colour), colour) >= 4.5),
      { numRuns: 2000 },
    )
  })
})

describe("index.html's splash", () => {
  const root = resolve(import.meta.dirname, '../..')
  /** An SVG as markup without comments, spaces between tags or the kind of quotes. */
  const normal = (svg: string) =>
    svg
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/>\s+</g, '><')
      .replaceAll('"', "'")
      .trim()

  it('paints the built-in logo inline (no request behind the scripts), the same as its file', () => {
    const html = readFileSync(resolve(root, 'index.html'), 'utf8')
    const src = /<img\s+src="data:image\/svg\+xml,([^"]+)"/.exec(html)?.[1]
    expect(src).toBeDefined()
    const file = readFileSync(resolve(root, 'public', DEFAULT_LOGO.slice(1)), 'utf8')
    expect(normal(decodeURIComponent(src ?? ''))).toBe(normal(file))
  })
})
