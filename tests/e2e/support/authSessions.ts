import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { STATE_DIR } from './stack.ts'

/**
 * Lets every embedded-wallet session of `email` run out on the stack's server, as the passing of
 * its lifetime (`auth.sessionTtlMs`) would: their end becomes now, in the server's own database.
 * The server then answers them 401 'Session expired'. Returns how many sessions there were.
 */
export async function expireAuthSessions(email: string): Promise<number> {
  const client = createClient({ url: `file:${join(STATE_DIR, 'portico.db')}` })
  try {
    // The server writes to the same file: wait for its lock as it waits for ours.
    await client.execute('PRAGMA busy_timeout = 5000')
    const result = await client.execute({
      sql: 'UPDATE auth_sessions SET expires_at = ? WHERE user_id IN (SELECT id FROM auth_users WHERE email = ?)',
      args: [Date.now(), email.trim().toLowerCase()],
    })
    return result.rowsAffected
  } finally {
    client.close()
  }
}
