import { randomBytes } from 'node:crypto'
import { type MailCatcher, startMailCatcher } from '@portico/mail-catcher'
import type { ServerConfigInput } from '../config.ts'
import { createTestServer, type TestServer } from './createTestServer.ts'

/** The secure site's origin in auth tests. */
export const TEST_SECURE_SITE_ORIGIN = 'http://127.0.0.1:5180'
/** The dApp origin the frame reports in auth tests. */
export const TEST_DAPP_ORIGIN = 'https://shop.example.org'
/** The server's public URL in auth tests (links in e-mails point here). */
export const TEST_PUBLIC_URL = 'http://127.0.0.1:8787'

/** A test server with the `auth` module on, sending through its own mail catcher. */
export interface AuthTestServer extends TestServer {
  mail: MailCatcher
  /** The master key the server was built with (base64). */
  masterKey: string
}

/**
 * Starts a mail catcher on free ports and a test server whose `auth` section sends through it.
 * `auth` overrides the defaults (e.g. tiny TTLs); `overrides` replace other top-level keys. The
 * per-minute per-IP limits are raised (many steps of a file come from 127.0.0.1); a test of
 * those limits passes its own.
 * `close()` stops both.
 *
 * @example
 * const server = await createAuthTestServer({ resendDelayMs: 0 })
 * afterAll(() => server.close())
 */
export async function createAuthTestServer(
  auth: Partial<NonNullable<ServerConfigInput['auth']>> = {},
  overrides: Partial<ServerConfigInput> = {},
): Promise<AuthTestServer> {
  const mail = await startMailCatcher()
  const masterKey = randomBytes(32).toString('base64')
  try {
    const server = await createTestServer({
      ...overrides,
      auth: {
        secureSiteOrigins: [TEST_SECURE_SITE_ORIGIN],
        publicUrl: TEST_PUBLIC_URL,
        masterKey,
        smtp: { host: mail.smtpHost, port: mail.smtpPort },
        from: 'Portico <no-reply@portico.localhost>',
        maxCodeChecksPerIpPerMinute: 100_000,
        maxRequestsPerIpPerMinute: 1_000_000,
        ...auth,
      },
    })
    return {
      ...server,
      mail,
      masterKey,
      close: async () => {
        await server.close()
        await mail.close()
      },
    }
  } catch (error) {
    await mail.close()
    throw error
  }
}
