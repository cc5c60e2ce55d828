import type { PorticoOptions } from '@portico/react'

/** The query parameters that turn on the Connect view's two optional features (spec §9). */
export const CONNECT_FEATURE_PARAMS = {
  legalCheckbox: 'legal-checkbox',
  collapseWallets: 'collapse-wallets',
} as const

export type DemoConnectFeatures = Pick<
  NonNullable<PorticoOptions['features']>,
  'legalCheckbox' | 'collapseWallets'
>

/**
 * The Connect features asked for by `?legal-checkbox` and `?collapse-wallets` (present, with no
 * value or `1`); both are off otherwise, as the kit's defaults.
 *
 * @example
 * readConnectFeatures('?legal-checkbox&collapse-wallets=1') // { legalCheckbox: true, collapseWallets: true }
 * readConnectFeatures('?collapse-wallets=0') // {}
 */
export function readConnectFeatures(search: string): DemoConnectFeatures {
  const parameters = new URLSearchParams(search)
  const on = (name: string) => ['', '1'].includes(parameters.get(name) ?? 'absent')
  return {
    ...(on(CONNECT_FEATURE_PARAMS.legalCheckbox) ? { legalCheckbox: true } : {}),
    ...(on(CONNECT_FEATURE_PARAMS.collapseWallets) ? { collapseWallets: true } : {}),
  }
}
