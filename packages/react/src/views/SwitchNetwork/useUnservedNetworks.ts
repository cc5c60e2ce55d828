import { fetchSupportedChains, type Network } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoConfig } from '../../hooks/usePorticoConfig.ts'

/**
 * The CAIP-2 ids of `networks` the chain data service does not serve, from core's one answer
 * per config (`fetchSupportedChains`). Undefined until it answers, and when it could not say:
 * an unknown answer marks nothing.
 *
 * @example
 * const unserved = useUnservedNetworks(networks)
 * unserved?.has('eip155:31338') // true: its balances and history are skipped
 */
export function useUnservedNetworks(networks: readonly Network[]): ReadonlySet<string> | undefined {
  const config = usePorticoConfig()
  const [unserved, setUnserved] = useState<ReadonlySet<string>>()

  useEffect(() => {
    let live = true
    void fetchSupportedChains(config).then((served) => {
      if (!live || !served) return
      const http = new Set(served.http)
      setUnserved(
        new Set(
          networks
            .filter((network) => !http.has(network.caipNetworkId))
            .map((network) => network.caipNetworkId),
        ),
      )
    })
    return () => {
      live = false
    }
  }, [config, networks])

  return unserved
}
