import type { APIRequestContext } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_USERS } from './fixtures'

/** A bearer token of the demo admin. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/v1/login', {
    data: { email: DEMO_USERS.admin, password: DEMO_PASSWORD },
  })
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()} ${await res.text()}`)
  return ((await res.json()) as { data: { token: string } }).data.token
}

/** Creates a user through the users API as the admin (the server e-mails its validation link). */
export async function createUser(
  request: APIRequestContext,
  email: string,
  name = 'Usuário Teste',
): Promise<{ id: string }> {
  const token = await adminToken(request)
  const headers = { authorization: `Bearer ${token}` }
  const roles = await request.get('/api/roles/v1', { headers })
  if (!roles.ok()) throw new Error(`roles list failed: ${roles.status()} ${await roles.text()}`)
  const role = ((await roles.json()) as { data: { id: string; name: string }[] }).data.find(
    (r) => r.name === 'Tesoureiro',
  )
  if (!role) throw new Error('the demo Tesoureiro role is missing')
  const res = await request.post('/api/users/v1', {
    headers,
    data: { name, email, roleId: role.id },
  })
  if (!res.ok()) throw new Error(`user creation failed: ${res.status()} ${await res.text()}`)
  return ((await res.json()) as { data: { id: string } }).data
}
