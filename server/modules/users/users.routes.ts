import { Hono } from 'hono'
import {
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
} from '../../../sync/contracts/users'
import type { AppEnv } from '../../http/app-env'
import { idParam, jsonBody, parseWith } from '../../http/validate'
import { requireAuth } from '../auth/require-auth'
import '../hierarchy/messages'
import { activateUser, deactivateUser, resendValidation } from './user-status.service'
import { createUser, deleteUser, getUser, listUsersFor, updateUser } from './users.service'

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
    const { row, created } = await createUser(
      c.get('deps'),
      c.get('auth'),
      await jsonBody(c, userCreateSchema),
    )
    return c.json({ data: row }, created ? 201 : 200)
  })
  router.patch('/:id', async (c) => {
    const id = idParam(c)
    return c.json({
      data: await updateUser(c.get('deps'), c.get('auth'), id, await jsonBody(c, userUpdateSchema)),
    })
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
