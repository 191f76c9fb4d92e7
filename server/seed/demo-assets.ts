import { v7 as uuidv7 } from 'uuid'
import { addDays, addMonths } from '../../sync/contracts/dates'
import type { ItemStatus } from '../../sync/contracts/assets'
import { brasiliaTodayIso } from '../dates'
import type { DbOrTx } from '../db/client'
import { assetItems, assetMovements, assets, liabilities } from '../db/schema'

/**
 * The demo inventory and debts (issue 17): for every demo church, the things a congregation
 * owns — chairs, a sound desk, microphones, guitars, a fridge — with the movements that brought
 * them in (and a few chairs written off) and the tagged pieces; and a couple of liabilities: a
 * renovation loan, this month's instalment of the sound system, an overdue property tax, one
 * settled. Deterministic (dates from today, no random numbers). docs/assets.md.
 */

interface ChurchLike {
  id: string
  clientId: string
  conventionId: string
  fieldId: string
  sectorId: string
}

interface DemoAsset {
  name: string
  subdivision: string
  description: string
  /** [kind, quantity, unit price in centavos, months ago] */
  movements: ['entry' | 'exit', number, number, number][]
  /** [identifier, status] of the tagged pieces */
  items: [string, ItemStatus][]
}

const DEMO_ASSETS: DemoAsset[] = [
  {
    name: 'Cadeiras da nave',
    subdivision: 'Nave',
    description: 'Cadeiras plásticas empilháveis brancas.',
    movements: [
      ['entry', 120, 8_990, 20],
      ['entry', 40, 9_500, 8],
      ['exit', 6, 8_990, 3],
    ],
    items: [],
  },
  {
    name: 'Mesa de som Yamaha MG16',
    subdivision: 'Sala de som',
    description: 'Mesa de 16 canais com efeitos.',
    movements: [['entry', 1, 389_000, 14]],
    items: [['SOM-001', 'in_use']],
  },
  {
    name: 'Microfones sem fio',
    subdivision: 'Sala de som',
    description: '',
    movements: [['entry', 4, 45_000, 10]],
    items: [
      ['MIC-001', 'in_use'],
      ['MIC-002', 'in_use'],
      ['MIC-003', 'in_repair'],
    ],
  },
  {
    name: 'Violões',
    subdivision: 'Ministério de louvor',
    description: 'Violões elétricos de aço.',
    movements: [['entry', 2, 78_000, 6]],
    items: [
      ['VIO-001', 'in_use'],
      ['VIO-002', 'lent'],
    ],
  },
  {
    name: 'Geladeira',
    subdivision: 'Cozinha',
    description: 'Geladeira duplex 400 L.',
    movements: [['entry', 1, 249_900, 30]],
    items: [['COZ-001', 'in_use']],
  },
]

export async function seedDemoAssets(db: DbOrTx, churches: readonly ChurchLike[]): Promise<void> {
  const today = brasiliaTodayIso()
  const assetRows: (typeof assets.$inferInsert)[] = []
  const movementRows: (typeof assetMovements.$inferInsert)[] = []
  const itemRows: (typeof assetItems.$inferInsert)[] = []
  const liabilityRows: (typeof liabilities.$inferInsert)[] = []
  for (const [index, church] of churches.entries()) {
    const scope = {
      clientId: church.clientId,
      conventionId: church.conventionId,
      fieldId: church.fieldId,
      sectorId: church.sectorId,
      churchId: church.id,
    }
    // Smaller congregations have fewer of everything: a quarter less per church down the list.
    const share = (quantity: number) => Math.max(1, Math.round(quantity * (1 - 0.15 * index)))
    for (const demo of DEMO_ASSETS) {
      const assetId = uuidv7()
      assetRows.push({
        id: assetId,
        ...scope,
        name: demo.name,
        subdivision: demo.subdivision,
        description: demo.description,
      })
      for (const [kind, quantity, price, monthsAgo] of demo.movements)
        movementRows.push({
          id: uuidv7(),
          ...scope,
          assetId,
          kind,
          // Only the chairs vary: tagged pieces never outnumber what came in.
          quantity: quantity >= 6 ? share(quantity) : quantity,
          price,
          date: addMonths(today, -monthsAgo),
          description: kind === 'entry' ? 'Compra' : 'Quebradas, descartadas',
        })
      for (const [identifier, status] of demo.items)
        itemRows.push({
          id: uuidv7(),
          ...scope,
          assetId,
          identifier,
          status,
          statusChangedOn: addMonths(today, status === 'in_use' ? -6 : -1),
          notes: status === 'lent' ? 'Emprestado ao grupo de jovens.' : '',
        })
    }
    liabilityRows.push(
      {
        id: uuidv7(),
        ...scope,
        name: 'Empréstimo da reforma do templo',
        subdivision: 'Reforma',
        description: 'Saldo devedor com a convenção, a pagar em parcela única.',
        value: share(1_800_000),
        dueDate: addMonths(today, 2),
      },
      {
        id: uuidv7(),
        ...scope,
        name: 'Parcela do sistema de som',
        subdivision: 'Som',
        description: 'Parcela 8 de 10.',
        value: 65_000,
        dueDate: `${today.slice(0, 7)}-20`,
      },
      {
        id: uuidv7(),
        ...scope,
        name: 'Parcela do sistema de som (anterior)',
        subdivision: 'Som',
        description: 'Parcela 7 de 10.',
        value: 65_000,
        dueDate: addMonths(`${today.slice(0, 7)}-20`, -1),
        settledOn: addMonths(`${today.slice(0, 7)}-18`, -1),
      },
      {
        id: uuidv7(),
        ...scope,
        name: 'IPTU do templo',
        subdivision: 'Impostos',
        description: '',
        value: share(42_000),
        dueDate: addDays(today, -10),
      },
    )
  }
  if (assetRows.length === 0) return
  await db.insert(assets).values(assetRows)
  await db.insert(assetMovements).values(movementRows)
  await db.insert(assetItems).values(itemRows)
  await db.insert(liabilities).values(liabilityRows)
}
