import { describe, expect, it } from 'vitest'
import { parseCsv, writeCsv } from './csv'

describe('csv', () => {
  it('reads ; and , files, quotes, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFNome;CPF\r\n"Silva; José";529.982.247-25\r\n\r\n')).toEqual([
      ['Nome', 'CPF'],
      ['Silva; José', '529.982.247-25'],
    ])
    expect(parseCsv('Nome,Obs\nAna,"diz ""olá""\nduas linhas"')).toEqual([
      ['Nome', 'Obs'],
      ['Ana', 'diz "olá"\nduas linhas'],
    ])
  })

  it('keeps empty cells', () => {
    expect(parseCsv('a;b;c\n1;;3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
    ])
  })

  it('writes what it reads', () => {
    const rows = [
      ['Nome', 'Obs'],
      ['Ana; Maria', 'diz "oi"'],
      ['João', ''],
    ]
    expect(parseCsv(writeCsv(rows))).toEqual(rows)
    expect(parseCsv(writeCsv(rows, ','))).toEqual(rows)
  })
})
