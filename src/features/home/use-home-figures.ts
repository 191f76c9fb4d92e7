import { hasPermission, todayIso, type PermissionEntity } from '../../../sync'
import { readTitheMonths, useMirrorQuery } from '../../components/mirror'
import { useSession } from '../../components/session'
import {
  countPeople,
  debtsOf,
  inventoryOf,
  type DebtFigures,
  type InventoryFigures,
  monthAndYearOf,
  repasseOfYear,
  sumMonthAndYear,
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
  // From the server's monthly totals (not the year's tithes: 180,000 rows for a convention's administrator).
  const tithes = useMirrorQuery(
    async () => (tithing ? monthAndYearOf(await readTitheMonths(Number(year)), today) : null),
    [tithing, year, today],
  )
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

/** The month's and year's sums of a dated mirror table; null when the role does not see it. */
function useMonthAndYear(
  allowed: boolean,
  tableName: 'revenueReceipts' | 'expensePayments',
  today: string,
): Figure<MonthAndYear> {
  return useMirrorQuery(
    async (table) => (allowed ? await sumMonthAndYear(table(tableName), today) : null),
    [allowed, tableName, today],
  )
}
