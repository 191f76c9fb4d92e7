import { t } from '@lingui/core/macro'
import { addDays } from '../../../../sync'

/** The messages a church sends by WhatsApp, in the user's language, ready for a wa.me link. */

export const birthdayMessage = (name: string, church: string) =>
  t`Feliz aniversário, ${name}! 🎉 A ${church} agradece a Deus pela sua vida e deseja a você um novo ano cheio da graça e da paz do Senhor.`

export const visitorMessage = (name: string, church: string) =>
  t`Olá, ${name}! Foi uma alegria ter você conosco na ${church}. Esperamos você de novo em breve! Se quiser um pedido de oração ou conversar, é só responder esta mensagem.`

/** The first name, as a greeting says it. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? ''

/**
 * The day of the birthday in the 7 days from `today` (today included), or null: month and day
 * of the birth date, across the year's end; one born on 29 February has it on the 28th in a
 * year that has no 29th.
 */
export function birthdayThisWeek(birthDate: string | null, today: string): string | null {
  if (!birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return null
  for (let i = 0; i < 7; i++) {
    const day = addDays(today, i)
    const year = Number(day.slice(0, 4))
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
    const monthDay = birthDate.slice(5) === '02-29' && !leap ? '02-28' : birthDate.slice(5)
    if (day.slice(5) === monthDay) return day
  }
  return null
}

export interface WeekBirthday {
  id: string
  name: string
  phone: string
  /** The day of the birthday this week (ISO date). */
  day: string
}

/** The active members whose birthday falls in the 7 days from `today`, by day then name. */
export function weekBirthdays(
  members: readonly {
    id: string
    name: string
    surname?: string | null
    phone?: string | null
    birthDate: string | null
    status: string
  }[],
  today: string,
): WeekBirthday[] {
  return members
    .flatMap((m) => {
      if (m.status !== 'active') return []
      const day = birthdayThisWeek(m.birthDate, today)
      return day
        ? [
            {
              id: m.id,
              name: [m.name, m.surname].filter(Boolean).join(' '),
              phone: m.phone ?? '',
              day,
            },
          ]
        : []
    })
    .sort((a, b) => a.day.localeCompare(b.day) || a.name.localeCompare(b.name))
}
