// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { captureInstallPrompt, installPrompt } from './install-prompt'

describe('the app installed on this device (first steps, issue 51)', () => {
  it("is known from the browser's appinstalled event, kept for the next visits", () => {
    localStorage.clear()
    captureInstallPrompt(window)
    expect(installPrompt.installed()).toBe(false)
    const heard = vi.fn()
    const stop = installPrompt.subscribe(heard)
    window.dispatchEvent(new Event('appinstalled'))
    expect(heard).toHaveBeenCalled()
    expect(installPrompt.installed()).toBe(true)
    expect(localStorage.getItem('celeiro.installed')).toBe('1')
    stop()
  })

  it('is known when the app runs from the home screen (display-mode standalone)', () => {
    localStorage.clear()
    // jsdom has no matchMedia: the phone's, answering for an app opened from its home screen.
    window.matchMedia = (query: string) =>
      ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList
    expect(installPrompt.installed()).toBe(true)
    Reflect.deleteProperty(window, 'matchMedia')
    expect(installPrompt.installed()).toBe(false)
  })
})
