import { or, sql, type SQL } from 'drizzle-orm'
import { TREASURY_MEMBER_FIELDS } from '../../../sync/contracts/members'
import { canRead, scopeWhere } from '../../access/access'
import type { AuthContext } from '../../access/auth-context'
import { memberCategoryChanges, members, memberTransfers } from '../../db/schema'
import { defineEntity, firstPhaseTakesRows, type Handlers } from '../sync/registry'
import './messages'
import {
  approveMember,
  createMember,
  deleteMember,
  holdsTreasury,
  transferMember,
  updateMember,
} from './members.service'
import { createMembers } from './members-batch.service'

/**
 * The synced entities of members (docs/members.md): members (with its five mutations),
 * memberCategoryChanges and memberTransfers (read-only: the server writes them).
 */

const hideTreasury = (auth: AuthContext) => (holdsTreasury(auth) ? [] : TREASURY_MEMBER_FIELDS)

const membersEntity = defineEntity('members', {
  table: members,
  scope: {
    clientId: members.clientId,
    conventionId: members.conventionId,
    fieldId: members.fieldId,
    sectorId: members.sectorId,
    churchId: members.churchId,
  },
  // Transfers move members (departure trigger, migration 0007).
  moves: true,
  omit: ['createdBy'],
  hiddenFields: hideTreasury,
  first: (auth, since) => (firstPhaseTakesRows(auth, since) ? sql`true` : undefined),
})

export const membersHandlers = {
  'member.create': {
    run: async ({ tx, auth }, a) => ({ id: (await createMember(tx, auth, a)).id }),
    // A batch holds only creates with their id (push-batch.ts), the answer of each.
    runMany: async ({ tx, auth }, inputs) => {
      await createMembers(tx, auth, inputs)
      return inputs.map((a) => ({ id: a.id }))
    },
  },
  'member.update': {
    run: async ({ tx, auth }, a) => {
      await updateMember(tx, auth, a.id, a.patch)
      return null
    },
  },
  // No generic history entry: the row's values are being erased (the service records the delete).
  'member.delete': {
    history: false,
    run: async ({ tx, auth }, a) => {
      await deleteMember(tx, auth, a.id)
      return null
    },
  },
  // The member's history shows the move (its scope columns change); the row is the member's (catalog).
  'member.transfer': {
    run: async ({ tx, auth }, a) => {
      await transferMember(tx, auth, a)
      return { id: a.id }
    },
  },
  'member.approve': {
    run: async ({ tx, auth }, a) => {
      await approveMember(tx, auth, a.id)
      return null
    },
  },
} satisfies Partial<Handlers>

const memberCategoryChangesEntity = defineEntity('memberCategoryChanges', {
  table: memberCategoryChanges,
  scope: {
    clientId: memberCategoryChanges.clientId,
    conventionId: memberCategoryChanges.conventionId,
    fieldId: memberCategoryChanges.fieldId,
    sectorId: memberCategoryChanges.sectorId,
    churchId: memberCategoryChanges.churchId,
  },
  moves: true,
})

const origin = {
  clientId: memberTransfers.clientId,
  conventionId: memberTransfers.fromConventionId,
  fieldId: memberTransfers.fromFieldId,
  sectorId: memberTransfers.fromSectorId,
  churchId: memberTransfers.fromChurchId,
}
const destination = {
  clientId: memberTransfers.clientId,
  conventionId: memberTransfers.toConventionId,
  fieldId: memberTransfers.toFieldId,
  sectorId: memberTransfers.toSectorId,
  churchId: memberTransfers.toChurchId,
}

const memberTransfersEntity = defineEntity('memberTransfers', {
  table: memberTransfers,
  scope: origin,
  // Readable where the member came from OR where it went.
  readFilter: (auth) => or(scopeWhere(auth, origin), scopeWhere(auth, destination)) as SQL,
  // The end of a transfer outside the reader's scope travels by name only, never by ids.
  hiddenFields: (auth) => (holdsTreasury(auth) ? [] : ['titheStatus']),
  hiddenInRow: (auth, row) => {
    const hidden: string[] = []
    const end = (prefix: 'from' | 'to') => ({
      clientId: String(row.clientId),
      conventionId: String(row[`${prefix}ConventionId`]),
      fieldId: String(row[`${prefix}FieldId`]),
      sectorId: String(row[`${prefix}SectorId`]),
      churchId: String(row[`${prefix}ChurchId`]),
    })
    for (const prefix of ['from', 'to'] as const)
      if (!canRead(auth, end(prefix)))
        hidden.push(...['ConventionId', 'FieldId', 'SectorId', 'ChurchId'].map((k) => prefix + k))
    // A member who moved out of the reader's scope is not theirs to follow: named only.
    if (!canRead(auth, end('to'))) hidden.push('memberId')
    return hidden
  },
})

export const membersEntities = {
  members: membersEntity,
  memberCategoryChanges: memberCategoryChangesEntity,
  memberTransfers: memberTransfersEntity,
}
