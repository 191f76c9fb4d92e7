import { describe, expect, it } from 'vitest'
import { fetchLinkedLogo } from './logo-fetch'

describe('fetchLinkedLogo refuses before connecting (SSRF guard)', () => {
  it('refuses plain http, other schemes and credentials', async () => {
    await expect(fetchLinkedLogo('http://example.com/logo.png')).rejects.toThrow(/scheme refused/)
    await expect(fetchLinkedLogo('file:///etc/passwd')).rejects.toThrow(/scheme refused/)
    await expect(fetchLinkedLogo('https://u:p@example.com/x.png')).rejects.toThrow(/credentials/)
  })

  it('refuses a private address literal, IPv4 or IPv6', async () => {
    for (const url of [
      'https://127.0.0.1/x.png',
      'https://10.0.0.1/x.png',
      'https://169.254.169.254/latest',
      'https://[::1]/x.png',
      'https://[fd00::1]/x.png',
      'https://[::ffff:127.0.0.1]/x.png',
    ])
      await expect(fetchLinkedLogo(url), url).rejects.toThrow(/address not public/)
  })

  it('refuses a name that resolves to loopback, in the connection lookup', async () => {
    await expect(fetchLinkedLogo('https://localhost:9/x.png')).rejects.toThrow(
      /address not public: localhost/,
    )
  })
})
