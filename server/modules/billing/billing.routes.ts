import { Hono } from 'hono'
import type { Context, MiddlewareHandler } from 'hono'
import {
  changePlanSchema,
  chargeRequestSchema,
  contactSchema,
  signupSchema,
} from '../../../sync/contracts/billing'
import type { AppEnv } from '../../http/app-env'
import { idParam, jsonBody } from '../../http/validate'
import { requireAuth } from '../auth/require-auth'
import { lookupCep } from '../cep/cep-lookup'
import '../cep/messages'
import { clientAddress } from '../rate-limit/client-address'
import { hit, peek, tooManyRequests, type RateRule } from '../rate-limit/rate-limit'
import { notFound } from '../../http/errors'
import { billingSummary, changePlan } from './billing.service'
import './messages'
import { createInvoiceCharge, receiveWebhook, sandboxPay } from './payments.service'
import { sendSalesContact, signUp } from './signup.service'
import { cancelSubscription, reactivateSubscription } from './subscription-life'

const HOUR = 60 * 60_000

/** Sign-ups per client address: 10 an hour, then blocked for an hour (docs/billing.md). */
export const SIGNUP_ADDRESS_RULE: RateRule = { limit: 10, windowMs: HOUR, blockMs: HOUR }
/** "Fale conosco" messages per client address: 5 an hour, then blocked for an hour. */
export const CONTACT_ADDRESS_RULE: RateRule = { limit: 5, windowMs: HOUR, blockMs: HOUR }

/** CEP lookups per client address: 60 an hour (a person types a few), then blocked for an hour. */
export const CEP_ADDRESS_RULE: RateRule = { limit: 60, windowMs: HOUR, blockMs: HOUR }

/** Counts an attempt from this address before the body is read; 429 when blocked. */
async function limitByAddress(c: Context<AppEnv>, name: string, rule: RateRule): Promise<void> {
  const { db, now } = c.get('deps')
  const key = `${name}:address:${clientAddress(c)}`
  const state = await peek(db, key, now())
  if (state.blocked) throw tooManyRequests(state)
  await hit(db, key, rule, now())
}

/** The public sign-up at /api/signup/v1 (contract in sync/contracts/billing.ts). */
export function signupRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>()

  r.post('/', async (c) => {
    await limitByAddress(c, 'signup', SIGNUP_ADDRESS_RULE)
    const input = await jsonBody(c, signupSchema)
    // The same answer whether or not the e-mail or CNPJ is known (see signup.service.ts).
    return c.json({ data: await signUp(c.get('deps'), input) })
  })

  r.get('/cep/:cep', async (c) => {
    await limitByAddress(c, 'signup-cep', CEP_ADDRESS_RULE)
    const address = await lookupCep(c.get('deps').config.cepLookupUrl, c.req.param('cep'))
    return c.json({ data: address })
  })

  r.post('/contact', async (c) => {
    await limitByAddress(c, 'signup-contact', CONTACT_ADDRESS_RULE)
    const input = await jsonBody(c, contactSchema)
    await sendSalesContact(c.get('deps'), input, c.get('lang'))
    return c.json({ data: { ok: true } })
  })

  return r
}

/** The organisation's billing at /api/billing/v1: administrators (level 0) only; webhooks are public and signed. */
export function billingRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>()

  r.get('/', requireAuth, async (c) =>
    c.json({ data: await billingSummary(c.get('deps'), c.get('auth')) }),
  )

  r.post('/plan', requireAuth, async (c) => {
    const input = await jsonBody(c, changePlanSchema)
    return c.json({ data: await changePlan(c.get('deps'), c.get('auth'), input) })
  })

  // Issue 50: an administrator cancels or reactivates the subscription (no body; idempotent).
  r.post('/cancel', requireAuth, async (c) =>
    c.json({ data: await cancelSubscription(c.get('deps'), c.get('auth')) }),
  )

  r.post('/reactivate', requireAuth, async (c) =>
    c.json({ data: await reactivateSubscription(c.get('deps'), c.get('auth')) }),
  )

  r.post('/invoices/:id/charges', requireAuth, async (c) => {
    const id = idParam(c)
    const request = await jsonBody(c, chargeRequestSchema)
    return c.json(
      { data: await createInvoiceCharge(c.get('deps'), c.get('auth'), id, request) },
      201,
    )
  })

  r.post('/webhooks/:provider', async (c) => {
    const raw = await c.req.text()
    const result = await receiveWebhook(
      c.get('deps'),
      c.req.param('provider'),
      raw,
      c.req.raw.headers,
    )
    return c.json({ data: { ok: true, ...result } })
  })

  // Only with the sandbox provider on a development setup: elsewhere a 404 before anything else,
  // signed in or not, as for a route that does not exist (docs/billing.md).
  const sandboxOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!c.get('deps').config.billing.sandboxPayments) throw notFound()
    await next()
  }
  r.post('/sandbox/charges/:id/pay', sandboxOnly, requireAuth, async (c) => {
    const result = await sandboxPay(c.get('deps'), c.get('auth'), idParam(c))
    return c.json({ data: { ok: true, ...result } })
  })

  return r
}
