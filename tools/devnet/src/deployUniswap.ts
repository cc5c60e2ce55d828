import type { Address } from 'viem'
import { UNISWAP_ACCOUNT } from './accounts.ts'
import type { DevnetPool } from './addDevnetLiquidity.ts'
import { createDeployerClient, deployAtExpectedAddress } from './deployerClient.ts'
import { DEVNET_UNISWAP } from './uniswap.ts'
import { loadUniswapArtifacts } from './uniswapArtifacts.ts'

/** Uniswap V2 as deployed on one chain. */
export interface DevnetUniswapContracts {
  chainId: number
  weth: Address
  factory: Address
  router: Address
}

export interface DeployUniswapParameters {
  chainId: number
  rpcUrl: string
  /** Aborting cancels the deploy in flight and rejects with StackStartAbortedError. */
  signal?: AbortSignal
}

/**
 * Deploys Uniswap V2 from account 9 on a fresh chain: WETH9, UniswapV2Factory, UniswapV2Router02,
 * from their published build artifacts (no compiler), at the addresses of `DEVNET_UNISWAP`.
 * Fails with DeploymentError if one does not land there (the chain was not fresh). Account 0's
 * nonces are untouched, so the tokens' addresses do not move.
 *
 * @example
 * const { router } = await deployUniswap({ chainId: 31337, rpcUrl })
 */
export async function deployUniswap(
  parameters: DeployUniswapParameters,
): Promise<DevnetUniswapContracts> {
  const { weth, factory, router } = await loadUniswapArtifacts()
  const client = createDeployerClient(
    parameters.chainId,
    parameters.rpcUrl,
    parameters.signal,
    UNISWAP_ACCOUNT,
  )
  const deploy = (
    spec: (typeof DEVNET_UNISWAP)[keyof typeof DEVNET_UNISWAP],
    artifact: typeof weth,
    args: readonly unknown[],
  ) =>
    deployAtExpectedAddress(client, {
      artifact,
      args,
      nonce: spec.nonce,
      expected: spec.address,
      label: spec.label,
      signal: parameters.signal,
    })
  // One after the other: the order fixes the nonces, and so the addresses.
  await deploy(DEVNET_UNISWAP.weth, weth, [])
  // The factory's fee switch stays off; account 9 could turn it on (feeToSetter), nobody does.
  await deploy(DEVNET_UNISWAP.factory, factory, [UNISWAP_ACCOUNT.address])
  await deploy(DEVNET_UNISWAP.router, router, [
    DEVNET_UNISWAP.factory.address,
    DEVNET_UNISWAP.weth.address,
  ])
  return {
    chainId: parameters.chainId,
    weth: DEVNET_UNISWAP.weth.address,
    factory: DEVNET_UNISWAP.factory.address,
    router: DEVNET_UNISWAP.router.address,
  }
}

/** Uniswap V2 on one chain with its seeded pools, as the stack and devnet.json report it. */
export interface DevnetUniswap extends DevnetUniswapContracts {
  pools: DevnetPool[]
}
