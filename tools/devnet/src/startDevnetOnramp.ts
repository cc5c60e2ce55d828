import { type OnrampSandbox, startOnrampSandbox } from '@portico/onramp-sandbox'
import { EXCHANGE_HOT_WALLET_ACCOUNT, ONRAMP_TREASURY_ACCOUNT } from './accounts.ts'
import type { DevnetToken } from './deployTokens.ts'
import {
  NON_EVM_NETWORKS,
  SOLANA_DEV_ACCOUNTS,
  SOLANA_PUSD_PRICE_USD,
  type StackSolana,
} from './nonEvmNetworks.ts'
import { NATIVE_PRICE_USD, type StackChain } from './serverConfig.ts'
import { PORTICO_TOKENS } from './tokens.ts'

export interface StartDevnetOnrampParameters {
  host: string
  port: number
  chains: readonly StackChain[]
  tokens: readonly DevnetToken[]
  /** The local Solana network, when the stack runs it: the sandbox sells its PUSD and SOL too. */
  solana?: StackSolana
}

/**
 * Solana dev account 2 (tools/local-solana): the sandbox's Solana treasury. Tests send from
 * accounts 0 and 1 only; the local network funds it with 1000 SOL and 1000 PUSD.
 */
export const SOLANA_ONRAMP_TREASURY_ACCOUNT =
  SOLANA_DEV_ACCOUNTS[2] as (typeof SOLANA_DEV_ACCOUNTS)[number]

/**
 * Starts the on-ramp sandbox (tools/onramp-sandbox) on the devnet chains: it sells PUSD, PTK
 * (at the server's prices) and ETH, delivering from dev account 8, and its Sandbox Exchange pays
 * from dev account 7 (both minted PUSD and PTK by `deployTokens`). With the local Solana network
 * it also sells its PUSD and SOL there, delivering from Solana dev account 2.
 *
 * @example
 * const sandbox = await startDevnetOnramp({ host: '127.0.0.1', port: 8792, chains, tokens })
 * sandbox.url // 'http://127.0.0.1:8792'
 */
export function startDevnetOnramp(parameters: StartDevnetOnrampParameters): Promise<OnrampSandbox> {
  return startOnrampSandbox({
    host: parameters.host,
    port: parameters.port,
    chains: parameters.chains.map((chain) => ({
      chainId: chain.chainId,
      rpcUrl: chain.rpcUrl,
      name: chain.name,
      nativePriceUsd: NATIVE_PRICE_USD,
    })),
    tokens: parameters.tokens.map((token) => ({
      ...token,
      priceUsd: PORTICO_TOKENS.find((spec) => spec.symbol === token.symbol)?.priceUsd ?? 0,
    })),
    treasury: ONRAMP_TREASURY_ACCOUNT,
    exchangeHotWallet: EXCHANGE_HOT_WALLET_ACCOUNT,
    ...(parameters.solana === undefined
      ? {}
      : {
          solana: {
            network: parameters.solana.caipNetworkId,
            rpcUrl: parameters.solana.url,
            name: NON_EVM_NETWORKS.solana.name,
            nativePriceUsd: NON_EVM_NETWORKS.solana.nativePriceUsd,
            tokens: [{ ...parameters.solana.token, priceUsd: SOLANA_PUSD_PRICE_USD }],
            treasury: SOLANA_ONRAMP_TREASURY_ACCOUNT,
          },
        }),
  })
}
