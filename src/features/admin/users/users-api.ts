import { request, session, startSync, userSchema, type UserCreate } from '../../../../sync'
import { z } from 'zod'

const userAnswer = z.object({ data: userSchema })
/** A created user whose validation e-mail waits for the organisation's hourly limit: the server's translated notice. */
const createdAnswer = z.object({
  data: userSchema,
  notice: z.object({ code: z.string(), message: z.string() }).optional(),
})

/** The server changed users outside the outbox: pull now so the mirror shows it (resumes the running engine). */
async function pullSoon(): Promise<void> {
  const me = session.getSnapshot().user
  if (me) await startSync({ id: me.id })
}

/**
 * Online only: the server e-mails the validation link, unless the organisation's hourly limit
 * of such mails is reached: then `notice` says so and how to resend it (its message translated).
 */
export async function createUser(input: UserCreate) {
  const answer = await request('POST', '/users/v1', { body: input, schema: createdAnswer })
  await pullSoon()
  return { user: answer.data, notice: answer.notice?.message }
}

/**
 * Online only: deactivation ends every session of the user at once (server side). Settled when
 * the server has answered: the pull that brings the new status to the list runs on after it (the
 * confirmation does not wait for a sync).
 */
export async function setUserActive(id: string, active: boolean) {
  const action = active ? 'activate' : 'deactivate'
  const answer = await request('POST', `/users/v1/${id}/${action}`, { schema: userAnswer })
  pullSoon().catch((error: unknown) => console.error('Pull after a status change failed', error))
  return answer.data
}

export async function resendValidation(id: string): Promise<void> {
  await request('POST', `/users/v1/${id}/resend-validation`)
}
