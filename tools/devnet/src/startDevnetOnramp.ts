import { type OnrampSandbox, startOnrampSandbox } from '@portico/onramp-sandbox'
import { EXCHANGE_HOT_WALLET_ACCOUNT, ONRAMP_TREASURY_ACCOUNT } from './accounts.ts'
import type { DevnetToken } from './deployTokens.ts'
import { NATIVE_PRICE_USD, type StackChain } from './serverConfig.ts'
import { PORTICO_TOKENS } from './tokens.ts'

export interface StartDevnetOnrampParameters {
  host: string
  port: number
  chains: readonly StackChain[]
  tokens: readonly DevnetToken[]
}

/**
 * Starts the on-ramp sandbox (tools/onramp-sandbox) on the devnet chains: it sells PUSD, PTK
 * (at the server's prices) and ETH, delivering from dev account 8, and its Sandbox Exchange pays
 * from dev account 7 (both minted PUSD and PTK by `deployTokens`).
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
  })
}
