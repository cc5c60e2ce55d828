import { DisconnectChainsError, type DisconnectChainsErrorType } from '../errors/connection.ts'
import { disconnectNamespace } from '../internal/connection/disconnectNamespace.ts'
import { listedConnections } from '../internal/connection/listedConnections.ts'
import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import { closeModal as close } from './closeModal.ts'

export interface DisconnectAllParameters {
  /** Set false to keep the modal open. */
  closeModal?: boolean
}

/**
 * `DisconnectChainsError` ('Failed to disconnect chains: …') naming each wallet that failed or
 * did not answer; every namespace is disconnected in the kit all the same.
 */
export type DisconnectAllErrorType = DisconnectChainsErrorType

/**
 * Signs the visitor out of every chain family at once (spec §4 disconnect, for each namespace
 * with a wallet: EVM, Solana, Bitcoin…), in parallel, then closes the modal unless `closeModal`
 * is false. Each namespace goes as `disconnect` lets it go (its wallets asked within 3000 ms, its
 * sign-in ended, its state reset). The wallets that failed or hung are reported together once
 * every namespace is reset (spec §8).
 *
 * @example
 * await disconnectAll(config).catch((error: DisconnectAllErrorType) => console.warn(error.failures))
 */
export async function disconnectAll(
  config: PorticoConfig,
  parameters: DisconnectAllParameters = {},
): Promise<void> {
  const { namespaces } = config.stores.connection.getState()
  const held = (Object.keys(namespaces) as ChainNamespace[]).filter(
    (namespace) =>
      namespaces[namespace]?.status !== 'disconnected' ||
      listedConnections(config, namespace).length > 0,
  )
  const outcomes = await Promise.all(
    held.map((namespace) => disconnectNamespace(config, namespace)),
  )
  if (parameters.closeModal !== false) close(config)
  const failures = outcomes.flat()
  if (failures.length > 0) throw new DisconnectChainsError(failures)
}
