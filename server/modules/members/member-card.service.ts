import { randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { churches, members } from '../../db/schema'

/**
 * The member card's public check (issue 52). A card's QR code opens /cartao/<token>; the page
 * asks GET /api/members/v1/cards/:token, which answers only whether the card is valid and,
 * when it is, the member's name and church: nothing else, no sign-in. The token is 128 random
 * bits (members.card_token, made by the database for every row); it is replaced when the
 * member is transferred or leaves (stops being active), so every card printed before reads
 * invalid from then on.
 */

export type CardCheck = { valid: true; name: string; church: string } | { valid: false }

const TOKEN = /^[0-9a-f]{32}$/

/** A fresh card token: 128 random bits in hex. */
export const newCardToken = (): string => randomBytes(16).toString('hex')

export async function checkCard(db: DbOrTx, token: string): Promise<CardCheck> {
  if (!TOKEN.test(token)) return { valid: false }
  const rows = await db
    .select({
      name: members.name,
      surname: members.surname,
      status: members.status,
      approval: members.approval,
      church: churches.name,
    })
    .from(members)
    .innerJoin(churches, eq(churches.id, members.churchId))
    .where(and(eq(members.cardToken, token), isNull(members.deletedAt)))
    .limit(1)
  const row = rows[0]
  if (!row || row.status !== 'active' || row.approval !== 'approved') return { valid: false }
  return { valid: true, name: `${row.name} ${row.surname}`.trim(), church: row.church }
}
