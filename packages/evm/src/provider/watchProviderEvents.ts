import { getWalletErrorCodes, parseChainId } from '@portico/core'
import type { Address } from 'viem'
import { describeValue } from './describeValue.ts'
import type { Eip1193Listener, Eip1193Provider } from './Eip1193Provider.ts'
import { type Checksum, parseAccounts } from './parseAccounts.ts'

// MetaMask emits `disconnect` with 1013 ("try again later") while it reconnects to a chain; the
// accounts are still there, so that one is not a real disconnect.
const RECONNECTING_CODE = 1013

export interface ProviderEventHandlers {
  /** Checksummed accounts; `[]` means the wallet took access away (spec §4). */
  onAccountsChanged: (accounts: readonly Address[]) => void
  /** Already decimal (spec §4: chain-changed converts a hex id). */
  onChainChanged: (chainId: number) => void
  onDisconnect: () => void
}

/**
 * Listens to one provider's `accountsChanged`, `chainChanged` and `disconnect` events, parsing
 * every payload (accounts checksummed by `checksum`, already loaded: events stay in the order
 * the wallet sent them): an invalid one is warned about and ignored. Returns a function that
 * removes exactly these listeners.
 *
 * @example
 * const stop = watchProviderEvents(provider, { onAccountsChanged, onChainChanged, onDisconnect }, getAddress)
 */
export function watchProviderEvents(
  provider: Eip1193Provider,
  handlers: ProviderEventHandlers,
  checksum: Checksum,
): () => void {
  const accountsChanged: Eip1193Listener = (value) => {
    let accounts: Address[]
    try {
      accounts = parseAccounts(value, { source: 'accountsChanged', allowEmpty: true, checksum })
    } catch {
      console.warn(
        `[portico/evm] Ignored an invalid accountsChanged event: ${describeValue(value)}`,
      )
      return
    }
    handlers.onAccountsChanged(accounts)
  }
  const chainChanged: Eip1193Listener = (value) => {
    let chainId: number
    try {
      chainId = parseChainId(value)
    } catch {
      console.warn(`[portico/evm] Ignored an invalid chainChanged event: ${describeValue(value)}`)
      return
    }
    handlers.onChainChanged(chainId)
  }
  const disconnect: Eip1193Listener = async (error) => {
    if (
      getWalletErrorCodes(error).includes(RECONNECTING_CODE) &&
      (await hasAccounts(provider, checksum))
    )
      return
    handlers.onDisconnect()
  }

  const listeners = { accountsChanged, chainChanged, disconnect }
  for (const [event, listener] of Object.entries(listeners)) callSafely('on', event, listener)
  return () => {
    for (const [event, listener] of Object.entries(listeners))
      callSafely('removeListener', event, listener)
  }

  // `on`/`removeListener` are optional and belong to untrusted code: a wallet without them, or
  // whose implementation throws, simply gets no event forwarding.
  function callSafely(method: 'on' | 'removeListener', event: string, listener: Eip1193Listener) {
    try {
      const fn = provider[method]
      if (typeof fn === 'function') fn.call(provider, event, listener)
    } catch (error) {
      console.warn(`[portico/evm] The wallet's ${method}('${event}') threw: ${String(error)}`)
    }
  }
}

async function hasAccounts(provider: Eip1193Provider, checksum: Checksum): Promise<boolean> {
  try {
    const accounts = parseAccounts(await provider.request({ method: 'eth_accounts' }), {
      source: 'eth_accounts',
      allowEmpty: true,
      checksum,
    })
    return accounts.length > 0
  } catch {
    return false
  }
}
