import { Component, type ReactNode } from 'react'

/**
 * A lazy part beside the screens (toasts, the update prompt, the reminder runner) whose chunk
 * cannot load (the network lost before it came, with no service worker yet) is left out until
 * the next start, instead of taking the app down.
 */
export class LeftOutIfUnloaded extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.error('A part of the app could not load', error)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}
