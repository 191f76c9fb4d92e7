import { useCallback, useEffect, useState } from 'react'
import { useMediaQuery } from './use-media-query'

/** Spec §9: the mobile breakpoint. At or below it the sidebar is an overlay. */
export const MOBILE_QUERY = '(max-width: 768px)'
export const SIDEBAR_WIDTH = { expanded: 220, collapsed: 80, mobile: 250 } as const
/** Spec §9: the content's left margin beside the desktop sidebar. */
export const CONTENT_MARGIN = { expanded: 200, collapsed: 80 } as const
export const COLLAPSED_KEY = 'celeiro.sidebar-collapsed'

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY)
}

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1'
  } catch {
    return false
  }
}

export interface SidebarState {
  isMobile: boolean
  /** Desktop: icons only. Remembered between visits. */
  collapsed: boolean
  toggleCollapsed: () => void
  /** Mobile: the overlay is open. Starts closed. */
  mobileOpen: boolean
  setMobileOpen: (open: boolean) => void
}

export function useSidebar(): SidebarState {
  const isMobile = useIsMobile()
  const [collapsed, setCollapsed] = useState(readCollapsed)
  const [mobileOpen, setMobileOpen] = useState(false)

  const toggleCollapsed = useCallback(() => {
    setCollapsed((previous) => {
      const next = !previous
      try {
        localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0')
      } catch {
        // Private mode or full storage: the choice just isn't remembered.
      }
      return next
    })
  }, [])

  // Leaving the mobile layout closes the overlay, so it never reappears unasked.
  useEffect(() => {
    if (!isMobile) setMobileOpen(false)
  }, [isMobile])

  return { isMobile, collapsed, toggleCollapsed, mobileOpen, setMobileOpen }
}
