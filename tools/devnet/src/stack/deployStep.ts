import type { Address } from 'viem'
import { addDevnetLiquidity } from '../addDevnetLiquidity.ts'
import { type DevnetCollection, deployCollections } from '../deployCollections.ts'
import { type DevnetEns, deployEnsContracts } from '../deployEnsContracts.ts'
import { type DevnetToken, deployTokens } from '../deployTokens.ts'
import { type DevnetUniswap, deployUniswap } from '../deployUniswap.ts'
import { DEVNET_NAME_ZONE, ensGatewayUrl } from '../ens.ts'
import type { StackChain } from '../serverConfig.ts'
import { DEVNET_POOLS, DEVNET_UNISWAP } from '../uniswap.ts'
import { allOrFirstError } from './allOrFirstError.ts'
import type { StackRun } from './createStackRun.ts'
import type { CompiledContracts } from './startChainsStep.ts'

/** What the deploy put on the chains. */
export interface StackContracts {
  tokens: DevnetToken[]
  collections: DevnetCollection[]
  /** Uniswap V2 on each chain (same addresses on both) with its pools. */
  uniswap: DevnetUniswap[]
  /** ENS on each chain, resolving the names through the server's gateway (none without one). */
  ens: DevnetEns[]
}

/**
 * Phase 'deploy': on every chain at once, PUSD / PTK and the collections (account 0), Uniswap V2
 * (account 9) beside them, then its pools. With the server, ENS too (account 0, after the
 * collections): the registry, the zone `DEVNET_NAME_ZONE` and `reverse` pointed at an offchain
 * resolver that asks the server's gateway and trusts `ensSigner`, and the universal resolver.
 *
 * @example
 * const { tokens, collections, uniswap, ens } = await deployStep(run, { chains, compiled, ensSigner })
 */
export async function deployStep(
  run: StackRun,
  {
    chains,
    compiled,
    ensSigner,
  }: {
    chains: readonly StackChain[]
    compiled: CompiledContracts
    /** The address of the server's gateway key (`ensGateway.signerPrivateKey`). */
    ensSigner?: Address
  },
): Promise<StackContracts> {
  const { signal } = run
  const { serverUrl } = run.options
  const deployed = await run.runPhase('deploy', async () => {
    const deploys = chains.map(async ({ chainId, rpcUrl }) => {
      const deployOurs = async () => {
        // Tokens first: the collections' addresses follow the tokens' nonces.
        const tokens = await deployTokens({
          chainId,
          rpcUrl,
          artifact: compiled.token.artifact,
          signal,
        })
        const collections = await deployCollections({
          chainId,
          rpcUrl,
          artifact: compiled.nft.artifact,
          signal,
        })
        const ens =
          serverUrl !== undefined && ensSigner !== undefined
            ? await deployEnsContracts({
                chainId,
                rpcUrl,
                artifacts: {
                  registry: compiled.ens.registry.artifact,
                  resolver: compiled.ens.resolver.artifact,
                  universalResolver: compiled.ens.universalResolver.artifact,
                },
                zone: DEVNET_NAME_ZONE,
                gatewayUrl: ensGatewayUrl(serverUrl),
                signers: [ensSigner],
                signal,
              })
            : undefined
        return { tokens, collections, ens }
      }
      // Uniswap comes from account 9, so it goes side by side with account 0's deploys; both
      // run to their end before a failure is thrown, so no request is left in flight.
      const [ours, contracts] = await Promise.allSettled([
        deployOurs(),
        deployUniswap({ chainId, rpcUrl, signal }),
      ])
      if (ours.status === 'rejected') throw ours.reason
      if (contracts.status === 'rejected') throw contracts.reason
      // The pools need both: the tokens (account 9 holds some) and the router.
      const pools = await addDevnetLiquidity({ chainId, rpcUrl, signal })
      return { ...ours.value, uniswap: { ...contracts.value, pools } }
    })
    run.phaseStarted('deploy')
    return allOrFirstError(deploys)
  })
  const tokens = deployed.flatMap((chain) => chain.tokens)
  run.log(`Deployed ${tokens.map((token) => `${token.symbol} ${token.address}`).join(', ')}`)
  run.log(
    `Deployed Uniswap V2 (router ${DEVNET_UNISWAP.router.address}) with pools ${DEVNET_POOLS.map((pool) => pool.name).join(', ')}`,
  )
  const ens = deployed.flatMap((chain) => (chain.ens ? [chain.ens] : []))
  for (const chain of ens)
    run.log(
      `Deployed ENS on chain ${chain.chainId}: ${chain.zone} resolves through ${chain.gatewayUrl} (universal resolver ${chain.universalResolver})`,
    )
  return {
    tokens,
    collections: deployed.flatMap((chain) => chain.collections),
    uniswap: deployed.map((chain) => chain.uniswap),
    ens,
  }
}
