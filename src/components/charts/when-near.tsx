import { useEffect, useRef, useState, type ReactNode } from 'react'

/** How far below the screen a chart starts being built: it is ready when scrolled to. */
const NEAR_PX = 300

/**
 * Draws `fallback` (a placeholder of the same size) until the place comes within NEAR_PX of the
 * screen, then `children`, for good. A chart is costly to build (chart.js's code and its first
 * draw: ~300 ms on a cheap phone for the tithing screen's two); a chart below the list is not
 * built while the screen opens, nor ever if the user never scrolls to it.
 */
export function WhenNear({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const place = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = place.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `0px 0px ${NEAR_PX}px 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return near ? children : <div ref={place}>{fallback}</div>
}
