import { t } from '@lingui/core/macro'
import type { ReportSignature } from '../../components/pdf'

/** The three who sign a cash flow an assembly approves. */
export interface Signers {
  treasurer: string
  pastor: string
  council: string
}

export const SIGNER_KEYS = ['treasurer', 'pastor', 'council'] as const

/** A user as the suggestion reads it: name, role name, church, status. */
export interface SignerUser {
  fullName: string
  roleName: string
  churchId: string | null
  active: boolean
}

const ROLE_PATTERNS: Record<keyof Signers, RegExp> = {
  treasurer: /tesour|treasur/i,
  pastor: /pastor/i,
  council: /fiscal|conselh|council/i,
}

/**
 * Names the users' roles suggest for each line: an active user of the church whose role is
 * named after it ("Tesoureiro", "Pastor presidente", "Conselho fiscal"), the signed-in user
 * first; '' where no user fits (the line is typed, or left blank to sign by hand).
 */
export function suggestSigners(
  users: readonly SignerUser[],
  me: SignerUser | null,
  churchId: string | null,
): Signers {
  const candidates = [...(me ? [me] : []), ...users].filter(
    (u) => u.active && (churchId === null || u.churchId === churchId || u === me),
  )
  const pick = (key: keyof Signers) =>
    candidates.find((u) => ROLE_PATTERNS[key].test(u.roleName))?.fullName ?? ''
  return { treasurer: pick('treasurer'), pastor: pick('pastor'), council: pick('council') }
}

/** The signature lines, in the order an assembly signs. */
export function signatureLines(signers: Signers): ReportSignature[] {
  return [
    { role: t`Tesoureiro`, name: signers.treasurer.trim() },
    { role: t`Pastor presidente`, name: signers.pastor.trim() },
    { role: t`Conselho fiscal`, name: signers.council.trim() },
  ]
}

const storeKey = (scope: string) => `celeiro.report-signers.${scope}`

/** The names typed last time for this scope (kept on the device), over the suggestion. */
export function rememberedSigners(scope: string, suggested: Signers): Signers {
  try {
    const kept = JSON.parse(localStorage.getItem(storeKey(scope)) ?? '{}') as Partial<Signers>
    const out = { ...suggested }
    for (const key of SIGNER_KEYS)
      if (typeof kept[key] === 'string' && kept[key]) out[key] = kept[key]
    return out
  } catch {
    return suggested
  }
}

export function rememberSigners(scope: string, signers: Signers): void {
  try {
    localStorage.setItem(storeKey(scope), JSON.stringify(signers))
  } catch {
    // a full or blocked storage only loses the convenience
  }
}
