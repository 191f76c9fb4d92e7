import { useEffect, useRef, useState } from 'react'
import {
  Button,
  CloseButton,
  Dialog,
  Grid,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Portal,
  Text,
} from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useFormContext, type FieldError } from 'react-hook-form'
import { parseIsoDate, toIsoDate, todayIso } from '../../../sync'
import {
  datePattern,
  formatLocalDate,
  longDate,
  maskDateInput,
  monthGrid,
  monthTitle,
  parseLocalDate,
  shiftMonth,
  weekdayInitials,
} from '../../lib/dates'
import { ControlledField, type FieldShellProps } from './field-shell'

export type DateFieldProps = Omit<FieldShellProps, 'children'>

/** react-hook-form error type of a typed date that is not a real date. */
const DATE_ERROR = 'date'

/**
 * A calendar date typed in the app language's order (pt-BR and es 'dd/mm/aaaa', en
 * 'mm/dd/yyyy') with a calendar dialog beside it. The form value is 'YYYY-MM-DD', '' when
 * empty, or the text as typed when it is not a real date (shown with a field error). Bind it to
 * an ISO date schema (`z.iso.date()`, or with `z.literal('')` when optional) so such text
 * blocks the submit instead of being dropped.
 */
export function DateField(props: DateFieldProps) {
  return (
    <ControlledField
      {...props}
      render={(field, { error }) => (
        <DateInput
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={props.disabled}
          error={error}
        />
      )}
    />
  )
}

interface DateInputProps {
  name: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  disabled?: boolean
  error: FieldError | undefined
}

function DateInput({ name, value, onChange, onBlur, disabled, error }: DateInputProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const { setError, clearErrors } = useFormContext()
  const [text, setText] = useState(() => formatLocalDate(value, locale))
  const [last, setLast] = useState({ value, locale })
  const [blurred, setBlurred] = useState(false)
  const [open, setOpen] = useState(false)

  // A value set from outside (reset, defaults, the calendar) or a language switch re-shows it.
  if (value !== last.value || locale !== last.locale) {
    const localeChanged = locale !== last.locale
    setLast({ value, locale })
    if (localeChanged) {
      // Unreadable text is kept as typed; a date is re-shown in the new order.
      if (value) setText(formatLocalDate(value, locale) || text)
    } else if (value !== (parseLocalDate(text, locale) ?? text)) {
      setText(formatLocalDate(value, locale) || value)
    }
  }

  // Complete but not a real date, or left incomplete: an error that keeps the text.
  const invalid =
    text !== '' && parseLocalDate(text, locale) === null && (text.length >= 10 || blurred)
  const message = t`Data inválida`
  useEffect(() => {
    if (invalid && error?.message !== message) setError(name, { type: DATE_ERROR, message })
    else if (!invalid && error?.type === DATE_ERROR) clearErrors(name)
  }, [invalid, error, message, name, setError, clearErrors])

  const change = (next: string) => {
    const masked = maskDateInput(next, locale)
    setText(masked)
    setBlurred(false)
    // Unreadable text stays the form's value, so an ISO date schema refuses it on submit:
    // nothing typed is silently dropped.
    const parsed = masked === '' ? '' : (parseLocalDate(masked, locale) ?? masked)
    setLast({ value: parsed, locale })
    onChange(parsed)
  }

  const pick = (iso: string) => {
    setText(formatLocalDate(iso, locale))
    setBlurred(false)
    setLast({ value: iso, locale })
    onChange(iso)
    setOpen(false)
  }

  const calendarButton = (
    <IconButton
      type="button"
      variant="ghost"
      size="xs"
      aria-label={t`Abrir calendário`}
      disabled={disabled}
      onClick={() => setOpen(true)}
    >
      <CalendarIcon />
    </IconButton>
  )

  return (
    <>
      <InputGroup endElement={calendarButton}>
        <Input
          name={name}
          inputMode="numeric"
          autoComplete="off"
          placeholder={datePattern(locale).placeholder}
          maxLength={10}
          disabled={disabled}
          value={text}
          onChange={(event) => change(event.currentTarget.value)}
          onBlur={() => {
            setBlurred(true)
            onBlur()
          }}
        />
      </InputGroup>
      {open ? (
        <CalendarDialog
          locale={locale}
          value={value}
          onPick={pick}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}

interface CalendarDialogProps {
  locale: string
  value: string
  onPick: (iso: string) => void
  onClose: () => void
}

/** A month grid in a dialog: previous/next month, days as buttons; Escape closes. */
function CalendarDialog({ locale, value, onPick, onClose }: CalendarDialogProps) {
  const { t } = useLingui()
  const today = todayIso()
  const start = parseIsoDate(value) ?? parseIsoDate(today) ?? { year: 2000, month: 1, day: 1 }
  const [shown, setShown] = useState({ year: start.year, month: start.month })
  const gridRef = useRef<HTMLDivElement>(null)
  const focusIso = parseIsoDate(value) ? value : today
  const initials = weekdayInitials(locale)

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
      placement="center"
      size="xs"
      initialFocusEl={() => gridRef.current?.querySelector<HTMLElement>('[data-focus]') ?? null}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <HStack justify="space-between" width="full" pe="8">
                <IconButton
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t`Mês anterior`}
                  onClick={() => setShown((s) => shiftMonth(s.year, s.month, -1))}
                >
                  <ChevronIcon direction="left" />
                </IconButton>
                <Dialog.Title textAlign="center" aria-live="polite">
                  {monthTitle(shown.year, shown.month, locale)}
                </Dialog.Title>
                <IconButton
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={t`Próximo mês`}
                  onClick={() => setShown((s) => shiftMonth(s.year, s.month, 1))}
                >
                  <ChevronIcon direction="right" />
                </IconButton>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Grid ref={gridRef} templateColumns="repeat(7, 1fr)" gap="1" textAlign="center">
                {initials.map((initial, i) => (
                  <Text key={i} aria-hidden fontSize="xs" fontWeight="semibold" color="fg.muted">
                    {initial}
                  </Text>
                ))}
                {monthGrid(shown.year, shown.month)
                  .flat()
                  .map((day, i) => {
                    if (day === null) return <span key={i} />
                    const iso = toIsoDate(shown.year, shown.month, day)
                    const selected = iso === value
                    const isToday = iso === today
                    return (
                      <Button
                        key={i}
                        type="button"
                        size="sm"
                        minW="0"
                        px="0"
                        variant={selected ? 'solid' : isToday ? 'outline' : 'ghost'}
                        colorPalette={selected ? 'brand' : undefined}
                        aria-label={longDate(iso, locale)}
                        aria-pressed={selected}
                        aria-current={isToday ? 'date' : undefined}
                        data-focus={iso === focusIso ? '' : undefined}
                        onClick={() => onPick(iso)}
                      >
                        {day}
                      </Button>
                    )
                  })}
              </Grid>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Fechar`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

const svgProps = {
  'aria-hidden': true,
  width: '18',
  height: '18',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/** A calendar page, drawn inline (no icon font or emoji). */
function CalendarIcon() {
  return (
    <svg {...svgProps}>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <line x1="16" y1="2" x2="16" y2="6" />
      <line x1="8" y1="2" x2="8" y2="6" />
      <line x1="3" y1="10" x2="21" y2="10" />
    </svg>
  )
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg {...svgProps}>
      <polyline points={direction === 'left' ? '15 18 9 12 15 6' : '9 18 15 12 9 6'} />
    </svg>
  )
}
