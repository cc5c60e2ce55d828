import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BITCOIN_DEV_ACCOUNTS } from '@portico/local-bitcoin'
import { SOLANA_DEV_ACCOUNTS } from '@portico/local-solana'
import { createPublicClient, erc20Abi, http, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { DEV_ACCOUNTS } from './accounts.ts'
import { isProcessAlive } from './childProcess.ts'
import { PORTICO_COLLECTIONS } from './collections.ts'
import { ChildProcessError, PortInUseError } from './errors.ts'
import { getFreePort } from './ports.ts'
import { portsListenedOnHere } from './portsListenedOnHere.ts'
import { type Stack, startStack } from './startStack.ts'
import { DEVNET_POOLS, DEVNET_UNISWAP } from './uniswap.ts'

const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)'])
const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])',
])
const collectionAbi = parseAbi([
  'function name() view returns (string)',
  'function totalMinted() view returns (uint256)',
])

const PUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const PTK = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

async function freeAnvilPorts() {
  return {
    anvil: await getFreePort(),
    anvil2: await getFreePort(),
    relay: await getFreePort(),
    mailSmtp: await getFreePort(),
    mailHttp: await getFreePort(),
    solana: await getFreePort(),
    bitcoin: await getFreePort(),
  }
}

/** The pids the stack logged as started, e.g. "anvil (chain 31337, port 40000) is up (pid 123)". */
function loggedPids(lines: readonly string[]): number[] {
  return lines.flatMap((line) => {
    const match = / is up \(pid (\d+)\)$/.exec(line)
    return match ? [Number(match[1])] : []
  })
}

// A fresh clone compiles the contracts first: seconds here, tens of seconds on a busy machine.
// Each step has its own bound (startStack names the one that ran out); this is the backstop.
const STACK_TIMEOUT_MS = 180_000

let stateDir: string
let stack: Stack
let stackPorts: Awaited<ReturnType<typeof freeAnvilPorts>>
const lines: string[] = []

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'portico-devnet-'))
  stackPorts = await freeAnvilPorts()
  stack = await startStack({
    ports: stackPorts,
    server: false,
    demo: false,
    stateDir,
    log: (line) => lines.push(line),
  })
}, STACK_TIMEOUT_MS)

afterAll(async () => {
  await stack?.stop()
  await rm(stateDir, { recursive: true, force: true })
})

describe('startStack (server: false, demo: false)', () => {
  it('default: both chains answer with their ids', async () => {
    expect(stack.chains.map(({ chainId, name }) => ({ chainId, name }))).toEqual([
      { chainId: 31337, name: 'Portico Local' },
      { chainId: 31338, name: 'Portico Local 2' },
    ])
    for (const chain of stack.chains) {
      expect(chain.rpcUrl).toBe(`http://127.0.0.1:${chain.port}`)
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getChainId()).toBe(chain.chainId)
    }
    expect(stack.serverUrl).toBeUndefined()
    expect(stack.demoUrl).toBeUndefined()
    expect(stack.projectId).toBe('portico-demo')
  })

  it('default: the local WalletConnect relay answers a subscription', async () => {
    expect(stack.relayUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    const socket = new WebSocket(stack.relayUrl!)
    const answer = await new Promise<unknown>((resolve, reject) => {
      socket.once('open', () =>
        socket.send(
          JSON.stringify({
            id: 1,
            jsonrpc: '2.0',
            method: 'irn_subscribe',
            params: { topic: 'a'.repeat(64) },
          }),
        ),
      )
      socket.once('message', (data) => resolve(JSON.parse(String(data))))
      socket.once('error', reject)
    })
    socket.close()
    expect(answer).toMatchObject({ id: 1, jsonrpc: '2.0', result: expect.any(String) })
    expect(stack.accounts).toBe(DEV_ACCOUNTS)
  })

  it('default: PUSD and PTK sit at the same addresses on both chains', () => {
    expect(stack.tokens).toEqual([
      { chainId: 31337, address: PUSD, symbol: 'PUSD', name: 'Portico USD', decimals: 6 },
      { chainId: 31337, address: PTK, symbol: 'PTK', name: 'Portico Token', decimals: 18 },
      { chainId: 31338, address: PUSD, symbol: 'PUSD', name: 'Portico USD', decimals: 6 },
      { chainId: 31338, address: PTK, symbol: 'PTK', name: 'Portico Token', decimals: 18 },
    ])
  })

  it('default: both collections sit at their addresses on both chains, with nothing minted', async () => {
    expect(stack.collections).toEqual(
      [31337, 31338].flatMap((chainId) =>
        PORTICO_COLLECTIONS.map(({ address, name, symbol, spam }) => ({
          chainId,
          address,
          name,
          symbol,
          spam,
        })),
      ),
    )
    for (const chain of stack.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      for (const { address, name } of PORTICO_COLLECTIONS) {
        expect(
          await client.readContract({ address, abi: collectionAbi, functionName: 'name' }),
        ).toBe(name)
        expect(
          await client.readContract({ address, abi: collectionAbi, functionName: 'totalMinted' }),
        ).toBe(0n)
      }
    }
  })

  it('default: on chain, the tokens have their metadata and accounts 0–4 their holdings', async () => {
    for (const chain of stack.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const read = (
        address: `0x${string}`,
        functionName: 'decimals' | 'symbol' | 'name' | 'totalSupply',
      ) => client.readContract({ address, abi: erc20Abi, functionName })
      expect(await read(PUSD, 'decimals')).toBe(6)
      expect(await read(PTK, 'decimals')).toBe(18)
      expect(await read(PUSD, 'symbol')).toBe('PUSD')
      expect(await read(PTK, 'name')).toBe('Portico Token')
      // Accounts 0–4, account 9 (the pools' liquidity) and accounts 8 and 7 (the on-ramp
      // sandbox's treasury, the Sandbox Exchange's hot wallet) were minted the holding each.
      expect(await read(PUSD, 'totalSupply')).toBe(8n * 1_000_000n * 10n ** 6n)
      for (const [index, account] of DEV_ACCOUNTS.entries()) {
        const balanceOf = (address: `0x${string}`) =>
          client.readContract({
            address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account.address],
          })
        // Account 9 put 305,000 PUSD and 4,400 PTK into the pools.
        const holder = index < 5 || index === 7 || index === 8
        const pusd = holder ? 1_000_000n : index === 9 ? 695_000n : 0n
        const ptk = holder ? 5_000n : index === 9 ? 600n : 0n
        expect(await balanceOf(PUSD)).toBe(pusd * 10n ** 6n)
        expect(await balanceOf(PTK)).toBe(ptk * 10n ** 18n)
        // Account 0 paid for the deploys; 1–4 have sent nothing.
        if (index >= 1 && index < 5)
          expect(await client.getBalance(account)).toBe(10_000n * 10n ** 18n)
      }
    }
  })

  it('default: Uniswap V2 and its three pools sit at the same addresses on both chains, at the server’s prices', async () => {
    expect(stack.uniswap).toEqual(
      [31337, 31338].map((chainId) => ({
        chainId,
        weth: DEVNET_UNISWAP.weth.address,
        factory: DEVNET_UNISWAP.factory.address,
        router: DEVNET_UNISWAP.router.address,
        pools: DEVNET_POOLS.map((pool) => ({
          chainId,
          name: pool.name,
          pair: pool.pair,
          tokens: [pool.sides[0].token, pool.sides[1].token],
        })),
      })),
    )
    const prices = { ETH: 3000, PUSD: 1, PTK: 2.5 }
    for (const chain of stack.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      for (const pool of DEVNET_POOLS) {
        const [reserve0, reserve1] = await client.readContract({
          address: pool.pair,
          abi: pairAbi,
          functionName: 'getReserves',
        })
        const [a, b] = pool.sides
        const aIsToken0 = a.token.toLowerCase() < b.token.toLowerCase()
        expect(aIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0]).toEqual([
          a.amount,
          b.amount,
        ])
        // Both sides are worth the same in USD: the pool's price is the server's.
        const usd = (side: typeof a) =>
          (Number(side.amount) / 10 ** side.decimals) * prices[side.symbol]
        expect(usd(a)).toBeCloseTo(usd(b), 6)
      }
      // The router finds the pairs: 1 ETH buys what the deep pool's reserves give.
      const [, out] = await client.readContract({
        address: DEVNET_UNISWAP.router.address,
        abi: routerAbi,
        functionName: 'getAmountsOut',
        args: [10n ** 18n, [DEVNET_UNISWAP.weth.address, PUSD]],
      })
      expect(out).toBe(
        (10n ** 18n * 997n * 300_000_000_000n) / (100n * 10n ** 18n * 1000n + 997n * 10n ** 18n),
      )
    }
  })

  it('default: writes devnet.json with chains, tokens and urls', async () => {
    const info = JSON.parse(await readFile(join(stateDir, 'devnet.json'), 'utf8'))
    expect(info).toEqual({
      projectId: 'portico-demo',
      chains: stack.chains,
      tokens: stack.tokens,
      collections: stack.collections,
      uniswap: stack.uniswap,
      // No server, no gateway: ENS is deployed only with the server.
      ens: [],
      // accountAbstraction is off by default: no EntryPoint, no bundler.
      accountAbstraction: [],
      serverUrl: null,
      demoUrl: null,
      relayUrl: stack.relayUrl,
      mailUrl: null,
      secureSiteUrl: null,
      oidcIssuer: null,
      onrampSandboxUrl: null,
      // The Farcaster stand-ins start with the server.
      farcaster: null,
      solana: {
        url: stack.solana?.url,
        websocketUrl: `ws://127.0.0.1:${stackPorts.solana}`,
        caipNetworkId: 'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo',
        genesisHash: '3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo8bmGADBWJKe8',
        token: {
          mint: 'F7yxtSwgZM3bMfknicsGNckPRWm5AEtirY2obNhkohmj',
          symbol: 'PUSD',
          name: 'Portico USD',
          decimals: 6,
        },
      },
      bitcoin: {
        url: stack.bitcoin?.url,
        caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      },
      accounts: DEV_ACCOUNTS.map((account) => account.address),
      testWallet: { enabled: true, address: DEV_ACCOUNTS[0].address },
    })
  })

  it('default: writes server.config.json in the server’s format', async () => {
    const config = JSON.parse(await readFile(join(stateDir, 'server.config.json'), 'utf8'))
    expect(config).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      databaseUrl: `file:${join(stateDir, 'portico.db')}`,
      projects: [
        {
          id: 'portico-demo',
          name: 'Portico demo',
          allowedOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
          features: [],
          nameZone: 'portico.id',
        },
      ],
    })
    expect(config.chains).toEqual([
      ...stack.chains.map((chain) => ({
        caipNetworkId: `eip155:${chain.chainId}`,
        name: chain.name,
        rpcUrl: chain.rpcUrl,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        nativePriceUsd: 3000,
        testnet: false,
      })),
      {
        caipNetworkId: 'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo',
        name: 'Portico Solana Local',
        rpcUrl: `http://127.0.0.1:${stackPorts.solana}`,
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        nativePriceUsd: 150,
        testnet: false,
      },
      {
        caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
        name: 'Portico Bitcoin Regtest',
        esploraUrl: `http://127.0.0.1:${stackPorts.bitcoin}`,
        nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
        nativePriceUsd: 60_000,
        testnet: false,
      },
    ])
    expect(config.quoteSources).toEqual(
      stack.chains.map((chain) => ({
        type: 'uniswap-v2',
        caipNetworkId: `eip155:${chain.chainId}`,
        router: DEVNET_UNISWAP.router.address,
        factory: DEVNET_UNISWAP.factory.address,
        weth: DEVNET_UNISWAP.weth.address,
      })),
    )
    expect(config.tokens).toHaveLength(5)
    expect(config.tokens[4]).toEqual({
      caipNetworkId: 'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo',
      address: 'F7yxtSwgZM3bMfknicsGNckPRWm5AEtirY2obNhkohmj',
      name: 'Portico USD',
      symbol: 'PUSD',
      decimals: 6,
      priceUsd: 1,
      iconUrl: null,
    })
    expect(config.tokens[1]).toEqual({
      caipNetworkId: 'eip155:31337',
      address: PTK,
      name: 'Portico Token',
      symbol: 'PTK',
      decimals: 18,
      priceUsd: 2.5,
      iconUrl: null,
    })
  })

  it('default: server.config.json turns e-mail sign-in on with the kept master key, readable by the user only', async () => {
    const configFile = join(stateDir, 'server.config.json')
    const config = JSON.parse(await readFile(configFile, 'utf8'))
    const masterKey = (await readFile(join(stateDir, 'auth-master.key'), 'utf8')).trim()
    expect(config.auth).toEqual({
      secureSiteOrigins: ['http://127.0.0.1:5180'],
      publicUrl: 'http://127.0.0.1:8787',
      masterKey,
      smtp: { host: '127.0.0.1', port: stackPorts.mailSmtp },
      from: 'Portico <no-reply@portico.localhost>',
      maxSendsPerIpPerHour: 10_000,
      maxCodeChecksPerIpPerMinute: 10_000,
      maxRequestsPerIpPerMinute: 100_000,
    })
    expect((await stat(configFile)).mode & 0o777).toBe(0o600)
    expect(stack.mailUrl).toBeUndefined()
    expect(stack.mailCatcher).toBeUndefined()
    expect(stack.oidcIssuer).toBeUndefined()
  })

  it('default: the local Solana network answers on its port with the funded dev accounts', async () => {
    expect(stack.solana?.url).toBe(`http://127.0.0.1:${stackPorts.solana}`)
    const call = async (method: string, params: unknown[] = []) => {
      const response = await fetch(stack.solana!.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      return ((await response.json()) as { result: unknown }).result
    }
    expect(await call('getGenesisHash')).toBe(stack.solana?.genesisHash)
    expect(await call('getBalance', [SOLANA_DEV_ACCOUNTS[0]!.address])).toMatchObject({
      value: 1_000_000_000_000,
    })
    expect(lines).toContain(
      `Local Solana is up (${stack.solana?.url}, solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo, PUSD F7yxtSwgZM3bMfknicsGNckPRWm5AEtirY2obNhkohmj)`,
    )
  })

  it('default: the local Bitcoin service answers on its port with the funded dev accounts', async () => {
    expect(stack.bitcoin?.url).toBe(`http://127.0.0.1:${stackPorts.bitcoin}`)
    const address = BITCOIN_DEV_ACCOUNTS[0]!.payment.address
    const response = await fetch(`${stack.bitcoin!.url}/address/${address}/utxo`)
    const utxos = (await response.json()) as { value: number }[]
    expect(utxos.map((utxo) => utxo.value)).toEqual([100_000_000, 100_000_000, 100_000_000])
  })

  it('default: lists its processes, both anvils (no bundler: accountAbstraction is off)', () => {
    expect(stack.processes.map((child) => child.name)).toEqual([
      `anvil (chain 31337, port ${stack.chains[0]?.port})`,
      `anvil (chain 31338, port ${stack.chains[1]?.port})`,
    ])
    expect(stack.accountAbstraction).toEqual([])
    expect(loggedPids(lines).sort()).toEqual(stack.processes.map((child) => child.pid).sort())
  })
})

describe('startStack: ports', () => {
  let blocker: Server
  let takenPort: number

  beforeAll(async () => {
    blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const address = blocker.address()
    takenPort = typeof address === 'object' && address ? address.port : 0
  })

  afterAll(async () => {
    await new Promise((resolve) => blocker.close(resolve))
  })

  it('behavior: a taken anvil port fails before anything starts, with the exact message', async () => {
    const started: string[] = []
    const error = await startStack({
      ports: { anvil: takenPort, anvil2: await getFreePort(), relay: await getFreePort() },
      server: false,
      demo: false,
      stateDir,
      log: (line) => started.push(line),
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PortInUseError)
    expect((error as Error).message).toBe(
      `Port ${takenPort} (anvil, chain 31337) is already in use. Stop what is using it or set PORTICO_ANVIL_PORT.`,
    )
    expect(started).toEqual([])
  })

  it('parameters: the server and demo ports are checked too', async () => {
    const ports = await freeAnvilPorts()
    await expect(
      startStack({ ports: { ...ports, server: takenPort }, demo: false, stateDir }),
    ).rejects.toThrow(
      `Port ${takenPort} (server) is already in use. Stop what is using it or set PORTICO_SERVER_PORT.`,
    )
    await expect(
      startStack({ ports: { ...ports, demo: takenPort }, server: false, stateDir }),
    ).rejects.toThrow(
      `Port ${takenPort} (demo) is already in use. Stop what is using it or set PORTICO_DEMO_PORT.`,
    )
  })

  it('parameters: PORTICO_ANVIL2_PORT names the variable that was used', async () => {
    const previous = process.env.PORTICO_ANVIL2_PORT
    process.env.PORTICO_ANVIL2_PORT = String(takenPort)
    try {
      await expect(
        startStack({
          ports: { anvil: await getFreePort(), relay: await getFreePort() },
          server: false,
          demo: false,
          stateDir,
        }),
      ).rejects.toThrow(
        `Port ${takenPort} (anvil, chain 31338) is already in use. Stop what is using it or set PORTICO_ANVIL2_PORT.`,
      )
    } finally {
      if (previous === undefined) delete process.env.PORTICO_ANVIL2_PORT
      else process.env.PORTICO_ANVIL2_PORT = previous
    }
  })
})

describe('startStack: a second stack, and stopping', () => {
  it(
    'behavior: a second start reuses the compiled artifact; stop() leaves no anvil behind',
    async () => {
      const otherDir = await mkdtemp(join(tmpdir(), 'portico-devnet-'))
      const secondLines: string[] = []
      const second = await startStack({
        ports: await freeAnvilPorts(),
        server: false,
        demo: false,
        stateDir: otherDir,
        log: (line) => secondLines.push(line),
      })
      try {
        expect(
          secondLines.some((line) => line.startsWith('PorticoToken artifact from cache')),
        ).toBe(true)
        expect(second.tokens).toEqual(stack.tokens)
        const pids = second.processes.map((child) => child.pid)
        expect(pids.every(isProcessAlive)).toBe(true)

        await Promise.all([second.stop(), second.stop()])
        expect(pids.some(isProcessAlive)).toBe(false)
        // The in-process Solana network and Bitcoin service stop with it.
        await expect(fetch(`${second.solana!.url}/health`)).rejects.toThrow()
        await expect(fetch(`${second.bitcoin!.url}/blocks/tip/height`)).rejects.toThrow()
        expect(existsSync(join(otherDir, 'devnet.json'))).toBe(false)
        await second.stop()
      } finally {
        await second.stop()
        await rm(otherDir, { recursive: true, force: true })
      }
    },
    STACK_TIMEOUT_MS,
  )

  it(
    'behavior: a process dying while the stack runs settles unexpectedExit',
    async () => {
      const otherDir = await mkdtemp(join(tmpdir(), 'portico-devnet-'))
      const running = await startStack({
        ports: await freeAnvilPorts(),
        server: false,
        demo: false,
        nonEvm: false,
        stateDir: otherDir,
      })
      try {
        expect(running.solana).toBeUndefined()
        expect(running.bitcoin).toBeUndefined()
        const info = JSON.parse(await readFile(join(otherDir, 'devnet.json'), 'utf8'))
        expect(info).toMatchObject({ solana: null, bitcoin: null })
        const [first] = running.processes
        if (!first) throw new Error('no process')
        process.kill(first.pid, 'SIGKILL')
        const exit = await running.unexpectedExit
        expect(exit).toMatchObject({
          name: first.name,
          pid: first.pid,
          signal: 'SIGKILL',
          expected: false,
        })
      } finally {
        await running.stop()
        await rm(otherDir, { recursive: true, force: true })
      }
      expect(running.processes.some((child) => isProcessAlive(child.pid))).toBe(false)
    },
    STACK_TIMEOUT_MS,
  )

  it(
    'behavior: a step failing mid-way stops the chains and what runs in this process',
    async () => {
      // The config step cannot write server.config.json (a folder is in its place): by then the
      // chains, Solana, Bitcoin, the relay, the mail catcher, the OpenID provider, the Farcaster
      // relay and the on-ramp sandbox are up.
      const otherDir = await mkdtemp(join(tmpdir(), 'portico-devnet-'))
      await mkdir(join(otherDir, 'server.config.json'))
      const ports = {
        ...(await freeAnvilPorts()),
        server: await getFreePort(),
        oidc: await getFreePort(),
        onrampSandbox: await getFreePort(),
        farcasterRelay: await getFreePort(),
      }
      const startLines: string[] = []
      try {
        const error = await startStack({
          ports,
          demo: false,
          stateDir: otherDir,
          log: (line) => startLines.push(line),
        }).catch((caught: unknown) => caught)
        expect(error).toMatchObject({ code: 'EISDIR' })
        expect(startLines).toContainEqual(expect.stringMatching(/^On-ramp sandbox is up/))
        const pids = loggedPids(startLines)
        expect(pids).toHaveLength(2)
        expect(pids.some(isProcessAlive)).toBe(false)
        const inProcess = [
          'relay',
          'mailSmtp',
          'mailHttp',
          'oidc',
          'farcasterRelay',
          'onrampSandbox',
          'solana',
          'bitcoin',
        ] as const
        const listening = portsListenedOnHere()
        expect(inProcess.filter((name) => listening.has(ports[name]))).toEqual([])
        expect(existsSync(join(otherDir, 'devnet.json'))).toBe(false)
      } finally {
        await rm(otherDir, { recursive: true, force: true })
      }
    },
    STACK_TIMEOUT_MS,
  )

  it(
    'behavior: a server that crashes on start stops the chains and shows its output',
    async () => {
      // A stand-in entry that fails the way a broken server would; the real apps/server is not
      // needed to exercise cleanup.
      const otherDir = await mkdtemp(join(tmpdir(), 'portico-devnet-'))
      const serverEntry = join(otherDir, 'crash.mjs')
      await writeFile(serverEntry, 'console.error("cannot open database"); process.exit(3)\n')
      const startLines: string[] = []
      try {
        const error = await startStack({
          ports: { ...(await freeAnvilPorts()), server: await getFreePort() },
          demo: false,
          stateDir: otherDir,
          paths: { serverEntry },
          log: (line) => startLines.push(line),
        }).catch((caught: unknown) => caught)
        expect(error).toBeInstanceOf(ChildProcessError)
        expect((error as Error).message).toBe(
          'server exited with code 3 before it was ready.\nLast output of server:\n  cannot open database',
        )
        const pids = loggedPids(startLines)
        expect(pids).toHaveLength(2)
        expect(pids.some(isProcessAlive)).toBe(false)
        expect(existsSync(join(otherDir, 'devnet.json'))).toBe(false)
      } finally {
        await rm(otherDir, { recursive: true, force: true })
      }
    },
    STACK_TIMEOUT_MS,
  )
})
