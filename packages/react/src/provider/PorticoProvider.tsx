import { type PorticoConfig, startConfig } from '@portico/core'
import { type ReactNode, useEffect } from 'react'
import { PorticoContext } from '../context/PorticoContext.ts'
import { ModalMount } from '../modal/ModalMount.tsx'

export interface PorticoProviderProps {
  /** Made once per page with `createConfig` (outside the component, so it is not recreated). */
  config: PorticoConfig
  children?: ReactNode
}

/**
 * Starts the kit (wallet discovery, events, silent reconnect) when mounted and stops it when
 * unmounted, gives hooks their config, and mounts the modal on first open.
 *
 * @example
 * const config = createConfig({ projectId: 'my-dapp', networks: [mainnet], adapters: [evmAdapter()] })
 *
 * export function App() {
 *   return (
 *     <PorticoProvider config={config}>
 *       <ConnectButton />
 *     </PorticoProvider>
 *   )
 * }
 */
export function PorticoProvider({ config, children }: PorticoProviderProps) {
  // The returned stop function is the effect's cleanup: unmount (or a new config) tears down.
  useEffect(() => startConfig(config), [config])
  return (
    <PorticoContext.Provider value={config}>
      {children}
      <ModalMount />
    </PorticoContext.Provider>
  )
}
