import type { APIRequestContext } from '@playwright/test'
import { serverRows, tokenOf } from './members-pages'

/**
 * The date the worker's demo data was made for. Its server seeds when it starts, from that day in
 * Brasília: the bill due "today" at 18:00, the alerts of the days after, the weekly cleaning from
 * tomorrow (server/seed/demo-alerts.ts). A test that meets those sets the page's clock on this
 * date, not on the day it runs: in a run that crosses midnight in Brasília (03:00 UTC) the later
 * tests would look a day after the data (session 54: the week's reminders lost a weekly cleaning
 * per church, 6 lines where more than 6 were counted on).
 */
export async function demoDate(request: APIRequestContext): Promise<string> {
  return (await demoBill(request)).dueDate
}

/** The treasurer's demo bill due on the demo's day: that day, and the treasurer's church. */
export async function demoBill(
  request: APIRequestContext,
): Promise<{ dueDate: string; churchId: string }> {
  const expenses = (await serverRows(request, await tokenOf(request, 'tesoureiro'))).get('expenses')
  const gas = expenses?.find((e) => e.description === 'Gás da cantina')
  if (typeof gas?.dueDate !== 'string' || typeof gas.churchId !== 'string')
    throw new Error('the demo has no "Gás da cantina" bill')
  return { dueDate: gas.dueDate, churchId: gas.churchId }
}
