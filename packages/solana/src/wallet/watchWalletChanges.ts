import type { Wallet } from '@wallet-standard/base'
import { type ParsedWalletAccount, parseWalletAccounts } from './parseWalletAccounts.ts'
import { getWalletFeature } from './walletFeatures.ts'

/**
 * Listens to the wallet's `standard:events` 'change' and reports account changes, checked: an
 * empty list means the wallet disconnected the site (spec §4). A change with invalid accounts is
 * logged as a warning and ignored; changes without `accounts` (chains, features) are ignored.
 * Returns a function that stops listening.
 *
 * @example
 * const stop = watchWalletChanges(wallet, (accounts) => console.info(accounts.length))
 */
export function watchWalletChanges(
  wallet: Wallet,
  onAccountsChanged: (accounts: ParsedWalletAccount[]) => void,
): () => void {
  const events = getWalletFeature(wallet, 'standard:events')
  if (!events) return () => {}
  let off: unknown
  try {
    off = events.on('change', (properties) => {
      let accounts: ParsedWalletAccount[]
      try {
        if (!properties || !('accounts' in properties)) return
        accounts = parseWalletAccounts(properties.accounts, {
          source: 'standard:events change',
          allowEmpty: true,
        })
      } catch (error) {
        console.warn('[portico/solana] Ignored an invalid account change from the wallet', error)
        return
      }
      onAccountsChanged(accounts)
    })
  } catch (error) {
    console.warn('[portico/solana] Could not listen to the wallet’s events', error)
  }
  return () => {
    try {
      if (typeof off === 'function') off()
    } catch {
      // A wallet whose unsubscribe throws is already done with us.
    }
  }
}
