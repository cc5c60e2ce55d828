import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNT_ABSTRACTION } from './accountAbstraction.ts'
import { PAYMASTER_SIGNER_ACCOUNT } from './accounts.ts'
import { isProcessAlive } from './childProcess.ts'
import { REPO_ROOT } from './paths.ts'
import { getFreePort } from './ports.ts'

interface RunningCli {
  child: ChildProcess
  stdout: string[]
  stderr: string[]
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

const running: RunningCli[] = []
const dirs: string[] = []

afterEach(async () => {
  for (const cli of running.splice(0)) {
    if (cli.child.exitCode === null && cli.child.signalCode === null) cli.child.kill('SIGTERM')
    await cli.exit
  }
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

// A fresh clone compiles the contracts before the summary: seconds here, tens of seconds on a
// busy machine. These are backstops; the stack bounds each of its own steps.
const OUTPUT_TIMEOUT_MS = 120_000
const CLI_TIMEOUT_MS = 180_000

async function startCli(args: string[], options: { ipc?: boolean } = {}): Promise<RunningCli> {
  const stateDir = await mkdtemp(join(tmpdir(), 'portico-cli-'))
  dirs.push(stateDir)
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(REPO_ROOT, 'tools/devnet/src/cli.ts'),
      '--state-dir',
      stateDir,
      ...args,
    ],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        // Every port free, so that the test runs beside `npm run demo` on the defaults.
        PORTICO_ANVIL_PORT: String(await getFreePort()),
        PORTICO_ANVIL2_PORT: String(await getFreePort()),
        PORTICO_SERVER_PORT: String(await getFreePort()),
        PORTICO_DEMO_PORT: String(await getFreePort()),
        PORTICO_RELAY_PORT: String(await getFreePort()),
        PORTICO_SECURE_SITE_PORT: String(await getFreePort()),
        PORTICO_MAIL_SMTP_PORT: String(await getFreePort()),
        PORTICO_MAIL_HTTP_PORT: String(await getFreePort()),
        PORTICO_SOLANA_PORT: String(await getFreePort()),
        PORTICO_BITCOIN_PORT: String(await getFreePort()),
        PORTICO_BUNDLER_PORT: String(await getFreePort()),
        PORTICO_BUNDLER2_PORT: String(await getFreePort()),
      },
      // With an IPC channel, as scripts/demo.mjs starts it.
      stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
    },
  )
  const cli: RunningCli = {
    child,
    stdout: [],
    stderr: [],
    exit: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
  }
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => cli.stdout.push(chunk))
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => cli.stderr.push(chunk))
  running.push(cli)
  return cli
}

async function waitForOutput(
  cli: RunningCli,
  text: string,
  timeoutMs = OUTPUT_TIMEOUT_MS,
): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const output = cli.stdout.join('')
    if (output.includes(text)) return output
    if (cli.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(
        `'${text}' never appeared. stdout:\n${output}\nstderr:\n${cli.stderr.join('')}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function pidsIn(output: string): number[] {
  return [...output.matchAll(/ is up \(pid (\d+)\)/g)].map((match) => Number(match[1]))
}

describe('cli', () => {
  it(
    'default: prints the summary, and Ctrl-C stops everything and exits 0',
    async () => {
      const cli = await startCli(['--demo', 'none', '--no-server', '--no-account-abstraction'])
      const output = await waitForOutput(cli, 'Press Ctrl-C to stop everything.')
      expect(output).toMatch(/Chains\s+31337\s+Portico Local\s+http:\/\/127\.0\.0\.1:\d+/)
      expect(output).toMatch(/31338\s+Portico Local 2\s+http:\/\/127\.0\.0\.1:\d+/)
      expect(output).toMatch(/Tokens\s+PUSD\s+0x5FbDB2315678afecb367f032d93F642f64180aa3/)
      expect(output).toMatch(/PTK\s+0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512/)
      expect(output).toContain(
        'Uniswap V2    router 0xb19b36b1456E65E3A6D514D3F715f204BD59f431  (ETH/PUSD, ETH/PTK, PTK/PUSD; every chain)',
      )
      expect(output).toContain('Test wallet   0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
      expect(output).toMatch(
        /Solana\s+solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo\s+http:\/\/127\.0\.0\.1:\d+\s+\(PUSD mint F7yxtSwgZM3bMfknicsGNckPRWm5AEtirY2obNhkohmj\)/,
      )
      expect(output).toMatch(
        /Bitcoin\s+bip122:0f9188f13cb7b2c71f2a335e3a4fc328\s+http:\/\/127\.0\.0\.1:\d+/,
      )
      expect(output).toContain('Local Solana is up (')
      const pids = pidsIn(output)
      expect(pids).toHaveLength(2)

      cli.child.kill('SIGINT')
      expect(await cli.exit).toEqual({ code: 0, signal: null })
      expect(cli.stdout.join('')).toContain('Ctrl-C. Stopping…')
      expect(pids.some(isProcessAlive)).toBe(false)
    },
    CLI_TIMEOUT_MS,
  )

  it(
    'behavior: SIGTERM stops everything too',
    async () => {
      const cli = await startCli(['--demo', 'none', '--no-server', '--no-account-abstraction'])
      const pids = pidsIn(await waitForOutput(cli, 'Press Ctrl-C to stop everything.'))
      cli.child.kill('SIGTERM')
      expect(await cli.exit).toEqual({ code: 0, signal: null })
      expect(pids).toHaveLength(2)
      expect(pids.some(isProcessAlive)).toBe(false)
    },
    CLI_TIMEOUT_MS,
  )

  it(
    'behavior: a part dying stops the rest and exits 1 with the reason',
    async () => {
      const cli = await startCli(['--demo', 'none', '--no-server', '--no-account-abstraction'])
      const [first, second] = pidsIn(await waitForOutput(cli, 'Press Ctrl-C to stop everything.'))
      if (!first || !second) throw new Error('no pids')
      process.kill(first, 'SIGKILL')
      expect(await cli.exit).toEqual({ code: 1, signal: null })
      expect(cli.stderr.join('')).toMatch(
        /anvil \(chain 3133[78], port \d+\) was killed by SIGKILL\./,
      )
      expect(isProcessAlive(second)).toBe(false)
    },
    CLI_TIMEOUT_MS,
  )

  it(
    'behavior: Ctrl-C while starting stops what was started and exits 0',
    async () => {
      const cli = await startCli(['--demo', 'none', '--no-server', '--no-account-abstraction'])
      await waitForOutput(cli, ' is up (pid ')
      cli.child.kill('SIGINT')
      expect(await cli.exit).toEqual({ code: 0, signal: null })
      const pids = pidsIn(cli.stdout.join(''))
      expect(pids.length).toBeGreaterThan(0)
      expect(pids.some(isProcessAlive)).toBe(false)
    },
    CLI_TIMEOUT_MS,
  )

  it(
    'default: ERC-4337 is on: a bundler per chain, the account factory and the paymaster listed, and Ctrl-C stops them too',
    async () => {
      const cli = await startCli(['--demo', 'none', '--no-server', '--evm-only'])
      const output = await waitForOutput(cli, 'Press Ctrl-C to stop everything.')
      expect(output).toMatch(
        /Bundlers\s+31337\s+http:\/\/127\.0\.0\.1:\d+\s+\(ERC-4337, EntryPoint 0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108\)/,
      )
      expect(output).toContain(
        `Smart accts   factory ${DEVNET_ACCOUNT_ABSTRACTION.accountFactory.address}  (Solady ERC4337 accounts; every chain)`,
      )
      expect(output).toContain(
        `Paymaster     ${DEVNET_ACCOUNT_ABSTRACTION.paymaster.address}  (signer ${PAYMASTER_SIGNER_ACCOUNT.address}; every chain)`,
      )
      expect(output).toMatch(/\s31338\s+http:\/\/127\.0\.0\.1:\d+\s+\(ERC-4337, /)
      const pids = pidsIn(output)
      // Two anvils, two bundlers.
      expect(pids).toHaveLength(4)
      cli.child.kill('SIGINT')
      expect(await cli.exit).toEqual({ code: 0, signal: null })
      expect(pids.some(isProcessAlive)).toBe(false)
    },
    CLI_TIMEOUT_MS,
  )

  it(
    'behavior: an unknown --demo value exits 1 with the allowed values',
    async () => {
      const cli = await startCli(['--demo', 'sometimes'])
      expect(await cli.exit).toEqual({ code: 1, signal: null })
      expect(cli.stderr.join('')).toContain("--demo must be dev, preview or none, not 'sometimes'.")
    },
    CLI_TIMEOUT_MS,
  )

  it(
    'behavior: SIGHUP (the terminal closed) stops everything too',
    async () => {
      const cli = await startCli([
        '--demo',
        'none',
        '--no-server',
        '--evm-only',
        '--no-account-abstraction',
      ])
      const pids = pidsIn(await waitForOutput(cli, 'Press Ctrl-C to stop everything.'))
      cli.child.kill('SIGHUP')
      expect(await cli.exit).toEqual({ code: 0, signal: null })
      expect(pids).toHaveLength(2)
      expect(pids.some(isProcessAlive)).toBe(false)
    },
    CLI_TIMEOUT_MS,
  )

  it(
    'behavior: its parent gone (the IPC channel of npm run demo closed) stops everything',
    async () => {
      const cli = await startCli(
        ['--demo', 'none', '--no-server', '--evm-only', '--no-account-abstraction'],
        { ipc: true },
      )
      const pids = pidsIn(await waitForOutput(cli, 'Press Ctrl-C to stop everything.'))
      // What the devnet sees when scripts/demo.mjs ends, even by SIGKILL.
      cli.child.disconnect()
      expect(await cli.exit).toEqual({ code: 1, signal: null })
      expect(cli.stdout.join('')).toContain('npm run demo is gone. Stopping…')
      expect(pids).toHaveLength(2)
      expect(pids.some(isProcessAlive)).toBe(false)
    },
    CLI_TIMEOUT_MS,
  )
})
