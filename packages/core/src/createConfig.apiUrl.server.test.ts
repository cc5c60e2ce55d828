// @vitest-environment node

import { localNetwork } from '@portico/test-utils/networks'
import { startTestServer, type TestServer } from '@portico/test-utils/startTestServer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfig } from './createConfig.ts'
import { MissingOptionError } from './errors/missingOption.ts'

// Server rendering: no page, so no telling whether the local server is meant. Creating the
// config must not throw (it runs at import time in Next.js); the first server call does.

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(async () => {
  await server?.close()
})

describe('createConfig: apiUrl without a page', () => {
  it('error: without apiUrl, creating works and the first server call fails naming apiUrl', async () => {
    expect(typeof window).toBe('undefined')
    const config = createConfig({
      projectId: server.projectId,
      networks: [localNetwork],
      adapters: [],
    })
    expect(config.options.apiUrl).toBeUndefined()
    expect(config.stores.alerts.getState().alert).toBeUndefined()
    await expect(config.api.directory.getOrigins()).rejects.toThrow(
      /^Missing option: apiUrl\. Set apiUrl in createConfig to your Portico server's URL/,
    )
    await expect(config.api.directory.getConfig()).rejects.toBeInstanceOf(MissingOptionError)
  })

  it('default: with apiUrl, the server answers', async () => {
    const config = createConfig({
      projectId: server.projectId,
      networks: [localNetwork],
      adapters: [],
      apiUrl: server.url,
    })
    expect(config.options.apiUrl).toBe(server.url)
    await expect(config.api.directory.getOrigins()).resolves.toMatchObject({
      allowedOrigins: expect.any(Array),
    })
  })
})
