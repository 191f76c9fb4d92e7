import { request, session, startSync, userSchema, type UserCreate } from '../../../../sync'
import { z } from 'zod'

const userAnswer = z.object({ data: userSchema })

/** The server changed users outside the outbox: pull now so the mirror shows it (resumes the running engine). */
async function pullSoon(): Promise<void> {
  const me = session.getSnapshot().user
  if (me) await startSync({ id: me.id })
}

/** Online only: the server e-mails the validation link. */
export async function createUser(input: UserCreate) {
  const answer = await request('POST', '/users/v1', { body: input, schema: userAnswer })
  await pullSoon()
  return answer.data
}

/** Online only: deactivation ends every session of the user at once (server side). */
export async function setUserActive(id: string, active: boolean) {
  const action = active ? 'activate' : 'deactivate'
  const answer = await request('POST', `/users/v1/${id}/${action}`, { schema: userAnswer })
  await pullSoon()
  return answer.data
}

export async function resendValidation(id: string): Promise<void> {
  await request('POST', `/users/v1/${id}/resend-validation`)
}
