import { bitcoinAdapter } from '@portico/bitcoin'
import { embeddedWallet } from '@portico/embedded-wallet'
import { evmAdapter } from '@portico/evm'
import { createConfig, type PorticoConfig, type SiwxConfig } from '@portico/react'
import { solanaAdapter } from '@portico/solana'
import { walletConnectAdapter } from '@portico/walletconnect'
import type { DemoConnectFeatures } from './connectFeatures.ts'
import { selectNetworks } from './networkFamilies.ts'
import { toNetworks } from './networks.ts'
import type { DemoSettings } from './settings.ts'

/**
 * The kit's config for the demo: the local chains, the EVM adapter, the Solana and Bitcoin
 * adapters when the devnet runs those networks, WalletConnect through the local relay, e-mail
 * and social sign-in through the local secure site, the local server; with `siwx`, sign-in with
 * wallet (`createDemoSignIn`); with `connect`, the Connect view's optional features (the legal
 * checkbox links the demo's own placeholder terms and privacy pages). `search` (the page's query)
 * may narrow the networks: `?networks=solana` is a dApp of the local Solana network only, where
 * the embedded wallet signs in on Solana (issue #34).
 *
 * @example
 * const config = createDemoConfig(readSettings(import.meta.env))
 */
export function createDemoConfig(
  settings: DemoSettings,
  siwx?: SiwxConfig,
  connect: DemoConnectFeatures = {},
  search = '',
): PorticoConfig {
  const metadata = {
    name: 'Portico demo',
    description: 'The example dApp of the Portico connect-wallet kit',
    url: window.location.origin,
    // The demo's own mark (its favicon): Sign In shows it, and wallets paired by WalletConnect.
    icons: [new URL('/favicon.svg', window.location.origin).href],
  }
  return createConfig({
    projectId: settings.projectId,
    apiUrl: settings.apiUrl,
    networks: selectNetworks(toNetworks(settings), search),
    adapters: [
      evmAdapter(),
      ...(settings.solana ? [solanaAdapter()] : []),
      ...(settings.bitcoin ? [bitcoinAdapter()] : []),
      walletConnectAdapter({
        projectId: settings.projectId,
        relayUrl: settings.relayUrl,
        metadata,
      }),
      embeddedWallet({ secureSiteUrl: settings.secureSiteUrl, projectId: settings.projectId }),
    ],
    metadata,
    siwx,
    // Pay (issue #19): the 'Pay 5 PUSD' panel asks for a payment.
    features: { pay: true, ...connect },
    ...(connect.legalCheckbox
      ? {
          termsConditionsUrl: new URL('/terms.html', window.location.origin).href,
          privacyPolicyUrl: new URL('/privacy.html', window.location.origin).href,
        }
      : {}),
  })
}
