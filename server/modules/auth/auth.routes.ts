import { Hono } from 'hono'
import {
  changePasswordSchema,
  loginSchema,
  resetCheckSchema,
  resetCodeSchema,
  resetRequestSchema,
} from '../../../sync/contracts/auth'
import type { AppEnv } from '../../http/app-env'
import { ApiError } from '../../http/errors'
import { jsonBody } from '../../http/validate'
import { clientAddress } from '../rate-limit/client-address'
import './auth.messages'
import { findUserById } from './auth.repo'
import { changePassword } from './change-password.service'
import { validateEmail } from './email-validation.service'
import { login } from './login.service'
import { buildMe } from './me.service'
import { checkResetCode, requestPasswordReset, resetPassword } from './password-reset.service'
import { requireAuth } from './require-auth'
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

  r.get('/me', requireAuth, async (c) => {
    const { db } = c.get('deps')
    const found = await findUserById(db, c.get('auth').userId)
    if (!found) throw new ApiError('unauthenticated')
    return c.json({ data: await buildMe(db, found) })
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
