import { describe, expect, it } from 'vitest'
import {
  endSession,
  loadSession,
  newSession,
  saveSession,
  sessionTotals,
  withClosing,
  withEvent,
  withTithe,
  withoutTithe,
} from './service-session'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  }
}

const start = () =>
  newSession({
    id: 's1',
    churchId: 'c1',
    date: '2026-11-22',
    method: 'dinheiro',
    now: new Date('2026-11-22T10:00:00Z'),
  })

describe('service-mode session', () => {
  it('stays closed across a reload, with its count, until it is left', () => {
    const storage = memoryStorage()
    const closing = {
      date: '2026-11-29',
      counts: [{ denomination: 1, quantity: 2 }],
      counters: ['Maria Aparecida', 'José Sá'],
      notes: '',
      figures: {
        entries: 1,
        expectedCash: 4,
        countedCash: 2,
        difference: -2,
        byMethod: [{ method: 'dinheiro' as const, count: 1, total: 4 }],
      },
    }
    const closed = withClosing(withTithe(start(), 't1', 'dinheiro'), closing)
    saveSession(storage, 'u1', closed)
    expect(loadSession(storage, 'u1')).toEqual(closed)
    storage.setItem('celeiro.service-session.u2', JSON.stringify({ ...closed, closing: 'x' }))
    expect(loadSession(storage, 'u2')).toBeNull()
  })

  it('survives a reload: what was saved is loaded back; other users and garbage are not', () => {
    const storage = memoryStorage()
    let session = withTithe(start(), 't1', 'pix')
    saveSession(storage, 'u1', session)
    expect(loadSession(storage, 'u1')).toEqual(session)
    expect(loadSession(storage, 'u2')).toBeNull()
    storage.setItem('celeiro.service-session.u3', '{not json')
    expect(loadSession(storage, 'u3')).toBeNull()
    storage.setItem('celeiro.service-session.u4', JSON.stringify({ id: 's', titheIds: [1] }))
    expect(loadSession(storage, 'u4')).toBeNull()
    session = withTithe(session, 't2', 'dinheiro')
    expect(session.method).toBe('dinheiro')
    endSession(storage, 'u1')
    expect(loadSession(storage, 'u1')).toBeNull()
  })

  it("keeps the service's event across a reload; a session saved before events still loads", () => {
    const storage = memoryStorage()
    const older = withTithe(start(), 't1', 'pix')
    saveSession(storage, 'u1', older)
    expect(loadSession(storage, 'u1')?.eventId).toBeUndefined()
    const linked = withEvent(older, 'ev1')
    saveSession(storage, 'u1', linked)
    expect(loadSession(storage, 'u1')).toEqual({ ...older, eventId: 'ev1' })
    saveSession(storage, 'u1', withEvent(linked, null))
    expect(loadSession(storage, 'u1')?.eventId).toBeNull()
    storage.setItem('celeiro.service-session.u2', JSON.stringify({ ...older, eventId: 7 }))
    expect(loadSession(storage, 'u2')).toBeNull()
  })

  it('totals only the entries the mirror holds, newest first, in centavos', () => {
    let session = start()
    for (const id of ['a', 'b', 'c', 'd']) session = withTithe(session, id, 'dinheiro')
    const rows = [
      { id: 'a', amount: 10_00 },
      undefined, // b: written after the reload point, or rejected
      { id: 'c', amount: 2_50 },
      { id: 'd', amount: 1 },
    ]
    const totals = sessionTotals(session, rows)
    expect(totals.count).toBe(3)
    expect(totals.total).toBe(12_51)
    expect(totals.entries.map((e) => e.id)).toEqual(['d', 'c', 'a'])
  })

  it('totals by payment method for the closing: cash apart from PIX and cards', () => {
    let session = start()
    for (const id of ['a', 'b', 'c', 'd']) session = withTithe(session, id, 'dinheiro')
    const rows = [
      { id: 'a', amount: 50_00, paymentMethod: 'dinheiro' as const },
      { id: 'b', amount: 120_00, paymentMethod: 'pix' as const },
      { id: 'c', amount: 20_00, paymentMethod: 'dinheiro' as const },
      { id: 'd', amount: 35_50, paymentMethod: 'cartao_de_debito' as const },
    ]
    const { byMethod, total } = sessionTotals(session, rows)
    expect(byMethod).toEqual([
      { method: 'pix', count: 1, total: 120_00 },
      { method: 'dinheiro', count: 2, total: 70_00 },
      { method: 'cartao_de_debito', count: 1, total: 35_50 },
    ])
    expect(byMethod.reduce((sum, m) => sum + m.total, 0)).toBe(total)
  })

  it('undoing the last entry takes it out of the count and total', () => {
    let session = start()
    session = withTithe(withTithe(session, 'a', 'pix'), 'b', 'pix')
    const rows = [
      { id: 'a', amount: 500 },
      { id: 'b', amount: 700 },
    ]
    expect(sessionTotals(session, rows).total).toBe(1200)
    session = withoutTithe(session, 'b')
    expect(sessionTotals(session, rows)).toMatchObject({ count: 1, total: 500 })
  })

  it('adds 200 entries to the cent', () => {
    let session = start()
    const rows = []
    for (let i = 1; i <= 200; i++) {
      session = withTithe(session, `t${i}`, 'dinheiro')
      rows.push({ id: `t${i}`, amount: i * 101 })
    }
    expect(sessionTotals(session, rows)).toMatchObject({ count: 200, total: (101 * 200 * 201) / 2 })
  })
})
