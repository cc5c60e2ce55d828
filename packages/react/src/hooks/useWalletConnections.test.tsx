import {
  type Connector,
  connect,
  createConfig,
  disconnectWallet,
  memoryStorage,
} from '@portico/core'
import { localNetwork, localNetwork2 } from '@portico/test-utils/networks'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { PorticoProvider } from '../provider/PorticoProvider.tsx'
import { createTestAdapter, TEST_CONNECTOR } from '../test/createTestAdapter.ts'
import { cleanupKits, startTrackedDirectory } from '../test/renderKit.tsx'
import { useWalletConnections } from './useWalletConnections.ts'

afterEach(cleanupKits)

const SECOND_CONNECTOR: Connector = { ...TEST_CONNECTOR, id: 'dev.portico.second', name: 'Second' }

async function renderWalletConnections(multiWallet: boolean) {
  const directory = await startTrackedDirectory()
  const adapter = createTestAdapter({ connectors: [TEST_CONNECTOR, SECOND_CONNECTOR] })
  const config = createConfig({
    projectId: 'portico-test',
    apiUrl: directory.url,
    networks: [localNetwork, localNetwork2],
    adapters: [adapter],
    storage: memoryStorage(),
    features: { multiWallet },
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PorticoProvider config={config}>{children}</PorticoProvider>
  )
  const rendered = renderHook(() => useWalletConnections(), { wrapper })
  await waitFor(() => expect(config.stores.connectors.getState().connectors).toHaveLength(2))
  return { ...rendered, config }
}

const classes = (wallets: ReturnType<typeof useWalletConnections>['wallets']) =>
  wallets.map(({ connectorId, class: kind }) => [connectorId, kind])

describe('useWalletConnections', () => {
  it('default: follows wallets as they connect and disconnect', async () => {
    const { result, config } = await renderWalletConnections(true)
    expect(result.current).toEqual({ wallets: [], isEnabled: true })

    await act(() => connect(config, { connectorId: TEST_CONNECTOR.id }))
    await act(() => connect(config, { connectorId: SECOND_CONNECTOR.id }))
    expect(classes(result.current.wallets)).toEqual([
      [TEST_CONNECTOR.id, 'active'],
      [SECOND_CONNECTOR.id, 'connected'],
    ])
    expect(result.current.wallets[1]?.connector?.name).toBe('Second')

    await act(() => disconnectWallet(config, { connectorId: TEST_CONNECTOR.id }))
    expect(classes(result.current.wallets)).toEqual([[SECOND_CONNECTOR.id, 'connected']])
  })

  it('behavior: stable between renders while nothing changes', async () => {
    const { result, rerender, config } = await renderWalletConnections(true)
    await act(() => connect(config, { connectorId: TEST_CONNECTOR.id }))
    const before = result.current.wallets
    rerender()
    expect(result.current.wallets).toBe(before)
  })

  it('behavior: multiWallet off lists nothing and shows no alert', async () => {
    const { result, config } = await renderWalletConnections(false)
    await act(() => connect(config, { connectorId: TEST_CONNECTOR.id }))
    expect(result.current).toEqual({ wallets: [], isEnabled: false })
    expect(config.stores.alerts.getState().alert).toBeUndefined()
  })
})
