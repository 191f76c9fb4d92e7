import { templateHeader } from './columns'

/** A valid CPF from 9 base digits (check digits computed). */
export function makeCpf(base: number): string {
  const digits = String(base).padStart(9, '0').split('').map(Number)
  const check = (weights: number) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (weights - i), 0)
    const rest = sum % 11
    return rest < 2 ? 0 : 11 - rest
  }
  digits.push(check(10))
  digits.push(check(11))
  return digits.join('')
}

/** A template table (pt-BR header) of `count` valid rows with unique CPFs: the bench's and tests' file. */
export function sampleImportTable(count: number, firstCpfBase = 100_000_001): string[][] {
  const header = templateHeader('pt-BR')
  const rows = Array.from({ length: count }, (_, i) => {
    const cells: Record<string, string> = {
      Nome: ['José', 'Maria', 'João', 'Conceição', 'Antônio'][i % 5] ?? 'Ana',
      Sobrenome: `Importado ${i + 1}`,
      CPF: makeCpf(firstCpfBase + i),
      'Data de nascimento': `${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/19${50 + (i % 50)}`,
      Telefone: `(11) 9${String(1000_0000 + i).slice(0, 8)}`,
      'E-mail': `importado${i + 1}@exemplo.org`,
      CEP: '01001-000',
      Cidade: 'São Paulo',
      UF: 'SP',
      Situação: 'Ativo',
      Categoria: i % 10 === 0 ? 'Diácono' : 'Membro',
      'Estado civil': 'Casado',
    }
    return header.map((label) => cells[label] ?? '')
  })
  return [header, ...rows]
}
