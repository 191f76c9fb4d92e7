/**
 * localStorage keys that hold one user's data on this device (a service-mode session):
 * `celeiro.<name>.<userId>`. Logout wipes them with the user's databases (wipeUserData).
 */
export const userStorageKey = (name: string, userId: string) => `celeiro.${name}.${userId}`

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>

export function wipeUserStorage(
  userId: string,
  storage: KeyedStorage | undefined = globalThis.localStorage,
): void {
  if (!storage) return
  const suffix = `.${userId}`
  for (let i = storage.length - 1; i >= 0; i--) {
    const key = storage.key(i)
    if (key?.startsWith('celeiro.') && key.endsWith(suffix)) storage.removeItem(key)
  }
}
