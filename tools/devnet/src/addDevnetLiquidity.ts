import { type Address, erc20Abi, type Hash, maxUint256 } from 'viem'
import { untilAborted } from './abort.ts'
import { UNISWAP_ACCOUNT } from './accounts.ts'
import { createDeployerClient } from './deployerClient.ts'
import { DeploymentError } from './errors.ts'
import { PORTICO_TOKENS } from './tokens.ts'
import { DEVNET_POOLS, DEVNET_UNISWAP, type PoolSpec } from './uniswap.ts'
import { loadUniswapArtifacts } from './uniswapArtifacts.ts'

/** A seeded pool on one chain. */
export interface DevnetPool {
  chainId: number
  /** 'ETH/PUSD' */
  name: string
  pair: Address
  /** The pair's two ERC-20s as named (WETH for ETH), not sorted. */
  tokens: [Address, Address]
}

export interface AddDevnetLiquidityParameters {
  chainId: number
  rpcUrl: string
  /** Aborting cancels the request in flight and rejects with StackStartAbortedError. */
  signal?: AbortSignal
}

// After the three deploys of deployUniswap: two approvals, then one add per pool.
const FIRST_NONCE = DEVNET_UNISWAP.router.nonce + 1
// Above what each call takes (the first add of a pair creates it: about 2.3 M), so that no
// estimate round trip is needed and every transaction can be sent before the first is mined.
const GAS_LIMIT = 4_000_000n
const RECEIPT_TIMEOUT_MS = 30_000

/**
 * Seeds `DEVNET_POOLS` from account 9 (which `deployTokens` mints PUSD and PTK to, beside
 * accounts 0–4): approves the router for both tokens, then adds each pool's liquidity through
 * Router02 (`addLiquidityETH`, `addLiquidity`), which creates the pairs. Run it after
 * `deployUniswap` and `deployTokens` on the same fresh chain. The transactions go out back to
 * back with fixed nonces and are then awaited together (tens of milliseconds on anvil). Fails
 * with DeploymentError naming the pool if one reverts.
 *
 * @example
 * await deployUniswap({ chainId, rpcUrl })
 * await deployTokens({ chainId, rpcUrl, artifact })
 * const pools = await addDevnetLiquidity({ chainId, rpcUrl })
 */
export async function addDevnetLiquidity(
  parameters: AddDevnetLiquidityParameters,
): Promise<DevnetPool[]> {
  const { router } = await loadUniswapArtifacts()
  const { signal } = parameters
  const client = createDeployerClient(
    parameters.chainId,
    parameters.rpcUrl,
    signal,
    UNISWAP_ACCOUNT,
  )
  const routerAddress = DEVNET_UNISWAP.router.address
  const account = UNISWAP_ACCOUNT.address
  // The pools are the only use of these holdings; the pairs' own checks bound the amounts.
  const deadline = maxUint256
  let nonce = FIRST_NONCE
  const sent: { label: string; hash: Hash }[] = []
  const send = async (label: string, hash: Promise<Hash>) => {
    sent.push({ label, hash: await untilAborted(hash, signal) })
  }

  for (const token of PORTICO_TOKENS)
    await send(
      `${token.symbol} approval`,
      client.writeContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [routerAddress, maxUint256],
        nonce: nonce++,
        gas: GAS_LIMIT,
      }),
    )
  for (const pool of DEVNET_POOLS) await send(pool.name, addLiquidity(pool, nonce++))

  function addLiquidity(pool: PoolSpec, poolNonce: number): Promise<Hash> {
    const [a, b] = pool.sides
    const ethSide = [a, b].find((side) => side.symbol === 'ETH')
    const tokenSide = [a, b].find((side) => side.symbol !== 'ETH')
    if (ethSide && tokenSide)
      return client.writeContract({
        address: routerAddress,
        abi: router.abi,
        functionName: 'addLiquidityETH',
        // Desired = minimum: a fresh pair takes exactly these amounts.
        args: [
          tokenSide.token,
          tokenSide.amount,
          tokenSide.amount,
          ethSide.amount,
          account,
          deadline,
        ],
        value: ethSide.amount,
        nonce: poolNonce,
        gas: GAS_LIMIT,
      })
    return client.writeContract({
      address: routerAddress,
      abi: router.abi,
      functionName: 'addLiquidity',
      args: [a.token, b.token, a.amount, b.amount, a.amount, b.amount, account, deadline],
      nonce: poolNonce,
      gas: GAS_LIMIT,
    })
  }

  const receipts = await Promise.all(
    sent.map(({ hash }) =>
      untilAborted(
        client.waitForTransactionReceipt({
          hash,
          pollingInterval: 20,
          timeout: RECEIPT_TIMEOUT_MS,
          signal,
        }),
        signal,
      ),
    ),
  )
  for (const [index, receipt] of receipts.entries()) {
    if (receipt.status !== 'success')
      throw new DeploymentError({
        chainId: parameters.chainId,
        symbol: sent[index]?.label ?? 'liquidity',
        details: `transaction ${receipt.transactionHash} reverted`,
      })
  }
  return DEVNET_POOLS.map((pool) => ({
    chainId: parameters.chainId,
    name: pool.name,
    pair: pool.pair,
    tokens: [pool.sides[0].token, pool.sides[1].token],
  }))
}
