import {
  computeRepasse,
  periodOf,
  repasseSources,
  type Payment,
  type RepasseRegister,
  type Revenue,
  type Tithe,
} from '../../../../sync'

export interface ChurchOwed {
  churchId: string
  /** Tithes + receipts of revenues with repasse, in the period. */
  base: number
  /** What the church owes at the chosen percentage (shared rule, rounded once). */
  owed: number
  /** The register already generated for this period and recipient, if any. */
  register: RepasseRegister | null
  /** Paid on the generated expense. */
  paid: number
}

/**
 * For one period, what each church owes up the hierarchy at `bp` (the shared computation), the
 * register already generated for it (same period and recipient kind) and what was paid on its
 * expense.
 */
export function owedByChurch(input: {
  churchIds: readonly string[]
  period: string
  bp: number
  recipient: RepasseRegister['category']
  tithes: readonly Tithe[]
  revenues: readonly Revenue[]
  receipts: readonly Payment[]
  registers: readonly RepasseRegister[]
  expensePayments: readonly Payment[]
}): ChurchOwed[] {
  return input.churchIds.map((churchId) => {
    const sources = repasseSources({
      period: input.period,
      registerBp: input.bp,
      tithes: input.tithes.filter(
        (t) => t.churchId === churchId && periodOf(t.date) === input.period,
      ),
      revenues: input.revenues.filter((r) => r.churchId === churchId),
      receipts: input.receipts.filter((r) => r.churchId === churchId),
    })
    const { base, owed } = computeRepasse(sources)
    const register =
      input.registers.find(
        (r) =>
          r.churchId === churchId && r.period === input.period && r.category === input.recipient,
      ) ?? null
    const paid = register
      ? input.expensePayments
          .filter((p) => p.entryId === register.expenseId)
          .reduce((sum, p) => sum + p.amount, 0)
      : 0
    return { churchId, base, owed, register, paid }
  })
}
