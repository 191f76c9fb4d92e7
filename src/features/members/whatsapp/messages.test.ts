import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { whatsappLink } from '../../../lib/whatsapp'
import { birthdayMessage, birthdayThisWeek, firstName, weekBirthdays } from './messages'

const member = (id: string, birthDate: string | null, extra = {}) => ({
  id,
  name: id,
  surname: 'Souza',
  phone: '(11) 98765-4321',
  birthDate,
  status: 'active',
  ...extra,
})

describe('the WhatsApp messages', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'pt-BR', messages: {} }))

  it("finds the week's birthdays across the year's end and 29 February", () => {
    expect(birthdayThisWeek('1990-12-30', '2026-12-28')).toBe('2026-12-30')
    expect(birthdayThisWeek('1990-01-02', '2026-12-28')).toBe('2027-01-02')
    expect(birthdayThisWeek('1990-01-04', '2026-12-28')).toBeNull()
    expect(birthdayThisWeek('2000-02-29', '2027-02-25')).toBe('2027-02-28')
    expect(birthdayThisWeek('2000-02-29', '2028-02-25')).toBe('2028-02-29')
    expect(birthdayThisWeek(null, '2026-12-28')).toBeNull()
  })

  it('lists the active members of the week by day, one message each', () => {
    const week = weekBirthdays(
      [
        member('Bia', '1980-12-03'),
        member('Ana', '1985-12-01'),
        member('Caio', '1985-12-01', { status: 'inactive' }),
        member('Davi', '1985-12-20'),
      ],
      '2026-11-29',
    )
    expect(week.map((b) => [b.name, b.day])).toEqual([
      ['Ana Souza', '2026-12-01'],
      ['Bia Souza', '2026-12-03'],
    ])
    const link = whatsappLink(
      week[0]!.phone,
      birthdayMessage(firstName(week[0]!.name), 'Igreja Sede'),
    )
    expect(link).toMatch(
      /^https:\/\/wa\.me\/5511987654321\?text=Feliz%20anivers%C3%A1rio%2C%20Ana!/,
    )
    expect(decodeURIComponent(link!.split('text=')[1]!)).toContain('A Igreja Sede agradece a Deus')
  })
})
