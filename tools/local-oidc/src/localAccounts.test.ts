import { describe, expect, it } from 'vitest'
import { createLocalAccounts, subjectOf } from './localAccounts.ts'

describe('createLocalAccounts', () => {
  it('default: the subject is a hash of the lower-cased e-mail, stable across stores', () => {
    const ada = createLocalAccounts().signIn({
      email: ' Ada@Example.org ',
      name: 'Ada',
      emailVerified: true,
    })
    expect(ada).toEqual({
      accountId: subjectOf('ada@example.org'),
      email: 'ada@example.org',
      emailVerified: true,
      name: 'Ada',
      preferredUsername: 'ada',
    })
    expect(ada.accountId).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(
      createLocalAccounts().signIn({ email: 'ada@example.org', name: '', emailVerified: true })
        .accountId,
    ).toBe(ada.accountId)
  })

  it('parameters: an empty name becomes the local part; a second sign-in updates name and flag', () => {
    const accounts = createLocalAccounts()
    const first = accounts.signIn({ email: 'grace@example.org', name: ' ', emailVerified: true })
    expect(first.name).toBe('grace')
    accounts.signIn({ email: 'grace@example.org', name: 'Grace H', emailVerified: false })
    expect(accounts.find(first.accountId)).toMatchObject({ name: 'Grace H', emailVerified: false })
  })

  it('behavior: an unknown subject is not found', () => {
    expect(createLocalAccounts().find(subjectOf('nobody@example.org'))).toBeUndefined()
  })
})
