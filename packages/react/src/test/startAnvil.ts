import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** Anvil's default account 0: a public test key, only ever used on local chains. */
export const DEV_PRIVATE_KEY =
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' as const
export const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const

export interface Anvil {
  rpcUrl: string
  stop(): Promise<void>
}

/**
 * A real local chain on a port the OS picks (`--port 0`, read back from anvil's "Listening on"
 * line), so concurrent test runs never collide. The binary runs directly, never through npx,
 * so that stopping it stops it.
 *
 * @example
 * const anvil = await startAnvil({ chainId: 31337 })
 * await anvil.stop()
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
    const timer = setTimeout(() => fail(new Error('anvil did not start within 10 s')), 10_000)
    const fail = (error: Error) => {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`${error.message}\n${output.slice(-1000)}`))
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
  // If the worker dies before afterAll, anvil must not outlive it.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      process.off('exit', killOnExit)
      await stop(child)
    },
  }
}

function stop(child: ChildProcess): Promise<void> {
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
