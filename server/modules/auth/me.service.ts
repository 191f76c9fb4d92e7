import type { Me } from '../../../sync/contracts/auth'
import { isPermission } from '../../../sync/contracts/permissions'
import type { DbOrTx } from '../../db/client'
import { pickLanguage } from '../../http/i18n'
import type { SubscriptionState } from '../billing/billing.repo'
import { billingBrief, billingBriefFrom } from '../billing/billing.service'
import { loadPlacement, type BrandedRow, type Placement, type UserWithRole } from './auth.repo'

type Branding = Pick<
  BrandedRow,
  'sigla' | 'linkLogo' | 'primaryColor' | 'secondaryColor' | 'accentColor'
>
const BRANDING_KEYS = [
  'sigla',
  'linkLogo',
  'primaryColor',
  'secondaryColor',
  'accentColor',
] as const
const COLOUR_KEYS = new Set<string>(['primaryColor', 'secondaryColor', 'accentColor'])

/** '#rrggbb' (lower-case; '#rgb' expanded), or '' when blank or not a colour. */
export function normaliseColour(value: string): string {
  const v = value.trim().toLowerCase()
  if (/^#[0-9a-f]{6}$/.test(v)) return v
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(v)
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : ''
}

function clean(key: string, value: string): string {
  return COLOUR_KEYS.has(key) ? normaliseColour(value) : value.trim()
}

/** Each branding value: the first node's own when not blank, else the nearest ancestor's, else ''. `chain` runs from the node up. */
export function resolveBranding(chain: readonly Branding[]): Branding {
  const out: Branding = {
    sigla: '',
    linkLogo: '',
    primaryColor: '',
    secondaryColor: '',
    accentColor: '',
  }
  for (const key of BRANDING_KEYS) {
    for (const node of chain) {
      const value = clean(key, node[key])
      if (value) {
        out[key] = value
        break
      }
    }
  }
  return out
}

type NodeKeys = 'clientId' | 'conventionId' | 'fieldId' | 'sectorId' | 'churchId'
/** What /me shows of the user, the role and the level (the login's whole rows have it too). */
export interface MeSource {
  user: Pick<
    UserWithRole['user'],
    'id' | 'name' | 'fullName' | 'email' | 'language' | 'memberId' | NodeKeys
  >
  role: Pick<UserWithRole['role'], 'id' | 'name' | 'permissions'>
  level: Pick<UserWithRole['level'], 'order'>
}

/**
 * The current user as GET /me and the login answer describe it (with the subscription's brief at
 * `now`). `read`: the user's nodes and subscription state when the caller read them already.
 */
export async function buildMe(
  db: DbOrTx,
  found: MeSource,
  now: Date = new Date(),
  read?: { placed: Placement; subscription: SubscriptionState },
): Promise<Me> {
  const { user, role, level } = found
  const [placed, billing] = read
    ? [read.placed, await billingBriefFrom(db, user.clientId, read.subscription, now)]
    : await Promise.all([loadPlacement(db, user), billingBrief(db, user.clientId, now)])
  if (!placed.client) throw new Error('user without a client organisation')
  const path = [
    { kind: 'church' as const, row: placed.church as BrandedRow | undefined },
    { kind: 'sector' as const, row: placed.sector },
    { kind: 'field' as const, row: placed.field },
    { kind: 'convention' as const, row: placed.convention },
  ].filter((n): n is { kind: typeof n.kind; row: BrandedRow } => n.row !== undefined)
  const deepest = path[0]
  return {
    id: user.id,
    name: user.name,
    fullName: user.fullName,
    email: user.email,
    language: pickLanguage(user.language),
    memberId: user.memberId ?? null,
    role: {
      id: role.id,
      name: role.name,
      levelOrder: level.order,
      permissions: role.permissions.filter(isPermission),
    },
    congregation: deepest
      ? {
          id: deepest.row.id,
          kind: deepest.kind,
          name: deepest.row.name,
          ...resolveBranding(path.map((n) => n.row)),
          ...(placed.church && deepest.kind === 'church'
            ? {
                pixKey: placed.church.pixKey,
                pixCity: placed.church.pixCity,
                cnpj: placed.church.cnpj,
                address: placed.church.address,
              }
            : {}),
        }
      : null,
    client: { id: placed.client.id, name: placed.client.name, ...resolveBranding([placed.client]) },
    billing,
    node: {
      conventionId: user.conventionId,
      fieldId: user.fieldId,
      sectorId: user.sectorId,
      churchId: user.churchId,
    },
  }
}
