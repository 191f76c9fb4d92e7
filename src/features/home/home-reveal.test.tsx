// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HOME_REVEAL_WAIT_MS, HomeReveal, useRevealWhen } from './home-reveal'

function Section({ name, ready }: { name: string; ready: boolean }) {
  useRevealWhen(ready)
  return <p>{name}</p>
}

function Home({ reminders, figures }: { reminders: boolean; figures: boolean }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <HomeReveal>
        <Section name="Lembretes" ready={reminders} />
        <Section name="Números" ready={figures} />
      </HomeReveal>
    </ChakraProvider>
  )
}

const placeholder = () => screen.queryByTestId('home-sections-loading')
const hidden = () => getComputedStyle(screen.getByTestId('home-sections')).visibility === 'hidden'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('the home shows its sections together', () => {
  it('waits, out of sight, for every section to have what it shows', () => {
    const { rerender } = render(<Home reminders={false} figures={false} />)
    expect(placeholder()).not.toBeNull()
    expect(hidden()).toBe(true)
    rerender(<Home reminders={true} figures={false} />)
    expect(placeholder()).not.toBeNull()
    rerender(<Home reminders={true} figures={true} />)
    expect(placeholder()).toBeNull()
    expect(hidden()).toBe(false)
    // Once shown it stays: a section reading again shows its own loading.
    rerender(<Home reminders={false} figures={true} />)
    expect(placeholder()).toBeNull()
  })

  it('shows at once sections that have their data on the first render', () => {
    render(<Home reminders={true} figures={true} />)
    expect(placeholder()).toBeNull()
    expect(hidden()).toBe(false)
  })

  it('shows them as they are after the wait (an initial sync still running)', () => {
    vi.useFakeTimers()
    render(<Home reminders={false} figures={true} />)
    act(() => {
      vi.advanceTimersByTime(HOME_REVEAL_WAIT_MS - 1)
    })
    expect(placeholder()).not.toBeNull()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(placeholder()).toBeNull()
    expect(screen.getByText('Lembretes')).toBeTruthy()
  })
})
