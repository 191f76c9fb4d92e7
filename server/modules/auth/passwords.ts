import { hash, verify } from '@node-rs/argon2'

/** argon2id with OWASP's minimum: 19 MiB, 2 passes, 1 lane. */
const PARAMS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS)
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password)
  } catch {
    return false
  }
}

let dummy: Promise<string> | undefined
/** Verifies against a throwaway hash so an unknown e-mail costs the same time as a wrong password. */
export async function burnVerifyTime(password: string): Promise<void> {
  dummy ??= hashPassword('celeiro-timing-equaliser')
  await verifyPassword(await dummy, password)
}
