import { DEPLOYER_ACCOUNT } from './accounts.ts'
import {
  BITCOIN_DEV_ACCOUNTS,
  NON_EVM_NETWORKS,
  SOLANA_DEV_ACCOUNTS,
  type StackBitcoin,
  type StackSolana,
} from './nonEvmNetworks.ts'
import type { StackChain } from './serverConfig.ts'

/** What the devnet tells the demo about the stack. */
export interface DemoEnvParameters {
  serverUrl: string
  projectId: string
  chains: readonly StackChain[]
  testWallet: boolean
  relayUrl?: string | undefined
  secureSiteUrl?: string | undefined
  mailUrl?: string | undefined
  solana?: StackSolana | undefined
  bitcoin?: StackBitcoin | undefined
}

/**
 * The demo's VITE_PORTICO_* settings for a stack: its server, project, chains, relay, secure
 * site, mailbox, the local Solana and Bitcoin networks, and the test wallets' dev keys.
 * `startStack` gives them to the demo it starts; the bench builds the demo with them.
 *
 * @example
 * Object.assign(process.env, demoEnv({ ...stack, serverUrl, testWallet: false }))
 */
export function demoEnv(parameters: DemoEnvParameters): Record<string, string> {
  const { solana, bitcoin } = parameters
  return {
    ...(solana
      ? {
          VITE_PORTICO_SOLANA: JSON.stringify({
            caipNetworkId: solana.caipNetworkId,
            name: NON_EVM_NETWORKS.solana.name,
            rpcUrl: solana.url,
          }),
          VITE_PORTICO_SOLANA_TEST_WALLET_SEED: SOLANA_DEV_ACCOUNTS[0]!.seedHex,
        }
      : {}),
    ...(bitcoin
      ? {
          VITE_PORTICO_BITCOIN: JSON.stringify({
            caipNetworkId: bitcoin.caipNetworkId,
            name: NON_EVM_NETWORKS.bitcoin.name,
            esploraUrl: bitcoin.url,
          }),
          VITE_PORTICO_BITCOIN_TEST_WALLET_KEYS: JSON.stringify(bitcoinTestWalletKeys()),
        }
      : {}),
    ...(parameters.relayUrl ? { VITE_PORTICO_RELAY_URL: parameters.relayUrl } : {}),
    ...(parameters.secureSiteUrl ? { VITE_PORTICO_SECURE_SITE_URL: parameters.secureSiteUrl } : {}),
    ...(parameters.mailUrl ? { VITE_PORTICO_MAIL_URL: parameters.mailUrl } : {}),
    VITE_PORTICO_API_URL: parameters.serverUrl,
    VITE_PORTICO_PROJECT_ID: parameters.projectId,
    VITE_PORTICO_CHAINS: JSON.stringify(
      parameters.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    ),
    VITE_PORTICO_TEST_WALLET: parameters.testWallet ? '1' : '0',
    VITE_PORTICO_TEST_WALLET_KEY: DEPLOYER_ACCOUNT.privateKey,
  }
}

/** The Bitcoin test wallet's keys in the demo: dev account 0's payment and ordinal keys. */
function bitcoinTestWalletKeys() {
  const { payment, ordinal } = BITCOIN_DEV_ACCOUNTS[0]!
  return {
    payment: { privateKeyHex: payment.privateKeyHex, path: payment.path },
    ordinal: { privateKeyHex: ordinal.privateKeyHex, path: ordinal.path },
  }
}
