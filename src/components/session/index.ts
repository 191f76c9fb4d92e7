export { useSession } from './use-session'
export type { RouterContext } from './router-context'
