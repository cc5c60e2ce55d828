// The connector in a wagmi config; @wagmi/core and viem are its peers, left out like React.
import { porticoConnector } from '@portico/wagmi'
import { createConfig, http } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { mount } from './mount.tsx'

const portico = mount([])
createConfig({
  chains: [mainnet],
  transports: { [mainnet.id]: http() },
  connectors: [porticoConnector(portico)],
  multiInjectedProviderDiscovery: false,
})
