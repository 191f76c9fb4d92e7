/**
 * A contract built when first used, not when its module loads (docs/frontend.md, "Contracts built
 * on first use"). Every schema of the contracts is one: building them all cost a phone's start-up
 * one long task (zod makes several objects per rule), and a screen uses a handful of them.
 *
 * It stands for the value `build` returns, which it builds on the first read of any of its
 * properties (so `schema.parse`, `schema.shape`, `{ ...fields }`, `instanceof`, and a place in
 * another schema all work) and keeps. The value is an object: a zod schema or a shape of them.
 */
export function lazy<T extends object>(build: () => T): T {
  let built: T | undefined
  const value = (): T => (built ??= build())
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(value(), key, value()),
    set: (_, key, v) => Reflect.set(value(), key, v),
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key)
      // The stand-in's target has none of the value's own properties: a proxy may not report one
      // it lacks as non-configurable.
      return descriptor && { ...descriptor, configurable: true }
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(value(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(value(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
  })
}
