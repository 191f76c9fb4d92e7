/**
 * The treasury's contracts (issue 6), one file per part: the shared fields and codes, revenues
 * and expenses, their payments/receipts, tithes and budgets, repasse registers, attachments.
 * docs/treasury.md.
 */
export * from './treasury-dates'
export * from './treasury/fields'
export * from './treasury/entries'
export * from './treasury/payments'
export * from './treasury/tithes'
export * from './treasury/month-totals'
export * from './treasury/repasse'
export * from './treasury/attachments'
export * from './treasury/closings'
