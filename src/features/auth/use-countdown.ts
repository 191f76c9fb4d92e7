import { useEffect, useRef, useState } from 'react'

/** Counts down from `seconds` once a second while `active`; calls `onDone` at zero. Returns the seconds left. */
export function useCountdown(seconds: number, onDone: () => void, active = true): number {
  const [left, setLeft] = useState(seconds)
  const done = useRef(onDone)
  useEffect(() => {
    done.current = onDone
  }, [onDone])
  useEffect(() => {
    if (!active) return
    setLeft(seconds)
    const started = Date.now()
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000))
      setLeft(remaining)
      if (remaining === 0) {
        clearInterval(timer)
        done.current()
      }
    }, 250)
    return () => clearInterval(timer)
  }, [seconds, active])
  return left
}
