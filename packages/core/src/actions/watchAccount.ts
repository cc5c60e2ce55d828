import type { ChainNamespace } from '../types/chain.ts'
import type { PorticoConfig } from '../types/config.ts'
import { type GetAccountReturnType, getAccount } from './getAccount.ts'

export interface WatchAccountParameters {
  /** Default: the active namespace, followed as it changes. */
  namespace?: ChainNamespace
  onChange: (account: GetAccountReturnType, previous: GetAccountReturnType) => void
}

/**
 * Calls `onChange` whenever the account `getAccount` gives changes: the three stores it merges
 * (connection, account, connectors) are watched, and a store change that leaves every field as
 * it was is not reported. Returns the function that stops watching.
 *
 * @example
 * const unwatch = watchAccount(config, {
 *   onChange: (account) => render(account.isConnected ? account.address : 'Not connected'),
 * })
 */
export function watchAccount(
  config: PorticoConfig,
  parameters: WatchAccountParameters,
): () => void {
  const { stores } = config
  const read = () => getAccount(config, { namespace: parameters.namespace })
  let current = read()
  const follow = () => {
    const next = read()
    if (sameAccount(current, next)) return
    const previous = current
    current = next
    parameters.onChange(next, previous)
  }
  const stops = [
    stores.connection.subscribe(follow),
    stores.account.subscribe(follow),
    stores.connectors.subscribe(follow),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}

function sameAccount(a: GetAccountReturnType, b: GetAccountReturnType): boolean {
  return (Object.keys(a) as (keyof GetAccountReturnType)[]).every((key) =>
    Object.is(a[key], b[key]),
  )
}
