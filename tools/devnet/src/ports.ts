import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

// The range getFreePort hands ports out of: below the system's ephemeral range (32768 and up on
// Linux), so that no socket the system numbers itself (a server on port 0, an outgoing
// connection) can take a port between the moment it is handed out and the moment its server
// binds it; apart from the end-to-end stack's (18000 and up) and the benchmark's (28000 and up).
const FREE_PORT_RANGE = { first: 20_000, end: 28_000 }
const FREE_PORT_TRIES = 50
// Every port handed out is claimed by a file named after it, holding the claimant's pid, in a
// directory all processes share: test processes that run at once (Vitest's workers, the packaging
// test beside them) never get the same port. A claim outlives its process only until the next
// process that meets it finds the pid gone. One directory per user: another user's files there
// could otherwise make this process's claims fail, or write through a link they planted.
export const CLAIMS_DIR = join(tmpdir(), `portico-port-claims-${process.getuid?.() ?? 'user'}`)
const claimed = new Set<number>()

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function releaseClaims(): void {
  for (const port of claimed) rmSync(join(CLAIMS_DIR, String(port)), { force: true })
}

/**
 * Claims `port` for this process (getFreePort's claims): false when a live process holds it.
 *
 * @example
 * claimPort(20_123) // true; a second process asking for it then gets false
 */
export function claimPort(port: number): boolean {
  mkdirSync(CLAIMS_DIR, { recursive: true })
  const file = join(CLAIMS_DIR, String(port))
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' })
    return keep(port)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  // Claimed before. A stale claim is taken over under a lock (one process at a time), and by
  // putting a new file in its place, never by removing it: no moment in which two processes could
  // both claim it (and a link planted there is replaced, not written through).
  const lock = `${file}.lock`
  try {
    mkdirSync(lock)
  } catch {
    return false
  }
  try {
    const owner = Number(readFileSync(file, 'utf8'))
    // No pid yet: its process is writing its claim this very moment.
    if (!Number.isInteger(owner) || owner <= 0 || isProcessAlive(owner)) return false
    const next = `${lock}/claim`
    writeFileSync(next, String(process.pid), { flag: 'wx' })
    renameSync(next, file)
    return keep(port)
  } catch {
    // Let go meanwhile, or unreadable: another try picks another port.
    return false
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

function keep(port: number): true {
  if (claimed.size === 0) process.once('exit', releaseClaims)
  claimed.add(port)
  return true
}

/**
 * A port that is free right now, claimed for this process: never one any live process (this one
 * included) was given before. Tests use it so that runs in parallel do not collide.
 *
 * @example
 * const stack = await startStack({ ports: { anvil: await getFreePort(), anvil2: await getFreePort() } })
 */
export async function getFreePort(host = '127.0.0.1'): Promise<number> {
  const span = FREE_PORT_RANGE.end - FREE_PORT_RANGE.first
  for (let attempt = 0; attempt < FREE_PORT_TRIES; attempt += 1) {
    const port = FREE_PORT_RANGE.first + Math.floor(Math.random() * span)
    if (claimed.has(port) || !claimPort(port)) continue
    // Claimed but in use by something else: keep the claim, so that no one tries it again.
    if (await isPortFree(port, host)) return port
  }
  throw new Error(`No free port in ${FREE_PORT_TRIES} tries`)
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
