export { useSession } from './use-session'
export { useCan, type Can } from './use-can'
export type { RouterContext } from './router-context'
