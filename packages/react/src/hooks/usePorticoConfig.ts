import type { PorticoConfig } from '@portico/core'
import { useContext } from 'react'
import { PorticoContext } from '../context/PorticoContext.ts'
import { ProviderNotFoundError } from '../errors/ProviderNotFoundError.ts'

/**
 * The config of the nearest `<PorticoProvider>`. Every other hook starts here, so using any of
 * them outside the provider throws `ProviderNotFoundError`.
 *
 * @example
 * const config = usePorticoConfig()
 * await openModal(config, { view: 'AllWallets' })
 */
export function usePorticoConfig(): PorticoConfig {
  const config = useContext(PorticoContext)
  if (!config) throw new ProviderNotFoundError()
  return config
}
