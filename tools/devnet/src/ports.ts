import { createServer } from 'node:net'
import { PortConflictError, PortInUseError } from './errors.ts'

/** A port one part of the stack will listen on, and how to move it if it is taken. */
export interface PortClaim {
  port: number
  /** What the port is for, e.g. 'anvil, chain 31337'. */
  purpose: string
  /** The environment variable that moves it, e.g. 'PORTICO_ANVIL_PORT'. */
  envVar: string
}

/**
 * Whether nothing listens on `port` at `host` (tries to bind it, then lets go).
 *
 * @example
 * if (!(await isPortFree(8545))) console.warn('8545 is taken')
 */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(false)
      else reject(error)
    })
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

// Ports this process was already given: the system may hand a port out again as soon as it is
// let go, and a test asking for several ports in a row needs them distinct.
const handedOut = new Set<number>()
const FREE_PORT_TRIES = 20

function bindAnyPort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? resolve(port) : reject(new Error('No port was assigned'))))
    })
  })
}

/**
 * A port that is free right now (the system picks it), never one this process was given before.
 * Tests use it so that runs in parallel do not collide.
 *
 * @example
 * const stack = await startStack({ ports: { anvil: await getFreePort(), anvil2: await getFreePort() } })
 */
export async function getFreePort(host = '127.0.0.1'): Promise<number> {
  for (let attempt = 0; attempt < FREE_PORT_TRIES; attempt += 1) {
    const port = await bindAnyPort(host)
    if (handedOut.has(port)) continue
    handedOut.add(port)
    return port
  }
  throw new Error(`No port that was not handed out before, in ${FREE_PORT_TRIES} tries`)
}

/**
 * Checks every port before anything starts, so a clash fails at once with the port, its
 * purpose and the variable that moves it — never halfway through starting the stack.
 *
 * @example
 * await assertPortsFree([{ port: 8545, purpose: 'anvil, chain 31337', envVar: 'PORTICO_ANVIL_PORT' }])
 * // PortInUseError: Port 8545 (anvil, chain 31337) is already in use. Stop what is using it or set PORTICO_ANVIL_PORT.
 */
export async function assertPortsFree(claims: readonly PortClaim[]): Promise<void> {
  const seen = new Map<number, PortClaim>()
  for (const claim of claims) {
    const earlier = seen.get(claim.port)
    if (earlier) {
      throw new PortConflictError({ port: claim.port, purposes: [earlier.purpose, claim.purpose] })
    }
    seen.set(claim.port, claim)
  }
  for (const claim of claims) {
    if (!(await isPortFree(claim.port))) throw new PortInUseError(claim)
  }
}
