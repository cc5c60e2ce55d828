import { createServer } from 'node:net'

/**
 * A port on 127.0.0.1 that is free this moment (the OS picks it; the caller binds it right
 * after). With Node built-ins only, for the run's global setups (see redisGlobalSetup).
 *
 * @example
 * const port = await findFreePort()
 */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}
