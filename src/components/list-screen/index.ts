export { ListScreen, type ListScreenProps } from './list-screen'
export type { ListColumn } from './list-table'
export { listProps, useListState, type ListState, type PagedListProps } from './use-list-state'
export {
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  pageCount,
  clampPage,
  paginate,
  matchesSearch,
  searchable,
} from './list-state'
export { useOpenFromAddress } from './use-open-from-address'
export { ListTitle } from './list-title'
export { ListCards } from './list-cards'
