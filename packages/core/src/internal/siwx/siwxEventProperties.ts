import type { PorticoEventProperties } from '../../types/events.ts'
import type { SiwxAccount } from './siwxAccount.ts'

/**
 * The data of SIWX_AUTH_SUCCESS and SIWX_AUTH_ERROR (spec §7): the CAIP-2 network, whether the
 * account is a smart account, and for errors what went wrong.
 */
export function siwxEventProperties(
  account: Pick<SiwxAccount, 'caipNetworkId' | 'isSmartAccount'>,
  error?: unknown,
): PorticoEventProperties {
  const properties = { network: account.caipNetworkId, isSmartAccount: account.isSmartAccount }
  if (error === undefined) return properties
  const message = error instanceof Error && error.message ? error.message : String(error)
  return { ...properties, message }
}
