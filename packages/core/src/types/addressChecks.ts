import type { Network } from './chain.ts'

/**
 * How one chain namespace's addresses and transaction hashes look, as its adapter knows them
 * (issue #31: core keeps no family's shapes). Both checks are synchronous and never throw: core
 * runs them on typed input (Send's receiver), on a dApp's parameters (`sendTransaction`'s `to`)
 * and on answers (a wallet's or the server's transaction hash).
 *
 * @example
 * const checks: AddressChecks = {
 *   parseAddress: (value) => (/^0x[0-9a-fA-F]{40}$/.test(value) ? value : undefined),
 *   isTransactionHash: (value) => /^0x[0-9a-fA-F]{64}$/.test(value),
 * }
 */
export interface AddressChecks {
  /**
   * `value` as an address of the namespace, written as its wallets take it (an EVM address typed
   * without 0x gets it), or undefined when it is not one. `value` is checked as given: core trims
   * typed input first, so surrounding spaces make it invalid here. Where addresses differ per
   * network (Bitcoin: bc / tb / bcrt) it is checked for `network`; without one, an address of
   * any of the namespace's networks passes.
   */
  parseAddress(value: string, network?: Network): string | undefined
  /** Whether `value` is a transaction hash of the namespace (EVM: 0x and 64 hex characters). */
  isTransactionHash(value: string): boolean
}
