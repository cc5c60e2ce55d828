import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../buildServer.ts'
import { parseServerConfig, type ServerConfig, type ServerConfigInput } from '../config.ts'

/** The project every test server knows. */
export const TEST_PROJECT_ID = 'test-project'

/** A server built for one test file, on its own temporary SQLite file. */
export interface TestServer {
  app: FastifyInstance
  config: ServerConfig
  /** Temporary folder holding the database; removed by `close()`. */
  dir: string
  close: () => Promise<void>
}

/**
 * A config for tests: one project (`test-project`) with two features, no chains, the bundled
 * wallet data, a SQLite file in `dir`, and a silent logger. `overrides` replace top-level keys.
 *
 * @example
 * parseServerConfig(testConfigInput(dir, { chains: [localChain] }))
 */
export function testConfigInput(
  dir: string,
  overrides: Partial<ServerConfigInput> = {},
): ServerConfigInput {
  return {
    databaseUrl: `file:${join(dir, 'portico.db')}`,
    logLevel: 'silent',
    projects: [
      {
        id: TEST_PROJECT_ID,
        name: 'Test project',
        allowedOrigins: ['http://localhost:5173', 'https://*.example.org'],
        features: [
          { id: 'email', isEnabled: false, config: null },
          { id: 'socials', isEnabled: true, config: ['google', 'github'] },
        ],
      },
    ],
    ...overrides,
  }
}

/**
 * Builds a server on a fresh temporary folder. Call `close()` in `afterAll`.
 *
 * @example
 * const server = await createTestServer()
 * const response = await server.app.inject({ url: '/health' })
 */
export async function createTestServer(
  overrides: Partial<ServerConfigInput> = {},
): Promise<TestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-server-'))
  try {
    const config = parseServerConfig(testConfigInput(dir, overrides))
    const app = await buildServer(config)
    await app.ready()
    return {
      app,
      config,
      dir,
      close: async () => {
        await app.close()
        await rm(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
}
