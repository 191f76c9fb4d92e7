import { Hono } from 'hono'
import {
  changePasswordSchema,
  loginSchema,
  resetCheckSchema,
  resetCodeSchema,
  resetRequestSchema,
} from '../../../sync/contracts/auth'
import type { AppEnv } from '../../http/app-env'
import { jsonBody } from '../../http/validate'
import { subscriptionStateFrom } from '../billing/billing.repo'
import { clientAddress } from '../rate-limit/client-address'
import './auth.messages'
import { placementFrom } from './auth.repo'
import { changePassword } from './change-password.service'
import { validateEmail } from './email-validation.service'
import { login } from './login.service'
import { buildMe } from './me.service'
import { checkResetCode, requestPasswordReset, resetPassword } from './password-reset.service'
import { requireAuth, requireAuthForMe } from './require-auth'
import { revokeSession } from './sessions.repo'

/** The identity API, mounted at /api/auth/v1 (contract in sync/contracts/auth.ts). */
export function authRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>()

  r.post('/login', async (c) => {
    const input = await jsonBody(c, loginSchema)
    const from = { address: clientAddress(c), userAgent: c.req.header('user-agent') ?? '' }
    return c.json({ data: await login(c.get('deps'), input, from) })
  })

  r.post('/logout', requireAuth, async (c) => {
    const { db, now } = c.get('deps')
    await revokeSession(db, c.get('auth').sessionId, now())
    return c.json({ data: { ok: true } })
  })

  r.post('/check-login', requireAuth, (c) => c.json(true))

  r.get('/me', requireAuthForMe, async (c) => {
    const { db, now } = c.get('deps')
    const read = c.get('sessionForMe')
    const me = await buildMe(db, read, now(), {
      placed: placementFrom(read),
      subscription: subscriptionStateFrom(read),
    })
    return c.json({ data: me })
  })

  r.post('/reset-password', async (c) => {
    const { email } = await jsonBody(c, resetRequestSchema)
    await requestPasswordReset(c.get('deps'), email, clientAddress(c))
    return c.json({ data: { ok: true } })
  })

  r.post('/reset-password-check', async (c) => {
    const { code } = await jsonBody(c, resetCheckSchema)
    return c.json({ data: { valid: await checkResetCode(c.get('deps'), code) } })
  })

  r.post('/reset-password-code', async (c) => {
    const { code, password } = await jsonBody(c, resetCodeSchema)
    await resetPassword(c.get('deps'), code, password)
    return c.json({ data: { ok: true } })
  })

  r.get('/email-validation/:key', async (c) =>
    c.json(await validateEmail(c.get('deps'), c.req.param('key'))),
  )

  r.post('/change-password', requireAuth, async (c) => {
    const input = await jsonBody(c, changePasswordSchema)
    await changePassword(c.get('deps'), c.get('auth'), input)
    return c.json({ data: { ok: true } })
  })

  return r
}
