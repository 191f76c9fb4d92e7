import { createContext, useContext, type ComponentType, type ReactNode } from 'react'

/**
 * A plain screen (drawn with its own CSS, no Chakra: /login) that opens a part made with the
 * design system (a dialog, its toast) wraps that part in `Wrap`; `preload` fetches the design
 * system ahead of need (the first keystroke). The app provides both (src/app/app-frame.tsx);
 * under the design system already, `Wrap` passes its children through.
 */
export interface DesignSystemOnDemand {
  Wrap: ComponentType<{ children: ReactNode }>
  preload: () => void
}

const alreadyThere: DesignSystemOnDemand = {
  Wrap: ({ children }) => children,
  preload: () => undefined,
}

export const DesignSystemOnDemandContext = createContext<DesignSystemOnDemand>(alreadyThere)

export const useDesignSystemOnDemand = () => useContext(DesignSystemOnDemandContext)
