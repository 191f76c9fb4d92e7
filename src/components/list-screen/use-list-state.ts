import { useState } from 'react'
import { DEFAULT_PAGE_SIZE, paginate } from './list-state'

export interface ListState {
  search: string
  page: number
  pageSize: number
  setSearch: (value: string) => void
  setPage: (page: number) => void
  setPageSize: (size: number) => void
  /** The ListScreen props of a screen that filters its rows itself: the current page of `filtered`, its total, and this state. */
  paged: <Row>(filtered: readonly Row[]) => PagedListProps<Row>
}

/** Search text, page and rows per page of one list screen; a new search or page size goes back to page 1. */
export function useListState(initialPageSize: number = DEFAULT_PAGE_SIZE): ListState {
  const [search, setSearchValue] = useState('')
  const [page, setPage] = useState(1)
  const [pageSize, setPageSizeValue] = useState(initialPageSize)
  const list: ListState = {
    search,
    page,
    pageSize,
    setPage,
    setSearch: (value) => {
      setSearchValue(value)
      setPage(1)
    },
    setPageSize: (size) => {
      setPageSizeValue(size)
      setPage(1)
    },
    paged: (filtered) => pagedListProps(list, filtered),
  }
  return list
}

/** The list state as the ListScreen props it feeds: search, page, rows per page and their setters. */
export function listProps(list: ListState) {
  return {
    search: list.search,
    onSearchChange: list.setSearch,
    page: list.page,
    onPageChange: list.setPage,
    pageSize: list.pageSize,
    onPageSizeChange: list.setPageSize,
  }
}

/** The list props of a screen that filters its rows itself: the current page of `filtered`, its total, and the list state. */
export interface PagedListProps<Row> extends ReturnType<typeof listProps> {
  rows: Row[]
  total: number
}

function pagedListProps<Row>(list: ListState, filtered: readonly Row[]): PagedListProps<Row> {
  return {
    rows: paginate(filtered, list.page, list.pageSize),
    total: filtered.length,
    ...listProps(list),
  }
}
