import type { PorticoConfig } from '@portico/core'
import { porticoConnector } from '@portico/wagmi'
import { createConfig, http, watchAccount } from '@wagmi/core'
import { mainnet } from 'viem/chains'

/**
 * A wagmi 2 config whose connector is Portico's: type-checked against @wagmi/core 2's own
 * declarations (skipLibCheck false) and built into the page.
 */
export function bridgeToWagmi(portico: PorticoConfig): () => void {
  const wagmi = createConfig({
    chains: [mainnet],
    transports: { [mainnet.id]: http() },
    connectors: [porticoConnector(portico)],
    multiInjectedProviderDiscovery: false,
  })
  return watchAccount(wagmi, {
    onChange: (account) => console.info('wagmi account', account.status),
  })
}
