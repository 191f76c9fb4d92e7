import { Component, type ReactNode } from 'react'

/**
 * The app's one error boundary: a part that throws (a lazy chunk that cannot load, a chart that
 * fails) shows `fallback` (nothing by default) instead of taking the app down. The side parts
 * beside the screens (toasts, the update prompt, the reminder runner) are left out this way when
 * the network was lost before their chunk came, with no service worker yet, until the next start.
 */
export class ErrorFallback extends Component<
  { fallback?: ReactNode; what: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.error(`${this.props.what} failed`, error)
  }
  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children
  }
}
