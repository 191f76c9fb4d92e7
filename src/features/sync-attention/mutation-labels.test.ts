import { i18n, type Messages } from '@lingui/core'
import { beforeEach, describe, expect, it } from 'vitest'
import { mutationLabel } from './mutation-labels'

async function activate(locale: 'pt-BR' | 'en') {
  const { messages } = (await import(`../../../locales/${locale}/shell.po`)) as {
    messages: Messages
  }
  i18n.loadAndActivate({ locale, messages })
}

describe('mutationLabel', () => {
  beforeEach(() => activate('pt-BR'))

  it("names every entity and action of the catalog's mutations in the user's words, not its ids", () => {
    expect(mutationLabel('tithe.create')).toBe('Inclusão · Dízimo ou oferta')
    expect(mutationLabel('member.approve')).toBe('Aprovação · Membro ou visitante')
    expect(mutationLabel('asset.update')).toBe('Alteração · Patrimônio')
    expect(mutationLabel('assetItem.delete')).toBe('Exclusão · Item de patrimônio')
    expect(mutationLabel('assetMovement.create')).toBe('Inclusão · Movimentação de patrimônio')
    expect(mutationLabel('event.create')).toBe('Inclusão · Campanha')
    expect(mutationLabel('liability.delete')).toBe('Exclusão · Passivo')
    expect(mutationLabel('serviceClosing.create')).toBe('Inclusão · Fechamento de culto')
  })

  it('follows a language switch', async () => {
    await activate('en')
    expect(mutationLabel('asset.create')).toBe('Creation · Assets')
    await activate('pt-BR')
    expect(mutationLabel('asset.create')).toBe('Inclusão · Patrimônio')
  })

  it('shows the parts of a name the catalog does not have (queued by an older version)', () => {
    expect(mutationLabel('gadget.polish')).toBe('polish · gadget')
    expect(mutationLabel('constructor.toString')).toBe('toString · constructor')
  })
})
