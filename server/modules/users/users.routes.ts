import { Hono } from 'hono'
import {
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
} from '../../../sync/contracts/users'
import type { AppEnv } from '../../http/app-env'
import { translate, type Language } from '../../http/i18n'
import { idParam, jsonBody, parseWith } from '../../http/validate'
import { requireAuth } from '../auth/require-auth'
import '../hierarchy/messages'
import './messages'
import { activateUser, deactivateUser, resendValidation } from './user-status.service'
import { createUser, deleteUser, getUser, listUsersFor, updateUser } from './users.service'
import type { MailOutcome } from './validation-mail'

/**
 * A saved user whose mail waits for the organisation's hourly limit: the answer carries a
 * `notice` (its code, the manager's translated message naming "resend validation", and when).
 */
function mailNotice(lang: Language, key: string, mail: MailOutcome | undefined) {
  if (mail?.status !== 'limited') return {}
  const minutes = String(Math.max(1, Math.ceil(mail.retryAfterSeconds / 60)))
  return {
    notice: {
      code: key,
      message: translate(lang, key, { minutes }),
      retryAfterSeconds: mail.retryAfterSeconds,
    },
  }
}

/** /api/users/v1: users, activation and e-mail validation links. */
export function usersRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  router.use('*', requireAuth)
  router.get('/', async (c) =>
    c.json(
      await listUsersFor(
        c.get('deps'),
        c.get('auth'),
        parseWith(userListQuerySchema, c.req.query()),
      ),
    ),
  )
  router.get('/:id', async (c) =>
    c.json({ data: await getUser(c.get('deps'), c.get('auth'), idParam(c)) }),
  )
  router.post('/', async (c) => {
    const { row, created, mail } = await createUser(
      c.get('deps'),
      c.get('auth'),
      await jsonBody(c, userCreateSchema),
    )
    const notice = mailNotice(c.get('lang'), 'invitation_not_sent', mail)
    return c.json({ data: row, ...notice }, created ? 201 : 200)
  })
  router.patch('/:id', async (c) => {
    const id = idParam(c)
    const patch = await jsonBody(c, userUpdateSchema)
    const { user, mail } = await updateUser(c.get('deps'), c.get('auth'), id, patch)
    return c.json({ data: user, ...mailNotice(c.get('lang'), 'email_change_not_sent', mail) })
  })
  router.delete('/:id', async (c) => {
    const id = idParam(c)
    await deleteUser(c.get('deps'), c.get('auth'), id)
    return c.json({ data: { id } })
  })
  router.post('/:id/deactivate', async (c) =>
    c.json({ data: await deactivateUser(c.get('deps'), c.get('auth'), idParam(c)) }),
  )
  router.post('/:id/activate', async (c) =>
    c.json({ data: await activateUser(c.get('deps'), c.get('auth'), idParam(c)) }),
  )
  router.post('/:id/resend-validation', async (c) =>
    c.json({ data: await resendValidation(c.get('deps'), c.get('auth'), idParam(c)) }),
  )
  return router
}
