// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { shareOrDownload } from './download'

/** The share-or-save choice against the browser's Web Share API (stubbed: jsdom has none). */
describe('shareOrDownload', () => {
  const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' })
  afterEach(() => vi.unstubAllGlobals())

  const stubBrowser = (share?: (data: ShareData) => Promise<void>) => {
    const click = vi.fn()
    vi.stubGlobal('navigator', share ? { canShare: () => true, share } : {})
    vi.stubGlobal('URL', { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined })
    vi.spyOn(document, 'createElement').mockImplementation(
      () => ({ click, remove: () => undefined }) as unknown as HTMLAnchorElement,
    )
    vi.spyOn(document.body, 'append').mockImplementation(() => undefined)
    return click
  }

  it('shares the file where the browser can', async () => {
    const share = vi.fn(() => Promise.resolve())
    const click = stubBrowser(share)
    expect(await shareOrDownload('comprovante.pdf', blob, 'application/pdf')).toBe('shared')
    expect(share).toHaveBeenCalledOnce()
    expect((share.mock.calls[0] as unknown as [ShareData])[0].files?.[0]?.name).toBe(
      'comprovante.pdf',
    )
    expect(click).not.toHaveBeenCalled()
  })

  it('saves it where the browser cannot share files, or when sharing fails', async () => {
    const click = stubBrowser()
    expect(await shareOrDownload('a.pdf', blob, 'application/pdf')).toBe('downloaded')
    expect(click).toHaveBeenCalledOnce()
    const failing = stubBrowser(() => Promise.reject(new DOMException('denied', 'NotAllowedError')))
    expect(await shareOrDownload('a.pdf', blob, 'application/pdf')).toBe('downloaded')
    expect(failing).toHaveBeenCalledOnce()
  })

  it('a dismissed share sheet is a cancel, not a download', async () => {
    const click = stubBrowser(() => Promise.reject(new DOMException('dismissed', 'AbortError')))
    expect(await shareOrDownload('a.pdf', blob, 'application/pdf')).toBe('cancelled')
    expect(click).not.toHaveBeenCalled()
  })
})
