// @vitest-environment node

import { testnetNetwork } from '@portico/test-utils/networks'
import { startTestServer, type TestServer } from '@portico/test-utils/startTestServer'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { fetchWallets } from '../actions/fetchWallets.ts'
import { createConfig } from '../createConfig.ts'
import { memoryStorage } from '../storage/memoryStorage.ts'

// End to end with the real server: it answers an unknown project id with the provider message
// 'Unauthorized: invalid key', which must surface as the 'Invalid Project ID' alert, once.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

it('an unknown project id shows the Invalid Project ID alert once, and the modal keeps working', async () => {
  const config = createConfig({
    projectId: 'not-a-project',
    apiUrl: server.url,
    networks: [testnetNetwork],
    adapters: [],
    storage: memoryStorage(),
  })
  const shown: string[] = []
  config.stores.alerts.subscribe((state) => {
    if (state.alert) shown.push(state.alert.message)
  })

  await fetchWallets(config, { page: 1 })
  await fetchWallets(config, { page: 1 })

  expect(shown).toEqual(['Invalid Project ID'])
  expect(config.stores.wallets.getState()).toMatchObject({
    loading: false,
    error: 'HTTP status code: 401',
    list: [],
  })
})
