import { randomUUID } from 'node:crypto'
import { makeAdmin } from '../../src/cli/make-admin'
import { createClient, type Client } from './client'
import type { TestServer } from './test-server'

/** A browser logged in as staff, with an account made as `create-admin` makes one. */
export const staffClient = async (server: TestServer): Promise<Client> => {
  const email = `staff-${randomUUID()}@diecut.test`
  await makeAdmin(server.database.db, email, 'staff-password', new Date())
  const staff = createClient(server.url)
  const login = await staff.post('/account/users/login', { email, password: 'staff-password' })
  if (login.body.user?.is_admin !== true) throw new Error('the staff login failed')
  return staff
}
