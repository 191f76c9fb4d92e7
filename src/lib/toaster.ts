import { createToaster } from '@chakra-ui/react'

/** The space between two toasts and between the last one and the screen's bottom edge, in px. */
export const TOAST_GAP = 16

/**
 * The app's one toaster (spec §8/§9): bottom-center, at most 20 at once. Every screen keeps its
 * main action at its top (the home's "Abrir modo culto", a list's "Nova despesa", the phone's
 * menu and sync status): a toast at the top of a 390 px phone sat over them and took their taps
 * (issue 48). At the bottom, as a phone's own messages appear, it covers none of them, and the
 * page keeps room below its end for the toasts on screen (src/app/toasts.tsx) so whatever they
 * stand over scrolls out from under them.
 */
export const toaster = createToaster({
  placement: 'bottom',
  max: 20,
  gap: TOAST_GAP,
  pauseOnPageIdle: true,
  offsets: `${TOAST_GAP}px`,
})

/** Durations of spec §8: error and blank 4000 ms, success 2000 ms, loading until dismissed. */
export const TOAST_DURATION = {
  error: 4000,
  blank: 4000,
  info: 4000,
  warning: 4000,
  success: 2000,
} as const

export interface NotifyOptions {
  description?: string
  id?: string
}

/** Shows a toast with the spec's durations; returns its id (to dismiss a loading toast). */
export const notify = {
  success: (title: string, options: NotifyOptions = {}) =>
    toaster.create({ title, type: 'success', duration: TOAST_DURATION.success, ...options }),
  error: (title: string, options: NotifyOptions = {}) =>
    toaster.create({ title, type: 'error', duration: TOAST_DURATION.error, ...options }),
  info: (title: string, options: NotifyOptions = {}) =>
    toaster.create({ title, type: 'info', duration: TOAST_DURATION.info, ...options }),
  blank: (title: string, options: NotifyOptions = {}) =>
    toaster.create({ title, duration: TOAST_DURATION.blank, ...options }),
  loading: (title: string, options: NotifyOptions = {}) =>
    toaster.create({ title, type: 'loading', ...options }),
  dismiss: (id?: string) => toaster.dismiss(id),
}

/** What floats over the bottom of the screen: the toasts, and the home's offer to install. */
export type BottomFloat = 'toasts' | 'install-offer'

const floats = new Map<BottomFloat, number>()

/**
 * Keeps `px` free below the page's end for what floats at the bottom of the screen, so whatever
 * it stands over scrolls out from under it (the last button of a long list stays reachable).
 * Each float's own room is a CSS variable too (`--room-toasts`): the install offer sits above
 * the toasts instead of under them.
 */
export function keepRoomAtBottom(float: BottomFloat, px: number): void {
  floats.set(float, px)
  const total = [...floats.values()].reduce((sum, room) => sum + room, 0)
  document.documentElement.style.setProperty(`--room-${float}`, `${px}px`)
  document.body.style.paddingBottom = total > 0 ? `${total}px` : ''
}
