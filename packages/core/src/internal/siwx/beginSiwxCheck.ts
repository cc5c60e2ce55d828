import type { ChainNamespace } from '../../types/chain.ts'
import type { PorticoConfig } from '../../types/config.ts'
import type { SiwxAccountState } from '../../types/state.ts'
import { setSiwxAccount } from './setSiwxState.ts'
import { isSameSiwxAccount, type SiwxAccount, siwxAccount } from './siwxAccount.ts'

/** A check that has just started: whose account it asks about, and its 'checking' record. */
export interface BegunSiwxCheck {
  account: SiwxAccount
  started: SiwxAccountState
}

/**
 * The synchronous start of a spec §4 SIWX check: marks the namespace's account 'checking' at
 * once, so `useSiwx` never shows a connected account as signed out while the check's code is
 * still loading. Returns undefined when there is nothing new to ask: no `siwx` option, no
 * account, or the account is already checking, signed in, being asked, or declined.
 */
export function beginSiwxCheck(
  config: PorticoConfig,
  namespace: ChainNamespace,
): BegunSiwxCheck | undefined {
  if (!config.options.siwx) return undefined
  const account = siwxAccount(config, namespace)
  if (!account) return undefined
  const { namespaces, prompt } = config.stores.siwx.getState()
  const known = namespaces[namespace]
  if (
    known &&
    isSameSiwxAccount(known, account) &&
    (known.status !== 'none' || known.dismissed || prompt?.namespace === namespace)
  )
    return undefined

  const started: SiwxAccountState = {
    caipNetworkId: account.caipNetworkId,
    address: account.address,
    status: 'checking',
  }
  setSiwxAccount(config, namespace, started)
  return { account, started }
}

/** Whether `started` is still the namespace's latest check (a newer one or a disconnect replaces it). */
export function isCurrentSiwxCheck(
  config: PorticoConfig,
  namespace: ChainNamespace,
  started: SiwxAccountState,
): boolean {
  return config.stores.siwx.getState().namespaces[namespace] === started
}
