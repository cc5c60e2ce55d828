// Type-checked by `tsc` (npm test's types step), never run: the connector fits both majors'
// createConfig, and both majors' `connect` accept its `walletId` and refuse an unknown parameter.
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { connect as connectV3, createConfig as createConfigV3 } from '@wagmi/core'
import { connect as connectV2, createConfig as createConfigV2 } from '@wagmi/core-v2'
import { http } from 'viem'
import { mainnet } from 'viem/chains'
import { porticoConnector } from './porticoConnector.ts'

const portico = createTestConfig()
const configV3 = createConfigV3({
  chains: [mainnet],
  transports: { [mainnet.id]: http() },
  connectors: [porticoConnector(portico)],
})
const configV2 = createConfigV2({
  chains: [mainnet],
  transports: { [mainnet.id]: http() },
  connectors: [porticoConnector(portico)],
})

export async function connectByWalletId() {
  await connectV3(configV3, { connector: porticoConnector(portico), walletId: 'io.metamask' })
  await connectV2(configV2, { connector: porticoConnector(portico), walletId: 'io.metamask' })
  // A connector of the config, as `useConnectors()` hands it out.
  const [connectorV3] = configV3.connectors
  if (connectorV3) await connectV3(configV3, { connector: connectorV3, walletId: 'io.metamask' })
  const [connectorV2] = configV2.connectors
  if (connectorV2) await connectV2(configV2, { connector: connectorV2, walletId: 'io.metamask' })
  // @ts-expect-error: the kit's connect has no `wallet` parameter
  await connectV3(configV3, { connector: porticoConnector(portico), wallet: 'io.metamask' })
  // @ts-expect-error: the kit's connect has no `wallet` parameter
  await connectV2(configV2, { connector: porticoConnector(portico), wallet: 'io.metamask' })
}
