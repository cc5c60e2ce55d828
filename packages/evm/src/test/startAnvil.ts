import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * Anvil's default account 0 (a public test key, never used outside local chains). Note: the key
 * must end in …ae784d7bf4f2ff80; a widely copied typo (…ad80e0a4fc3d6d2f) derives another account.
 */
export const DEV_PRIVATE_KEY =
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' as const
export const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const

export interface Anvil {
  chainId: number
  rpcUrl: string
  stop(): Promise<void>
}

const START_TIMEOUT_MS = 10_000

/**
 * Starts a real anvil chain for a test on a port the OS picks (`--port 0`, read back from its
 * "Listening on" line), so concurrent test runs never collide. Runs the binary directly: killing
 * an `npx` wrapper would leave anvil behind.
 */
export async function startAnvil({ chainId }: { chainId: number }): Promise<Anvil> {
  const require = createRequire(import.meta.url)
  const binary = join(
    dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')),
    'bin',
    'anvil',
  )
  const child = spawn(
    binary,
    ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => fail(new Error('anvil did not start in time')), START_TIMEOUT_MS)
    const fail = (error: Error) => {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`${error.message}\n${output.slice(-2000)}`))
    }
    child.once('error', fail)
    child.once('exit', (code) => fail(new Error(`anvil exited with ${code}`)))
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Listening on 127\.0\.0\.1:(\d+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.removeAllListeners('exit')
      child.stdout?.off('data', onData)
      child.stdout?.resume()
      resolve(Number(match[1]))
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
  })
  // Should the test worker exit without running its afterAll, anvil must not outlive it.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  return {
    chainId,
    rpcUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      process.off('exit', killOnExit)
      await stopChild(child)
    },
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
