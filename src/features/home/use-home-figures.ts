import { hasPermission, todayIso, type PermissionEntity } from '../../../sync'
import { readMonthTotals, useMirrorQuery, type TotalledEntity } from '../../components/mirror'
import { useSession } from '../../components/session'
import {
  countPeople,
  debtsOf,
  inventoryOf,
  type DebtFigures,
  type InventoryFigures,
  monthAndYearOf,
  repasseOfYear,
  type MonthAndYear,
  type PeopleFigures,
  type RepasseFigures,
} from './home-figures'

/** A figure: undefined while it is read; null when the role does not see it. */
export type Figure<T> = T | null | undefined

export interface HomeFigures {
  today: string
  tithes: Figure<MonthAndYear>
  receipts: Figure<MonthAndYear>
  payments: Figure<MonthAndYear>
  repasse: Figure<RepasseFigures>
  people: Figure<PeopleFigures>
  inventory: Figure<InventoryFigures>
  debts: Figure<DebtFigures>
}

/** Live figures of the home screen, each read only when the role holds its VIEW permission. */
export function useHomeFigures(): HomeFigures {
  const granted = useSession().user?.role.permissions
  const sees = (entity: PermissionEntity) => hasPermission(granted, `VIEW_${entity}`)
  const today = todayIso()
  const year = today.slice(0, 4)
  const [tithing, revenues, expenses, repasse, members, assets, liabilities] = [
    sees('TITHING'),
    sees('REVENUES'),
    sees('EXPENSES'),
    sees('REPASSE'),
    sees('MEMBER'),
    sees('ASSETS'),
    sees('LIABILITIES'),
  ]
  const tithes = useMonthAndYear(tithing, 'tithes', today)
  const receipts = useMonthAndYear(revenues, 'revenueReceipts', today)
  const payments = useMonthAndYear(expenses, 'expensePayments', today)
  const owed = useMirrorQuery(
    async (table) =>
      repasse
        ? await repasseOfYear(
            table('repasseRegisters'),
            expenses ? table('expensePayments') : null,
            year,
          )
        : null,
    [repasse, expenses, year],
  )
  const people = useMirrorQuery(
    async (table) => (members ? await countPeople(table('members')) : null),
    [members],
  )
  const inventory = useMirrorQuery(
    async (table) =>
      assets
        ? await inventoryOf(table('assets'), table('assetMovements'), table('assetItems'))
        : null,
    [assets],
  )
  const debts = useMirrorQuery(
    async (table) => (liabilities ? await debtsOf(table('liabilities'), today) : null),
    [liabilities, today],
  )
  return { today, tithes, receipts, payments, repasse: owed, people, inventory, debts }
}

/**
 * The month's and year's sums of tithes, receipts or payments; null when the role does not see
 * them. From the server's monthly totals plus this device's unconfirmed writes (not the year's
 * rows: 180,000 tithes for a convention's administrator).
 */
function useMonthAndYear(
  allowed: boolean,
  entity: TotalledEntity,
  today: string,
): Figure<MonthAndYear> {
  return useMirrorQuery(
    async () =>
      allowed
        ? monthAndYearOf(await readMonthTotals(entity, Number(today.slice(0, 4))), today)
        : null,
    [allowed, entity, today],
  )
}
