import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ATTACHMENT_MAX_BYTES, attachmentUploadSchema } from '../../../sync/contracts/treasury'
import { homeFiguresQuerySchema } from '../../../sync/contracts/treasury/home-figures'
import { ApiError } from '../../http/errors'
import type { AppEnv } from '../../http/app-env'
import { formBody, idParam, parseWith } from '../../http/validate'
import { requireAuth } from '../auth/require-auth'
import { financeRow } from './entries.service'
import { homeFigures } from './home-figures.service'
import { nameForType, readAttachment, uploadAttachment } from './attachments.service'
import { treasuryError } from './scope'
import './messages'

/** Room for the multipart envelope around a file of the maximum size. */
const UPLOAD_BODY_MAX = ATTACHMENT_MAX_BYTES + 64 * 1024

/**
 * /api/treasury/v1: attachment upload and download, and the home's money figures for a first
 * sign-in (everything else travels through sync).
 */
export function treasuryRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  router.use('*', requireAuth)

  router.post(
    '/attachments',
    bodyLimit({
      maxSize: UPLOAD_BODY_MAX,
      onError: () => {
        throw treasuryError('payload_too_large', 'attachment_too_large', {
          maxBytes: ATTACHMENT_MAX_BYTES,
        })
      },
    }),
    async (c) => {
      const form = await formBody(c)
      const fields = parseWith(attachmentUploadSchema, {
        id: typeof form.id === 'string' && form.id !== '' ? form.id : undefined,
        kind: form.kind,
        entryId: form.entryId,
      })
      const file = form.file
      if (!(file instanceof File))
        throw new ApiError('validation_failed', [
          { path: 'file', code: 'custom', message: 'file_required' },
        ])
      const content = new Uint8Array(await file.arrayBuffer())
      const row = await uploadAttachment(c.get('deps').db, c.get('auth'), {
        ...fields,
        fileName: file.name,
        content,
      })
      return c.json({ data: financeRow(row) }, 201)
    },
  )

  router.get('/home-figures', async (c) => {
    const { year } = parseWith(homeFiguresQuerySchema, c.req.query())
    const data = await homeFigures(c.get('deps').db, c.get('auth'), year)
    return c.json({ data }, 200, { 'Cache-Control': 'private, no-store' })
  })

  router.get('/attachments/:id', async (c) => {
    const { row, content } = await readAttachment(c.get('deps').db, c.get('auth'), idParam(c))
    return c.body(new Uint8Array(content), 200, {
      'Content-Type': row.mimeType,
      'Content-Length': String(row.size),
      // Always a download, named with the extension of the detected type (issue 14, finding 9).
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(nameForType(row.fileName, row.mimeType))}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
  })

  return router
}
