import { type Address, parseUnits } from 'viem'
import {
  DEV_ACCOUNTS,
  EXCHANGE_HOT_WALLET_ACCOUNT,
  ONRAMP_TREASURY_ACCOUNT,
  TOKEN_HOLDER_COUNT,
  UNISWAP_ACCOUNT,
} from './accounts.ts'
import type { TokenArtifact } from './compilePorticoToken.ts'
import { createDeployerClient, deployAtExpectedAddress } from './deployerClient.ts'
import { PORTICO_TOKENS } from './tokens.ts'

/** A token deployed on one chain. */
export interface DevnetToken {
  chainId: number
  address: Address
  symbol: string
  name: string
  decimals: number
}

export interface DeployTokensParameters {
  chainId: number
  rpcUrl: string
  artifact: TokenArtifact
  /** Aborting cancels the deploy in flight and rejects with StackStartAbortedError. */
  signal?: AbortSignal
}

/**
 * Deploys PUSD then PTK from account 0 on a fresh chain, minting each of accounts 0–4 their
 * holding in the constructor, and the same to account 9, which seeds the Uniswap pools with it
 * (`addDevnetLiquidity`), and to accounts 8 and 7, the on-ramp sandbox's treasury and the
 * Sandbox Exchange's hot wallet. A CREATE address depends on the deployer and nonce only, so
 * the extra holders do not move the tokens. Fails if a token does not land at its expected address (the
 * chain was not fresh), since other parts of the stack rely on those addresses.
 *
 * @example
 * const tokens = await deployTokens({ chainId: 31337, rpcUrl, artifact })
 */
export async function deployTokens(parameters: DeployTokensParameters): Promise<DevnetToken[]> {
  const client = createDeployerClient(parameters.chainId, parameters.rpcUrl, parameters.signal)
  const holders = [
    ...DEV_ACCOUNTS.slice(0, TOKEN_HOLDER_COUNT).map((account) => account.address),
    UNISWAP_ACCOUNT.address,
    ONRAMP_TREASURY_ACCOUNT.address,
    EXCHANGE_HOT_WALLET_ACCOUNT.address,
  ]

  const deployed: DevnetToken[] = []
  // One after the other: the order fixes the nonces, and so the addresses.
  for (const token of PORTICO_TOKENS) {
    await deployAtExpectedAddress(client, {
      artifact: parameters.artifact,
      args: [
        token.name,
        token.symbol,
        token.decimals,
        holders,
        parseUnits(String(token.holdingEach), token.decimals),
      ],
      nonce: token.nonce,
      expected: token.address,
      label: token.symbol,
      signal: parameters.signal,
    })
    deployed.push({
      chainId: parameters.chainId,
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
    })
  }
  return deployed
}
