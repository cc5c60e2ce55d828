import {
  type CaipNetworkId,
  formatSiwxMessage,
  type SiwxConfig,
  type SiwxMessageData,
  type SiwxSession,
} from '@portico/core'

type SiwxMethod = 'getSessions' | 'createMessage' | 'addSession' | 'revokeSession'

export interface MemorySiwxParameters {
  required?: boolean
  signOutOnDisconnect?: boolean
  /** Sessions that exist already (signed in on an earlier visit). */
  sessions?: readonly SiwxSession[]
}

export interface MemorySiwx extends SiwxConfig {
  /** The stored sessions, newest last. */
  readonly sessions: SiwxSession[]
  /** Every call, in order, with its arguments. */
  readonly calls: { method: SiwxMethod; args: unknown[] }[]
  /** The next calls of a method reject with this error (undefined: they work again). */
  failWith(method: SiwxMethod, error: Error | undefined): void
  /** Calls of a method wait until `release()`, to see the state while they run. */
  hold(method: SiwxMethod): { release: () => void }
  count(method: SiwxMethod): number
}

/**
 * A `SiwxConfig` kept in memory: the developer's extension point, implemented the simplest way
 * (not a stand-in for a chain). `addSession` refuses a message that is not
 * `formatSiwxMessage(data)` or a nonce it did not issue, as a real verifier would; failures and
 * holds are switched on per method for the fault paths.
 *
 * @example
 * const siwx = memorySiwx({ required: true })
 * const config = createTestConfig({ adapters: [adapter], siwx })
 */
export function memorySiwx(parameters: MemorySiwxParameters = {}): MemorySiwx {
  const sessions: SiwxSession[] = [...(parameters.sessions ?? [])]
  const calls: MemorySiwx['calls'] = []
  const failures = new Map<SiwxMethod, Error>()
  const gates = new Map<SiwxMethod, Promise<void>>()
  const nonces = new Set<string>()
  let nextNonce = 1

  async function enter(method: SiwxMethod, args: unknown[]): Promise<void> {
    calls.push({ method, args })
    const gate = gates.get(method)
    if (gate) await gate
    const failure = failures.get(method)
    if (failure) throw failure
  }
  const matches = (data: SiwxMessageData, chainId: CaipNetworkId, address: string) =>
    data.chainId === chainId && data.accountAddress.toLowerCase() === address.toLowerCase()

  return {
    sessions,
    calls,
    async createMessage({ accountAddress, chainId }) {
      await enter('createMessage', [{ accountAddress, chainId }])
      const nonce = `nonce${String(nextNonce++).padStart(6, '0')}`
      nonces.add(nonce)
      return {
        accountAddress,
        chainId,
        domain: 'localhost:3000',
        uri: 'http://localhost:3000/',
        version: '1',
        nonce,
        statement: 'Sign in to the test dApp',
        issuedAt: new Date().toISOString(),
      }
    },
    async addSession(session) {
      await enter('addSession', [session])
      if (session.message !== formatSiwxMessage(session.data))
        throw new Error('The message is not the sign-in text of its data')
      if (!nonces.delete(session.data.nonce)) throw new Error('Invalid or expired nonce')
      sessions.push(session)
    },
    async revokeSession(chainId, address) {
      await enter('revokeSession', [chainId, address])
      for (let index = sessions.length - 1; index >= 0; index--) {
        const session = sessions[index]
        if (session && matches(session.data, chainId, address)) sessions.splice(index, 1)
      }
    },
    async setSessions(next) {
      sessions.splice(0, sessions.length, ...next)
    },
    async getSessions(chainId, address) {
      await enter('getSessions', [chainId, address])
      return sessions.filter((session) => matches(session.data, chainId, address))
    },
    getRequired: () => parameters.required === true,
    ...(parameters.signOutOnDisconnect === undefined
      ? {}
      : { signOutOnDisconnect: parameters.signOutOnDisconnect }),
    failWith(method, error) {
      if (error) failures.set(method, error)
      else failures.delete(method)
    },
    hold(method) {
      let release: () => void = () => undefined
      gates.set(
        method,
        new Promise<void>((resolve) => {
          release = () => {
            gates.delete(method)
            resolve()
          }
        }),
      )
      return { release }
    },
    count: (method) => calls.filter((call) => call.method === method).length,
  }
}

/** A session for an account, as if it had signed in on an earlier visit. */
export function existingSession(chainId: CaipNetworkId, address: string): SiwxSession {
  const data: SiwxMessageData = {
    accountAddress: address,
    chainId,
    domain: 'localhost:3000',
    uri: 'http://localhost:3000/',
    version: '1',
    nonce: 'earlier0visit',
    issuedAt: '2026-01-01T00:00:00.000Z',
  }
  return { data, message: formatSiwxMessage(data), signature: `0x${'11'.repeat(65)}` }
}
