import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isProcessAlive } from './childProcess.ts'
import { StackStartAbortedError } from './errors.ts'
import { getFreePort } from './ports.ts'
import { portsListenedOnHere } from './portsListenedOnHere.ts'
import type { StackPorts } from './resolvePorts.ts'
import { STACK_START_PHASES, type StackStartPhase } from './stack/stackConstants.ts'
import { type StartStackParameters, startStack } from './startStack.ts'

// An abort must end the start promptly in every phase, and leave nothing running. Each case
// aborts from `onPhase`: at 'started' the abort lands in the middle of the phase (its processes
// spawned, its wait begun), at 'finished' between it and the next.

/** Far below each phase's own time limit (20 s to 3 min); a phase deaf to the abort runs to it. */
const PROMPT_MS = 15_000
const CASE_TIMEOUT_MS = 120_000

/** The live (non-zombie) processes descended from this one, with their command lines. */
function liveDescendants(): Map<number, string> {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (state === 'Z') continue
      const siblings = children.get(Number(ppid)) ?? []
      siblings.push(Number(entry))
      children.set(Number(ppid), siblings)
    } catch {
      // It ended while we looked.
    }
  }
  const found = new Map<number, string>()
  const queue = [...(children.get(process.pid) ?? [])]
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    let command = ''
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim()
    } catch {
      continue
    }
    found.set(pid, command)
    queue.push(...(children.get(pid) ?? []))
  }
  return found
}

/** Whether the pid still names a process, as process.kill(pid, 0) sees it (zombies included). */
function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

let workDir: string
let healthyServer: string
let silentServer: string
let demoRoot: string

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'portico-abort-'))
  // Stand-ins for apps/server: one that answers GET /health on the configured port, one that
  // never does. The real server is not needed to exercise the start and its cleanup.
  healthyServer = join(workDir, 'healthy-server.mjs')
  await writeFile(
    healthyServer,
    `import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'
const { port, host } = JSON.parse(readFileSync(process.env.PORTICO_CONFIG, 'utf8'))
createServer((request, response) => response.end('ok')).listen(port, host)
`,
  )
  silentServer = join(workDir, 'silent-server.mjs')
  await writeFile(silentServer, 'setInterval(() => {}, 1000)\n')
  // A tiny vite app standing in for apps/demo and apps/secure-site.
  demoRoot = join(workDir, 'demo')
  await mkdir(demoRoot)
  await writeFile(join(demoRoot, 'index.html'), '<!doctype html><title>demo</title>\n')
})

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true })
})

async function freePorts(): Promise<StackPorts> {
  return {
    anvil: await getFreePort(),
    anvil2: await getFreePort(),
    server: await getFreePort(),
    demo: await getFreePort(),
    relay: await getFreePort(),
    secureSite: await getFreePort(),
    mailSmtp: await getFreePort(),
    mailHttp: await getFreePort(),
    solana: await getFreePort(),
    bitcoin: await getFreePort(),
    oidc: await getFreePort(),
    onrampSandbox: await getFreePort(),
    farcasterRelay: await getFreePort(),
    bundler: await getFreePort(),
    bundler2: await getFreePort(),
  }
}

/** The stack's settings that reach `phase`, and only as far as needed. */
function settingsFor(phase: StackStartPhase): Partial<StartStackParameters> {
  switch (phase) {
    case 'non-evm':
    case 'chains':
    case 'compile':
    case 'deploy':
    case 'relay':
      return { server: false, demo: false }
    case 'bundler':
      return { server: false, demo: false, relay: false, nonEvm: false, accountAbstraction: true }
    case 'mail':
    case 'oidc':
    case 'farcaster':
    case 'onramp':
    case 'config':
      return { nonEvm: false, relay: false, demo: false, paths: { serverEntry: silentServer } }
    case 'server':
      return { nonEvm: false, relay: false, demo: false, paths: { serverEntry: healthyServer } }
    case 'secure-site':
      return {
        nonEvm: false,
        relay: false,
        demo: false,
        secureSite: 'dev',
        paths: { serverEntry: healthyServer, secureSiteRoot: demoRoot },
      }
    case 'demo':
      return {
        nonEvm: false,
        relay: false,
        secureSite: false,
        demo: 'dev',
        paths: { serverEntry: healthyServer, demoRoot },
      }
  }
}

interface AbortedStart {
  error: unknown
  /** From the abort to the rejection. */
  elapsedMs: number
  /** The processes this test process had at the moment of the abort, beyond those before. */
  atAbort: Map<number, string>
  /** The ports this process listened on at the moment of the abort. */
  listeningAtAbort: Set<number>
  lines: string[]
}

async function startAndAbort(
  settings: Partial<StartStackParameters>,
  when: { phase: StackStartPhase; step: 'started' | 'finished' },
  ports: StackPorts,
): Promise<AbortedStart> {
  const stateDir = await mkdtemp(join(workDir, 'state-'))
  const before = liveDescendants()
  const controller = new AbortController()
  const lines: string[] = []
  let abortedAt: number | undefined
  let atAbort = new Map<number, string>()
  let listeningAtAbort = new Set<number>()
  let error: unknown
  try {
    await startStack({
      ...settings,
      ports,
      stateDir,
      signal: controller.signal,
      log: (line) => lines.push(line),
      onPhase: (phase, step) => {
        if (phase !== when.phase || step !== when.step || abortedAt !== undefined) return
        atAbort = new Map([...liveDescendants()].filter(([pid]) => !before.has(pid)))
        listeningAtAbort = portsListenedOnHere()
        abortedAt = performance.now()
        controller.abort()
      },
    })
  } catch (caught) {
    error = caught
  }
  const elapsedMs = abortedAt === undefined ? Number.NaN : performance.now() - abortedAt
  expect(existsSync(join(stateDir, 'devnet.json'))).toBe(false)
  // Nothing this start spawned runs on, whether or not it was there at the abort.
  const left = [...liveDescendants()].filter(([pid]) => !before.has(pid))
  expect(left).toEqual([])
  return { error, elapsedMs, atAbort, listeningAtAbort, lines }
}

/** What each phase has running once it is under way (a name in the command line). */
const RUNNING_AT_START: Partial<Record<StackStartPhase, RegExp>> = {
  chains: /anvil/,
  bundler: /alto/,
  server: /healthy-server\.mjs/,
  'secure-site': /vite/,
  demo: /vite/,
}

const CASES = STACK_START_PHASES.flatMap((phase) =>
  (['started', 'finished'] as const).map((step) => ({ phase, step })),
)

describe('startStack: aborting', () => {
  it('behavior: an already aborted signal starts nothing', async () => {
    const stateDir = await mkdtemp(join(workDir, 'state-'))
    const before = liveDescendants()
    const phases: string[] = []
    await expect(
      startStack({
        ...settingsFor('demo'),
        ports: await freePorts(),
        stateDir,
        signal: AbortSignal.abort(),
        onPhase: (phase) => phases.push(phase),
      }),
    ).rejects.toBeInstanceOf(StackStartAbortedError)
    expect(phases).toEqual([])
    expect([...liveDescendants()].filter(([pid]) => !before.has(pid))).toEqual([])
  })

  it.each(CASES)(
    'behavior: an abort when $phase has $step rejects promptly and leaves nothing running',
    async ({ phase, step }) => {
      const ports = await freePorts()
      const { error, elapsedMs, atAbort, listeningAtAbort, lines } = await startAndAbort(
        settingsFor(phase),
        { phase, step },
        ports,
      )
      // The error itself first: the failure list at the end of `npm test` shows a message's first line.
      const failedWith = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
      expect(error, `${failedWith}\nThe start's log:\n${lines.join('\n')}`).toBeInstanceOf(
        StackStartAbortedError,
      )
      expect((error as Error).message).toBe(
        'Starting the stack was aborted; everything started so far was stopped.',
      )
      expect(elapsedMs).toBeLessThan(PROMPT_MS)

      const running = RUNNING_AT_START[phase]
      if (step === 'started' && running) {
        expect([...atAbort.values()].some((command) => running.test(command))).toBe(true)
      }
      for (const pid of atAbort.keys()) {
        expect(isProcessAlive(pid)).toBe(false)
      }
      // The processes the stack started itself (not their children) were reaped too.
      for (const line of lines) {
        const match = / is up \(pid (\d+)\)$/.exec(line)
        if (match) expect(pidExists(Number(match[1]))).toBe(false)
      }
      // What runs in this process (relay, mail catcher, OpenID provider, Solana, Bitcoin) let go
      // of its ports.
      const inProcess = [
        ports.relay,
        ports.mailSmtp,
        ports.mailHttp,
        ports.oidc,
        ports.onrampSandbox,
        ports.solana,
        ports.bitcoin,
      ]
      if (phase === 'relay' && step === 'finished') expect(listeningAtAbort).toContain(ports.relay)
      if (phase === 'oidc' && step === 'finished') expect(listeningAtAbort).toContain(ports.oidc)
      if (phase === 'onramp' && step === 'finished')
        expect(listeningAtAbort).toContain(ports.onrampSandbox)
      const listening = portsListenedOnHere()
      expect(inProcess.filter((port) => listening.has(port))).toEqual([])
    },
    CASE_TIMEOUT_MS,
  )

  it(
    'behavior: an abort while solc compiles ends it at once (nothing cached)',
    async () => {
      const compileCacheDir = await mkdtemp(join(workDir, 'cache-'))
      const stateDir = await mkdtemp(join(workDir, 'state-'))
      const controller = new AbortController()
      let abortedAt = 0
      const error = await startStack({
        ...settingsFor('compile'),
        ports: await freePorts(),
        stateDir,
        signal: controller.signal,
        paths: { compileCacheDir },
        log: (line) => {
          if (!line.startsWith('Compiling PorticoToken.sol')) return
          abortedAt = performance.now()
          controller.abort()
        },
      }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(StackStartAbortedError)
      expect(abortedAt).toBeGreaterThan(0)
      expect(performance.now() - abortedAt).toBeLessThan(PROMPT_MS)
      expect(readdirSync(compileCacheDir)).toEqual([])
    },
    CASE_TIMEOUT_MS,
  )

  it(
    "behavior: an abort during the demo's build (preview) stops the build",
    async () => {
      const stateDir = await mkdtemp(join(workDir, 'state-'))
      const before = liveDescendants()
      const controller = new AbortController()
      let building: string[] = []
      const error = await startStack({
        ...settingsFor('demo'),
        demo: 'preview',
        ports: await freePorts(),
        stateDir,
        signal: controller.signal,
        onPhase: (phase, step) => {
          if (phase !== 'demo' || step !== 'started') return
          building = [...liveDescendants()]
            .filter(([pid, command]) => !before.has(pid) && command.includes(' build'))
            .map(([, command]) => command)
          controller.abort()
        },
      }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(StackStartAbortedError)
      expect(building).toEqual([expect.stringMatching(/vite\.js build$/)])
      expect(existsSync(join(demoRoot, 'dist'))).toBe(false)
      expect([...liveDescendants()].filter(([pid]) => !before.has(pid))).toEqual([])
    },
    CASE_TIMEOUT_MS,
  )
})
