import { completeCpf } from '../../sync/contracts/documents'

/** Helpers of the billing tests (issue 18). */

/** A valid CNPJ from 12 digits (the two check digits computed). */
export function completeCnpj(twelve: string): string {
  const dv = (digits: string, weights: number[]) => {
    const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0)
    const rest = sum % 11
    return rest < 2 ? 0 : 11 - rest
  }
  const first = dv(twelve, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  const second = dv(`${twelve}${first}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  return `${twelve}${first}${second}`
}

let seq = 1
export const PASSWORD = 'Pastor#Forte2026'
export function signupBody(over: { email?: string; cnpj?: string; language?: string } = {}) {
  const n = seq++
  return {
    idempotencyKey: crypto.randomUUID(),
    language: over.language ?? 'pt-BR',
    access: {
      email: over.email ?? `pastor${n}@igreja.example`,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    },
    person: {
      fullName: 'Paulo Henrique Moreira',
      cpf: completeCpf(String(500_000_000 + n)),
      phone: '(19) 98888-7777',
    },
    church: {
      name: `Igreja Batista Esperança ${n}`,
      sigla: 'IBE',
      cnpj: over.cnpj ?? completeCnpj(String(440_000_000_000 + n)),
      cep: '13010-111',
      street: 'Rua das Flores',
      number: '100',
      district: 'Centro',
      city: 'Campinas',
      state: 'SP',
    },
    plan: { planId: 'up_to_50', paymentMethod: 'pix' },
  }
}
