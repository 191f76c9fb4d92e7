/** A money figure of this month and this year (the home's cards, drawn early or by the app). */
export interface MonthAndYear {
  /** Centavos of the current month. */
  month: number
  /** Centavos of the calendar year, up to the current month included. */
  year: number
}

/** The month's and year's sums from the twelve months of `today`'s year (January first). */
export function monthAndYearOf(months: readonly number[], today: string): MonthAndYear {
  return {
    month: months[Number(today.slice(5, 7)) - 1] ?? 0,
    year: months.reduce((sum, month) => sum + month, 0),
  }
}
