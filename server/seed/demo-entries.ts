import { addDays, addMonths } from '../../sync/contracts/dates'
import { demoAlertExpenses } from './demo-alerts'
import type { ChurchLike, DemoLedger } from './demo-ledger'

/**
 * A church's revenues (a monthly missions offering, a quarterly rent of the hall, one-off events
 * and sales) and expenses (monthly bills, maintenance and office purchases, an event), with
 * what was received and paid of them by today. `size`: the church's scale.
 */
export function demoRevenuesAndExpenses(
  ledger: DemoLedger,
  church: ChurchLike,
  firstMonth: string,
  size: number,
): void {
  const { today, rand } = ledger
  const missions = {
    ...ledger.entry(church, 'revenue', {
      amount: Math.round(45_000 * size),
      dueDate: addDays(firstMonth, 14),
      recurrence: 'mensal',
      endDate: addMonths(addDays(firstMonth, 14), 11),
      description: 'Oferta de missões',
      paymentMethod: 'pix',
    }),
    origin: 'oferta',
    withoutRepasse: false,
  }
  const hall = {
    ...ledger.entry(church, 'revenue', {
      amount: 60_000,
      dueDate: addDays(firstMonth, 4),
      recurrence: 'trimestral',
      endDate: addMonths(addDays(firstMonth, 4), 11),
      description: 'Aluguel do salão social',
      paymentMethod: 'transferencia',
      documentNumber: 'CT-2025/07',
    }),
    origin: 'servico',
    // Rent is not church revenue for repasse purposes.
    withoutRepasse: true,
  }
  ledger.revenues.push(missions, hall)
  ledger.realize(church, ledger.receipts, missions, 'Oferta de missões recebida')
  ledger.realize(church, ledger.receipts, hall, 'Aluguel recebido')
  for (const [monthOffset, description, origin, amount] of [
    [2, 'Cantina da festa junina', 'venda', 185_040],
    [5, 'Congresso de jovens', 'evento', 320_000],
    [8, 'Doação para a reforma', 'doacao', 500_000],
    [10, 'Venda de livros', 'venda', 42_350],
  ] as const) {
    const dueDate = addDays(addMonths(firstMonth, monthOffset), rand.int(5, 20))
    if (dueDate > today) continue
    const row = {
      ...ledger.entry(church, 'revenue', {
        amount: Math.round(amount * size),
        dueDate,
        description,
      }),
      origin,
      withoutRepasse: false,
    }
    ledger.revenues.push(row)
    ledger.realize(church, ledger.receipts, row, description)
  }

  for (const [description, category, amount, day] of [
    ['Conta de energia elétrica', 'office', 38_000, 10],
    ['Conta de água', 'office', 12_500, 12],
    ['Internet e telefone', 'office', 14_990, 20],
    ['Zeladoria', 'maintenance', 150_000, 5],
  ] as const) {
    const dueDate = addDays(firstMonth, day - 1)
    const row = {
      ...ledger.entry(church, 'expense', {
        amount: Math.round(amount * (0.6 + size * 0.4)),
        dueDate,
        recurrence: 'mensal',
        endDate: addMonths(dueDate, 11),
        description,
        paymentMethod: 'boleto',
      }),
      category,
    }
    ledger.expenses.push(row)
    ledger.realize(church, ledger.payments, row, `Pagamento: ${description.toLowerCase()}`)
  }
  for (const [monthOffset, description, category, amount] of [
    [1, 'Conserto do telhado', 'maintenance', 420_000],
    [4, 'Material de escritório', 'office', 23_470],
    [5, 'Som e estrutura do congresso', 'event', 210_000],
    [9, 'Pintura da fachada', 'maintenance', 380_000],
  ] as const) {
    const dueDate = addDays(addMonths(firstMonth, monthOffset), rand.int(3, 25))
    if (dueDate > today) continue
    const row = {
      ...ledger.entry(church, 'expense', {
        amount: Math.round(amount * size),
        dueDate,
        description,
      }),
      category,
    }
    ledger.expenses.push(row)
    ledger.realize(church, ledger.payments, row, description)
  }
}

/** This week's bills with alerts, open: the demo's reminders (issue 15). */
export function demoAlerts(ledger: DemoLedger, church: ChurchLike): void {
  for (const alert of demoAlertExpenses(ledger.today)) {
    const { alertTime, alertWeekday, alertDate, category, ...base } = alert
    ledger.expenses.push({
      ...ledger.entry(church, 'expense', { ...base, paymentMethod: 'boleto' }),
      category,
      alertTime,
      alertWeekday,
      alertDate,
    })
  }
}
