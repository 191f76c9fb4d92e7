/** The data layer of the screens: live reads of the mirror, typed by the catalog (the catalog types them). */
export {
  useMirrorQuery,
  useMirrorRows,
  useMirrorRow,
  useMirrorWhere,
  usePendingWrites,
  usePendingIds,
  byId,
  type TableOf,
} from './use-mirror'
export { useLiveQuery } from './use-live-query'
export { readPaymentsOf } from './read-payments'
export { rowsByKeys } from './rows-by-keys'
export {
  readMonthTotals,
  unconfirmedByMonth,
  collectedByMonth,
  type TotalsTable,
  type TotalledEntity,
} from './month-totals'
export {
  useHierarchy,
  indexHierarchy,
  isUnder,
  type Hierarchy,
  type HierarchyKind,
  type HierarchyNode,
  type HierarchyRows,
} from './use-hierarchy'
