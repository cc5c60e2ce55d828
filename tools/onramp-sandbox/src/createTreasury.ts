import type { Asset, EvmAsset, SolanaAsset } from './catalog.ts'
import type { Deliverer } from './Deliverer.ts'
import { DeliveryFailedError } from './errors.ts'

/**
 * The checkouts' treasury: one account on the EVM chains and one on the Solana network (if the
 * sandbox has one), each delivery sent from the account of its asset's network. Each account
 * keeps its own queue, so a Solana delivery never waits on an EVM one.
 *
 * @example
 * const treasury = createTreasury(createDeliverer(chains, key), await createSolanaDeliverer(solana, seedHex))
 * await treasury.deliver({ asset, to, units })
 */
export function createTreasury(
  evm: Deliverer<EvmAsset>,
  solana: Deliverer<SolanaAsset> | undefined,
): Deliverer<Asset> {
  const solanaOf = (asset: SolanaAsset) => {
    if (solana === undefined)
      throw new DeliveryFailedError(asset.network, { details: 'no Solana treasury' })
    return solana
  }
  return {
    address: evm.address,
    deliver: ({ asset, to, units }) =>
      asset.namespace === 'solana'
        ? solanaOf(asset).deliver({ asset, to, units })
        : evm.deliver({ asset, to, units }),
    balanceOf: (asset) =>
      asset.namespace === 'solana' ? solanaOf(asset).balanceOf(asset) : evm.balanceOf(asset),
  }
}
