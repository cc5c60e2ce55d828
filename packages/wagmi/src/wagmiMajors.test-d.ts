// Type-checked by `tsc` (npm test's types step), never run: the connector fits both majors' createConfig.
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { createConfig as createConfigV3 } from '@wagmi/core'
import { createConfig as createConfigV2 } from '@wagmi/core-v2'
import { http } from 'viem'
import { mainnet } from 'viem/chains'
import { porticoConnector } from './porticoConnector.ts'

const portico = createTestConfig()
createConfigV3({
  chains: [mainnet],
  transports: { [mainnet.id]: http() },
  connectors: [porticoConnector(portico)],
})
createConfigV2({
  chains: [mainnet],
  transports: { [mainnet.id]: http() },
  connectors: [porticoConnector(portico)],
})
