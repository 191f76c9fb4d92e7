import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../../http/app-env'
import { ApiError } from '../../http/errors'
import { formBody, idParam } from '../../http/validate'
import { requireAuth } from '../auth/require-auth'
import {
  photoError,
  PHOTO_MAX_BYTES,
  putMemberPhoto,
  readMemberPhoto,
  removeMemberPhoto,
} from './member-photo.service'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * /api/members/v1/members/:id/photo (signed in): PUT multipart `file` (+ the device's `key`),
 * DELETE, GET the bytes. The member row's photoKey travels through sync.
 */
export function memberPhotoRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>()
  r.use('*', requireAuth)

  r.put(
    '/:id/photo',
    bodyLimit({
      maxSize: PHOTO_MAX_BYTES + 16 * 1024,
      onError: () => {
        throw photoError('payload_too_large', 'photo_too_large')
      },
    }),
    async (c) => {
      const memberId = idParam(c)
      const form = await formBody(c)
      const file = form.file
      if (!(file instanceof File))
        throw new ApiError('validation_failed', [
          { path: 'file', code: 'custom', message: 'file_required' },
        ])
      const key = typeof form.key === 'string' && form.key !== '' ? form.key : undefined
      if (key !== undefined && !UUID.test(key))
        throw new ApiError('validation_failed', [
          { path: 'key', code: 'custom', message: 'invalid_id' },
        ])
      const content = new Uint8Array(await file.arrayBuffer())
      const auth = c.get('auth')
      return c.json({
        data: await putMemberPhoto(c.get('deps').db, auth, { memberId, key, content }),
      })
    },
  )

  r.delete('/:id/photo', async (c) => {
    await removeMemberPhoto(c.get('deps').db, c.get('auth'), idParam(c))
    return c.body(null, 204)
  })

  r.get('/:id/photo', async (c) => {
    const photo = await readMemberPhoto(c.get('deps').db, c.get('auth'), idParam(c))
    return c.body(new Uint8Array(photo.content), 200, {
      'Content-Type': photo.mimeType,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      ETag: `"${photo.photoKey}"`,
    })
  })

  return r
}
