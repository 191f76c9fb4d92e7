import { hasPermission, type PermissionEntity } from '../../../sync'
import { useSession } from './use-session'

export interface Can {
  add: boolean
  edit: boolean
  delete: boolean
}

/** What the signed-in user's role allows on one entity (the server refuses the rest anyway). */
export function useCan(entity: PermissionEntity): Can {
  const granted = useSession().user?.role.permissions
  return {
    add: hasPermission(granted, `ADD_${entity}`),
    edit: hasPermission(granted, `EDIT_${entity}`),
    delete: hasPermission(granted, `DELETE_${entity}`),
  }
}
