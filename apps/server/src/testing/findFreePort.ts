import { createServer } from 'node:net'

/**
 * A TCP port on 127.0.0.1 that was free a moment ago (the OS picked it for port 0). Tests use
 * it for "nothing listens here" endpoints; servers under test bind port 0 themselves.
 *
 * @example
 * const deadRpcUrl = `http://127.0.0.1:${await findFreePort()}`
 */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
