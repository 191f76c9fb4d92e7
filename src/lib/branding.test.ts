import { describe, expect, it } from 'vitest'
import { DEFAULT_COLOURS, DEFAULT_LOGO, resolveBranding } from './branding'

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
