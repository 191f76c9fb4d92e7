/**
 * localStorage keys that hold one user's data on this device (a service-mode session):
 * `celeiro.<name>.<userId>`. Logout wipes them with the user's databases (wipeUserData).
 */
const PREFIX = 'celeiro.'

export const userStorageKey = (name: string, userId: string) => `${PREFIX}${name}.${userId}`

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>

export function wipeUserStorage(
  userId: string,
  storage: KeyedStorage | undefined = globalThis.localStorage,
): void {
  if (!storage) return
  const suffix = `.${userId}`
  for (let i = storage.length - 1; i >= 0; i--) {
    const key = storage.key(i)
    if (key?.startsWith(PREFIX) && key.endsWith(suffix)) storage.removeItem(key)
  }
}
