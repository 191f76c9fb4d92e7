import { describe, expect, it } from 'vitest'
import { userStorageKey, wipeUserStorage } from './user-storage'

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries))
  return {
    get length() {
      return map.size
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()].sort(),
  }
}

describe('a user’s keys in localStorage', () => {
  it('are wiped for that user only; the language and other users stay', () => {
    const storage = memoryStorage({
      [userStorageKey('service-session', 'u1')]: '{}',
      [userStorageKey('draft', 'u1')]: '{}',
      [userStorageKey('service-session', 'u2')]: '{}',
      'preferred-language': 'es',
      KEY_LOGIN: '{}',
    })
    wipeUserStorage('u1', storage)
    expect(storage.keys()).toEqual([
      'KEY_LOGIN',
      'celeiro.service-session.u2',
      'preferred-language',
    ])
  })
})
