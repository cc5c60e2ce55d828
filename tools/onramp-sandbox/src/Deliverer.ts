import type { Asset } from './catalog.ts'

export interface DeliveryParameters<TAsset extends Asset = Asset> {
  asset: TAsset
  /** The receiver's address on the asset's network (checked when the session was made). */
  to: string
  /** In the asset's smallest unit. */
  units: bigint
}

/**
 * Sends from one funded account (the treasury, or the exchange's hot wallet): on the EVM chains
 * (`createDeliverer`), on the Solana network (`createSolanaDeliverer`), or both
 * (`createTreasury`).
 */
export interface Deliverer<
  TAsset extends Asset = Asset,
  TAddress extends string = string,
  THash extends string = string,
> {
  address: TAddress
  /**
   * Sends `units` of `asset` to `to` and waits until the network has it confirmed; the
   * transaction's hash (EVM) or signature (Solana). A DeliveryFailedError when it failed.
   */
  deliver(parameters: DeliveryParameters<TAsset>): Promise<THash>
  /** The account's balance of `asset`, in its smallest unit. */
  balanceOf(asset: TAsset): Promise<bigint>
}
