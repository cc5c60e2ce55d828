import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** A running anvil node started by a test. */
export interface AnvilNode {
  rpcUrl: string
  port: number
  /** Stops this node (by its own process id) and waits for it to exit. */
  stop: () => Promise<void>
}

/** The first of anvil's default dev accounts (10 000 ETH, unlocked). */
export const ANVIL_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const START_TIMEOUT_MS = 15_000

/**
 * Starts the anvil binary from @foundry-rs/anvil directly (not through npx, so stopping it
 * stops it) on a port the OS picks (`--port 0`), and resolves once it listens.
 *
 * @example
 * const anvil = await startAnvil()
 * afterAll(() => anvil.stop())
 */
export async function startAnvil(extraArgs: readonly string[] = []): Promise<AnvilNode> {
  const child = spawn(anvilBinary(), ['--port', '0', '--host', '127.0.0.1', ...extraArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  try {
    const port = await waitForPort(child)
    return { rpcUrl: `http://127.0.0.1:${port}`, port, stop: () => stopProcess(child) }
  } catch (error) {
    await stopProcess(child)
    throw error
  }
}

function anvilBinary(): string {
  const os = { linux: 'linux', darwin: 'darwin', win32: 'win32' }[process.platform as string]
  const cpu = { x64: 'amd64', arm64: 'arm64' }[process.arch as string]
  const packageJson = createRequire(import.meta.url).resolve(
    `@foundry-rs/anvil-${os}-${cpu}/package.json`,
  )
  return join(dirname(packageJson), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

function waitForPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(
      () => fail(new Error(`anvil did not start in ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    )
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Listening on [\d.]+:(\d+)/.exec(output)
      if (match?.[1] !== undefined) {
        cleanUp()
        resolve(Number(match[1]))
      }
    }
    const onExit = (code: number | null) => fail(new Error(`anvil exited (${code}):\n${output}`))
    const fail = (error: Error) => {
      cleanUp()
      reject(error)
    }
    const cleanUp = () => {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.off('exit', onExit)
      child.off('error', fail)
      // Keep draining output so anvil never blocks on a full pipe.
      child.stdout?.resume()
      child.stderr?.resume()
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', onExit)
    child.once('error', fail)
  })
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}
