import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  CHURCH_IMAGE_MAX_BYTES,
  churchCreateSchema,
  churchImageUploadSchema,
  churchUpdateSchema,
  hierarchyListQuerySchema,
} from '../../../sync/contracts/hierarchy'
import { ApiError } from '../../http/errors'
import type { AppEnv } from '../../http/app-env'
import { formBody, idParam, parseWith } from '../../http/validate'
import { requireAuth } from '../auth/require-auth'
import { readChurchImage, uploadChurchImage } from './church-files.service'
import { churchesService, getChurchByCnpj } from './churches.service'
import { churchDirectory } from './church-directory.service'
import { churches } from '../../db/schema'
import { addCrudRoutes } from './crud-routes'
import { copyLinkedLogo } from './logo-import'
import './messages'

/** Room for the multipart envelope around a file of the maximum size. */
const UPLOAD_BODY_MAX = CHURCH_IMAGE_MAX_BYTES + 64 * 1024

/** /api/churches/v1: churches, their lookup by CNPJ, and their images (spec §7). */
export function churchesRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>()

  // Public on purpose (an <img src> sends no bearer header): registered before requireAuth.
  router.get('/:churchId/file/:fileType', async (c) => {
    const file = await readChurchImage(
      c.get('deps').db,
      idParam(c, 'churchId'),
      c.req.param('fileType'),
    )
    return c.body(new Uint8Array(file.content), 200, {
      'Content-Type': file.mimeType,
      'Content-Length': String(file.size),
      'Cache-Control': 'private, max-age=300',
      'Last-Modified': new Date(file.updatedAt).toUTCString(),
    })
  })

  router.use('*', requireAuth)

  router.post(
    '/upload-image',
    bodyLimit({
      maxSize: UPLOAD_BODY_MAX,
      onError: () => {
        throw new ApiError('payload_too_large')
      },
    }),
    async (c) => {
      const form = await formBody(c)
      const fields = parseWith(churchImageUploadSchema, {
        churchId: form.churchId,
        fileType: form.fileType || undefined,
      })
      const file = form.file
      if (!(file instanceof File))
        throw new ApiError('validation_failed', [
          { path: 'file', code: 'custom', message: 'file_required' },
        ])
      const content = new Uint8Array(await file.arrayBuffer())
      return c.json(
        await uploadChurchImage(c.get('deps').db, c.get('auth'), { ...fields, content }),
      )
    },
  )

  // Every church of the organisation by name and place (transfers, the churches list).
  router.get('/directory', async (c) =>
    c.json({ data: await churchDirectory(c.get('deps').db, c.get('auth')) }),
  )

  router.get('/by-cnpj/:cnpj', async (c) => {
    return c.json({
      data: await getChurchByCnpj(c.get('deps').db, c.get('auth'), c.req.param('cnpj')),
    })
  })

  return addCrudRoutes(
    router,
    churchesService,
    {
      query: hierarchyListQuerySchema,
      create: churchCreateSchema,
      update: churchUpdateSchema,
    },
    copyLinkedLogo(churches),
  )
}
