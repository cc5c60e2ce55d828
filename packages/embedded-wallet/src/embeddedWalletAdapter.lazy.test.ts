import nodeConsole from 'node:console'
import { localNetwork } from '@portico/test-utils/networks'
import { afterEach, expect, it, vi } from 'vitest'
import { embeddedWallet } from './embeddedWalletAdapter.ts'
import { closedPortUrl } from './test/framePageServer.ts'

// Counts how often the frame client module is evaluated; it still runs for real.
const frameModule = vi.hoisted(() => ({ loads: 0 }))
vi.mock('./frame/createFrameClient.ts', async (importOriginal) => {
  frameModule.loads++
  return await importOriginal()
})

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  vi.restoreAllMocks()
})

it('behavior: the frame client module loads on the first preload, not with the adapter', async () => {
  // Nothing listens at this address: the frame's load fails (happy-dom says so on the page's
  // console, silenced here), which is all this needs.
  vi.spyOn(nodeConsole, 'error').mockImplementation(() => {})
  const adapter = embeddedWallet({ secureSiteUrl: await closedPortUrl() })
  stop = adapter.setup({ networks: [localNetwork], emit: () => {} })
  adapter.getConnectors()
  adapter.auth.syncTheme({ themeMode: 'dark' })
  adapter.auth.showFrame(undefined)
  await adapter.auth.abortRequests()
  await expect(
    adapter.request?.({ connectorId: 'embedded-wallet', method: 'eth_sign' }),
  ).rejects.toThrow('Requested RPC call is not allowed')
  expect(frameModule.loads).toBe(0)
  expect(document.querySelectorAll('iframe')).toHaveLength(0)

  adapter.auth.preload()
  await vi.waitFor(() => expect(frameModule.loads).toBe(1))
})
