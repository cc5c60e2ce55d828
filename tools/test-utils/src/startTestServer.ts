import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildServer } from '@portico/server/buildServer'
import { parseServerConfig, type ServerConfigInput } from '@portico/server/config'

/** The project the test server knows. */
export const SERVER_PROJECT_ID = 'core-tests'

export interface TestServer {
  /** Base URL, e.g. 'http://127.0.0.1:40123'. */
  url: string
  projectId: string
  close: () => Promise<void>
}

/**
 * Starts the real Portico server (apps/server `buildServer`) on a free port with a temporary
 * SQLite file and the bundled wallet directory. Node environment only. Close it in `afterAll`.
 *
 * @example
 * const server = await startTestServer()
 * afterAll(() => server.close())
 */
export async function startTestServer(
  overrides: Partial<ServerConfigInput> = {},
): Promise<TestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-core-'))
  try {
    const app = await buildServer(
      parseServerConfig({
        databaseUrl: `file:${join(dir, 'portico.db')}`,
        logLevel: 'silent',
        projects: [{ id: SERVER_PROJECT_ID, name: 'Core tests' }],
        ...overrides,
      }),
    )
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    return {
      url,
      projectId: SERVER_PROJECT_ID,
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
