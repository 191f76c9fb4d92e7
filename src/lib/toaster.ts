import { createToaster } from '@chakra-ui/react'

/**
 * The app's one toaster (spec §8/§9): top-center, at most 20 at once. It sits below the phone's
 * 56 px top bar so a toast that stays (a reminder) never covers the menu button or sync status.
 */
export const toaster = createToaster({
  placement: 'top',
  max: 20,
  pauseOnPageIdle: true,
  offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
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
