import type { Database } from '../../db/openDatabase.ts'
import type { AuthConfig } from './config.ts'
import type { AuthKeys } from './masterKey.ts'
import type { Mailer } from './sendMail.ts'

/**
 * What every auth operation acts on, passed in rather than reached for: the database (all state
 * lives there, so several server processes can share it), the settings, the keys derived from the
 * master key, the mailer and the clock.
 */
export interface AuthContext {
  db: Database
  settings: AuthConfig
  keys: AuthKeys
  mailer: Mailer
  /** Unix milliseconds. */
  now: () => number
}
