/** The IndexedDB database of a user's mirror and queue (Dexie-free: the first load asks whether it exists). */
export function databaseName(userId: string): string {
  return `celeiro-${userId}`
}
