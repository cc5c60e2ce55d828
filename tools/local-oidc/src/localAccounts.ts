import { createHash } from 'node:crypto'

/** A person who signed in at the local provider. */
export interface LocalAccount {
  /** The `sub` claim: derived from the e-mail, so the same e-mail is always the same subject. */
  accountId: string
  /** Lower-cased, trimmed. */
  email: string
  emailVerified: boolean
  name: string
  /** The e-mail's local part: what a provider would show as the handle. */
  preferredUsername: string
}

export interface SignInFields {
  email: string
  name: string
  emailVerified: boolean
}

/** The accounts of one running provider, in memory. */
export interface LocalAccounts {
  /** Creates the account on first sign-in, or updates its name and verified flag. */
  signIn(fields: SignInFields): LocalAccount
  find(accountId: string): LocalAccount | undefined
}

/**
 * The stable subject of an e-mail: base64url of its SHA-256 (43 characters). A hash rather than
 * a counter so the subject survives a restart of the provider (the server's database does).
 *
 * @example
 * subjectOf('Ada@Example.org') === subjectOf('ada@example.org') // true
 */
export function subjectOf(email: string): string {
  return createHash('sha256')
    .update(`portico-local-oidc:${email.trim().toLowerCase()}`)
    .digest('base64url')
}

/**
 * An in-memory account store keyed by subject.
 *
 * @example
 * const accounts = createLocalAccounts()
 * const ada = accounts.signIn({ email: 'ada@example.org', name: 'Ada', emailVerified: true })
 * accounts.find(ada.accountId)?.email // 'ada@example.org'
 */
export function createLocalAccounts(): LocalAccounts {
  const accounts = new Map<string, LocalAccount>()
  return {
    signIn(fields) {
      const email = fields.email.trim().toLowerCase()
      const account: LocalAccount = {
        accountId: subjectOf(email),
        email,
        emailVerified: fields.emailVerified,
        name: fields.name.trim() === '' ? (email.split('@')[0] ?? email) : fields.name.trim(),
        preferredUsername: email.split('@')[0] ?? email,
      }
      accounts.set(account.accountId, account)
      return account
    },
    find: (accountId) => accounts.get(accountId),
  }
}
