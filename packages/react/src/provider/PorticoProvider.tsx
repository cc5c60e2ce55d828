import { type PorticoConfig, startConfig } from '@portico/core'
import { type ReactNode, useContext, useEffect } from 'react'
import { PorticoContext } from '../context/PorticoContext.ts'
import { ModalMount } from '../modal/ModalMount.tsx'
import { registerFontUnit } from '../styles/fontUnit.ts'

// As the kit's first chunk runs, usually before the dApp's first render: a registration restyles
// the whole page, which then holds next to nothing (fontUnit.ts).
registerFontUnit()

export interface PorticoProviderProps {
  /** Made once per page with `createConfig` (outside the component, so it is not recreated). */
  config: PorticoConfig
  children?: ReactNode
}

/**
 * Starts the kit (wallet discovery, events, silent reconnect) when mounted and stops it when
 * unmounted, gives hooks their config, and mounts the modal, closed, once the page is idle (or on
 * its first open, if sooner).
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
  const outer = useContext(PorticoContext)
  // The returned stop function is the effect's cleanup: unmount (or a new config) tears down.
  // A config started twice (two providers) runs once: see startConfig.
  useEffect(() => startConfig(config), [config])
  useEffect(() => {
    if (outer)
      console.warn(
        outer === config
          ? '[portico] A <PorticoProvider> inside another one with the same config does nothing: remove the inner one.'
          : '[portico] A <PorticoProvider> inside another one: the inner config serves its children and opens its own modal. Render one PorticoProvider at the root of the app unless two kits are intended.',
      )
  }, [outer, config])
  return (
    <PorticoContext.Provider value={config}>
      {children}
      <ModalMount />
    </PorticoContext.Provider>
  )
}
