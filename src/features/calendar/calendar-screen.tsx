import { Button, Group, Heading, HStack, Skeleton, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import {
  itemsByDate,
  monthGrid,
  monthRange,
  todayIso,
  type CalendarChurch,
  type CalendarItem,
} from '../../../sync'
import { useChurchChoice } from '../../components/books'
import { ChurchSelect } from '../../components/form'
import { useMediaQuery } from '../../components/layout/use-media-query'
import { DayItems } from './item-row'
import { itemHref } from './item-labels'
import { ExportButton } from './export-button'
import { EmptyMonth, MonthGrid } from './month-grid'
import { CalendarLegend } from './calendar-legend'
import { LongEvents } from './long-events'
import { splitLongEvents } from './long-items'
import { MonthControls } from '../../components/month-controls'
import { useCalendarData, useCalendarView } from './use-calendar'
import { useCalendarFormats } from './use-calendar-formats'

/** The calendar's place in the address: view, month, selected day, church. */
export interface CalendarSearch {
  vista?: 'lista'
  /** `YYYY-MM`. */
  mes?: string
  /** `YYYY-MM-DD`. */
  dia?: string
  igreja?: string
}

/** A change of the address: a key set to undefined leaves it. */
export type CalendarSearchPatch = { [K in keyof CalendarSearch]?: CalendarSearch[K] | undefined }

/** Below this width the grid shows dots and counts, and the chosen day's items under it. */
const PHONE_QUERY = '(max-width: 639px)'

/** /calendar: what falls due each day (instalments, liabilities, events, reminders), as a month grid or a list. */
export function CalendarScreen({
  search,
  onSearch,
}: {
  search: CalendarSearch
  onSearch: (patch: CalendarSearchPatch) => void
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const narrow = useMediaQuery(PHONE_QUERY)
  const today = todayIso()
  const month = search.mes ?? today.slice(0, 7)
  const year = Number(month.slice(0, 4))
  const monthNumber = Number(month.slice(5, 7))
  const selected =
    search.dia?.startsWith(month) === true
      ? search.dia
      : today.startsWith(month)
        ? today
        : `${month}-01`
  const listView = search.vista === 'lista'

  const choice = useChurchChoice()
  const several = choice.churches.length > 1
  const church: CalendarChurch | null = useMemo(() => {
    const row = several ? choice.churches.find((c) => c.id === search.igreja) : undefined
    return row
      ? { id: row.id, conventionId: row.conventionId, fieldId: row.fieldId, sectorId: row.sectorId }
      : null
  }, [several, choice.churches, search.igreja])

  const { firstDay, weekdays, dayLabel, monthTitle } = useCalendarFormats(year, monthNumber)
  const weeks = useMemo(() => monthGrid(year, monthNumber, firstDay), [year, monthNumber, firstDay])
  const range = listView
    ? monthRange(year, monthNumber)
    : { from: weeks[0]?.[0] ?? `${month}-01`, to: weeks.at(-1)?.[6] ?? `${month}-28` }
  const { data, ready } = useCalendarData(today)
  const view = useCalendarView(data, range, church)
  const monthItems = useMemo(
    () => view.items.filter((item) => item.date.startsWith(month)),
    [view.items, month],
  )

  // A phone's grid shows long campaigns once above it, not as "1•" on each of their days.
  const grid = useMemo(
    () => (narrow ? splitLongEvents(view.items) : { long: [], byDate: view.byDate }),
    [narrow, view.items, view.byDate],
  )

  const years = useMemo(() => {
    const now = Number(today.slice(0, 4))
    const from = Math.min(now - 3, year)
    const to = Math.max(now + 5, year)
    return Array.from({ length: to - from + 1 }, (_, i) => from + i)
  }, [today, year])

  const open = (item: CalendarItem) => void navigate({ href: itemHref(item) })
  const churchName = (item: CalendarItem) =>
    several && item.churchId ? choice.nameOf(item.churchId) : null
  // The list names an event once a month: on its first day, or the month's first day when it began before.
  const listed = useMemo(() => {
    const first = `${month}-01`
    return itemsByDate(
      monthItems.filter(
        (i) => i.source !== 'event' || i.date === (i.start > first ? i.start : first),
      ),
    )
  }, [monthItems, month])

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          <Trans>Calendário</Trans>
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Group attached>
            <Button
              size="sm"
              variant={listView ? 'outline' : 'solid'}
              colorPalette="brand"
              aria-pressed={!listView}
              onClick={() => onSearch({ vista: undefined })}
            >
              <Trans>Mês</Trans>
            </Button>
            <Button
              size="sm"
              variant={listView ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={listView}
              onClick={() => onSearch({ vista: 'lista' })}
            >
              <Trans>Lista</Trans>
            </Button>
          </Group>
          <ExportButton
            items={monthItems}
            month={month}
            monthTitle={monthTitle}
            churchName={churchName}
          />
        </HStack>
      </HStack>
      <HStack gap="3" wrap="wrap" justify="space-between">
        <MonthControls
          month={month}
          years={years}
          onChange={(mes) => onSearch({ mes, dia: undefined })}
          onToday={() => onSearch({ mes: today.slice(0, 7), dia: today })}
        />
        {several && (
          <ChurchSelect
            churches={choice.churches}
            value={church?.id ?? ''}
            onChange={(igreja) => onSearch({ igreja: igreja || undefined })}
            placeholder={t`Todas as igrejas`}
            maxW="xs"
          />
        )}
      </HStack>
      <Heading as="h2" size="md" aria-live="polite">
        {monthTitle}
      </Heading>
      {!ready ? (
        <Skeleton height="96" />
      ) : listView ? (
        <Stack gap="5" data-testid="calendar-list">
          {listed.size === 0 && <EmptyMonth />}
          {[...listed.keys()].map((date) => (
            <DayItems
              key={date}
              date={date}
              heading={dayLabel(date)}
              items={listed.get(date) ?? []}
              churchName={churchName}
              onOpen={open}
            />
          ))}
        </Stack>
      ) : (
        <>
          <LongEvents items={grid.long} onOpen={open} />
          <MonthGrid
            weeks={weeks}
            month={month}
            weekdays={weekdays}
            byDate={grid.byDate}
            selected={selected}
            today={today}
            narrow={narrow}
            dayLabel={dayLabel}
            onSelect={(dia) => onSearch({ dia, mes: dia.slice(0, 7) })}
            onOpen={open}
          />
          {narrow ? <CalendarLegend /> : null}
          <DayItems
            date={selected}
            heading={dayLabel(selected)}
            items={grid.byDate.get(selected) ?? []}
            churchName={churchName}
            onOpen={open}
          />
        </>
      )}
    </Stack>
  )
}
