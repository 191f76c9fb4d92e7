import { addDays, weekdayOf } from '../../sync/contracts/dates'
import type { Recurrence } from '../../sync/contracts/treasury-dates'

/** An unpaid demo expense with an alert (issue 15, docs/reminders.md). */
export interface DemoAlertExpense {
  description: string
  category: 'maintenance' | 'office' | 'other'
  amount: number
  dueDate: string
  recurrence: Recurrence
  endDate: string | null
  alertTime: string | null
  alertWeekday: number | null
  alertDate: string | null
}

/**
 * Expenses of every demo church falling due this week (from the seed date), open, each with one
 * kind of alert, so the demo shows reminders on the home, in the calendar and as notifications:
 * an alert time on the due date (today, 18:00), an alert date two days before the due date, a
 * weekday (09:00, the default time) and a weekly recurrence with a reminder per instalment.
 * Deterministic: only dates relative to `today`.
 */
export function demoAlertExpenses(today: string): DemoAlertExpense[] {
  const plain = { recurrence: 'unico' as const, endDate: null }
  return [
    {
      ...plain,
      description: 'Gás da cantina',
      category: 'office',
      amount: 13_500,
      dueDate: today,
      alertTime: '18:00',
      alertWeekday: null,
      alertDate: null,
    },
    {
      ...plain,
      description: 'Revisão do ar-condicionado',
      category: 'maintenance',
      amount: 68_000,
      dueDate: addDays(today, 3),
      alertTime: '08:30',
      alertWeekday: null,
      alertDate: addDays(today, 1),
    },
    {
      ...plain,
      description: 'Seguro do templo',
      category: 'other',
      amount: 54_900,
      dueDate: addDays(today, 5),
      alertTime: null,
      alertWeekday: weekdayOf(addDays(today, 2)),
      alertDate: null,
    },
    {
      description: 'Limpeza semanal do templo',
      category: 'maintenance',
      amount: 18_000,
      dueDate: addDays(today, 1),
      recurrence: 'semanal',
      endDate: addDays(today, 1 + 7 * 7),
      alertTime: '07:30',
      alertWeekday: null,
      alertDate: null,
    },
  ]
}
