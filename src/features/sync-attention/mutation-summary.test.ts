import { i18n, type Messages } from '@lingui/core'
import { beforeEach, describe, expect, it } from 'vitest'
import { summarizeMutation, type NameBook } from './mutation-summary'

async function activate(locale: 'pt-BR' | 'en') {
  const { messages } = (await import(`../../../locales/${locale}/shell.po`)) as {
    messages: Messages
  }
  i18n.loadAndActivate({ locale, messages })
}

const MARIA = '01a22525-7c1e-4a55-9d1b-3f2a6c0e9b11'
const CHURCH = '02b33636-8d2f-4b66-8e2c-4a3b7d1f0c22'
const GONE = '03c44747-9e3a-4c77-9f3d-5b4c8e2a1d33'
const TITHE = '04d55858-af4b-4d88-a04e-6c5d9f3b2e44'

/** The mirror of this device, as the name book reads it: Maria, the Central church, one tithe of hers. */
const ROWS: Record<string, Record<string, unknown>> = {
  [`members:${MARIA}`]: { id: MARIA, name: 'Maria', surname: 'Souza' },
  [`churches:${CHURCH}`]: { id: CHURCH, name: 'Igreja Central' },
  [`tithes:${TITHE}`]: { id: TITHE, memberId: MARIA, amount: 12000, date: '2026-11-28' },
}
const book: NameBook = { row: (table, id) => ROWS[`${table}:${id}`] }

describe('summarizeMutation', () => {
  beforeEach(() => activate('pt-BR'))

  it('reads the quoted changes of the issue as a treasurer says them', () => {
    const tithe = { id: GONE, churchId: CHURCH, memberId: MARIA, amount: 12000, date: '2026-11-28' }
    expect(summarizeMutation('tithe.create', tithe, book)).toBe(
      'Dízimo · Maria Souza · R$\u00a0120,00 · 28/11/2026',
    )
    expect(
      summarizeMutation('tithe.create', { ...tithe, memberId: null, amount: 5000 }, book),
    ).toBe('Oferta anônima · R$\u00a050,00 · 28/11/2026')
    expect(
      summarizeMutation(
        'serviceClosing.create',
        { id: GONE, churchId: CHURCH, date: '2026-11-28', titheIds: [TITHE], counts: [] },
        book,
      ),
    ).toBe('Conferência do culto de 28/11/2026 · Igreja Central')
    expect(
      summarizeMutation('member.create', { id: GONE, name: 'Maria', surname: 'Souza' }, book),
    ).toBe('Inclusão · Membro ou visitante · Maria Souza')
    expect(summarizeMutation('tithe.update', { id: TITHE, patch: { amount: 15000 } }, book)).toBe(
      'Alteração · Dízimo ou oferta · Dízimo · Maria Souza · R$\u00a0150,00 · 28/11/2026',
    )
  })

  it('says a row no longer in the mirror is removed, never its id', () => {
    expect(summarizeMutation('member.update', { id: GONE, patch: { name: 'X' } }, book)).toBe(
      'Alteração · Membro ou visitante · membro removido',
    )
    expect(
      summarizeMutation('tithe.create', { memberId: GONE, amount: 100, date: '2026-11-28' }, book),
    ).toBe('Dízimo · membro removido · R$\u00a01,00 · 28/11/2026')
    expect(summarizeMutation('asset.delete', { id: GONE }, book)).toBe(
      'Exclusão · Patrimônio · registro removido',
    )
  })
})
