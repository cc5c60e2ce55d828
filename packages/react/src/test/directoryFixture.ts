import type { Wallet } from '@portico/core'

/** Named wallets first (so searches have something real to find), then numbered filler. */
const named: readonly Omit<Wallet, 'display_index'>[] = [
  { id: 'metamask', name: 'MetaMask', image_id: 'metamask', rdns: 'io.metamask' },
  { id: 'trust', name: 'Trust Wallet', image_id: 'trust', rdns: 'com.trustwallet.app' },
  { id: 'rainbow', name: 'Rainbow', image_id: 'rainbow', rdns: 'me.rainbow' },
  { id: 'rabby', name: 'Rabby Wallet', image_id: 'rabby', rdns: 'io.rabby' },
  { id: 'zerion', name: 'Zerion', image_id: 'zerion', rdns: 'io.zerion.wallet' },
  { id: 'ledger', name: 'Ledger Live', image_id: null },
]

/**
 * A directory of `size` wallets shaped like the server's `/getWallets` entries. 95 by default:
 * two full pages of 40 and a last one of 15.
 *
 * @example
 * directoryFixture(95).length // 95
 */
export function directoryFixture(size = 95): Wallet[] {
  const wallets: Wallet[] = named.map((wallet, index) => ({ ...wallet, display_index: index + 1 }))
  for (let index = wallets.length; index < size; index++) {
    const number = String(index + 1).padStart(3, '0')
    wallets.push({
      id: `wallet-${number}`,
      name: `Wallet ${number}`,
      image_id: `wallet-${number}`,
      display_index: index + 1,
    })
  }
  return wallets.slice(0, size)
}
