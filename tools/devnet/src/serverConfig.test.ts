import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ACCOUNT_ABSTRACTION } from './accountAbstraction.ts'
import { PAYMASTER_SIGNER_ACCOUNT } from './accounts.ts'
import { PORTICO_COLLECTIONS } from './collections.ts'
import { AuthMasterKeyFileError, buildServerConfig, loadAuthMasterKey } from './serverConfig.ts'

const chains = [
  { chainId: 31337, name: 'Portico Local', rpcUrl: 'http://127.0.0.1:8545', port: 8545 },
  { chainId: 31338, name: 'Portico Local 2', rpcUrl: 'http://127.0.0.1:8546', port: 8546 },
]
const tokens = chains.flatMap(({ chainId }) => [
  {
    chainId,
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const,
    symbol: 'PUSD',
    name: 'Portico USD',
    decimals: 6,
  },
  {
    chainId,
    address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as const,
    symbol: 'PTK',
    name: 'Portico Token',
    decimals: 18,
  },
])

const collections = chains.flatMap(({ chainId }) =>
  PORTICO_COLLECTIONS.map(({ address, name, symbol, spam }) => ({
    chainId,
    address,
    name,
    symbol,
    spam,
  })),
)

describe('buildServerConfig', () => {
  const config = buildServerConfig({
    port: 8787,
    host: '127.0.0.1',
    stateDir: '/tmp/state',
    projectId: 'portico-demo',
    demoPort: 5173,
    chains,
    tokens,
    collections,
    mailSmtpPort: 1025,
    secureSitePort: 5180,
    authMasterKey: 'a2V5'.repeat(11),
  })

  it('default: port, host and a SQLite file in the state directory', () => {
    expect(config).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      databaseUrl: 'file:/tmp/state/portico.db',
    })
  })

  it('default: one project that allows the demo on localhost and 127.0.0.1', () => {
    expect(config.projects).toEqual([
      {
        id: 'portico-demo',
        name: 'Portico demo',
        allowedOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
        features: [],
        nameZone: 'portico.id',
      },
    ])
  })

  it('default: chains as CAIP-2 with ETH at 3000 USD', () => {
    expect(config.chains[1]).toEqual({
      caipNetworkId: 'eip155:31338',
      name: 'Portico Local 2',
      rpcUrl: 'http://127.0.0.1:8546',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      nativePriceUsd: 3000,
      testnet: false,
    })
  })

  it('default: tokens per chain, PUSD at 1 USD and PTK at 2.5 USD, no icon', () => {
    expect(config.tokens).toHaveLength(4)
    expect(config.tokens[0]).toEqual({
      caipNetworkId: 'eip155:31337',
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      name: 'Portico USD',
      symbol: 'PUSD',
      decimals: 6,
      priceUsd: 1,
      iconUrl: null,
    })
    expect(config.tokens[3]).toMatchObject({
      caipNetworkId: 'eip155:31338',
      symbol: 'PTK',
      priceUsd: 2.5,
    })
    expect(config.identities).toEqual([
      { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', name: 'dev-one.portico' },
      { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', name: 'dev-two.portico' },
    ])
  })

  it('default: quotes from the devnet’s Uniswap V2 on every EVM chain', () => {
    expect(config.quoteSources).toEqual([
      {
        type: 'uniswap-v2',
        caipNetworkId: 'eip155:31337',
        router: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
        factory: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
        weth: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      },
      {
        type: 'uniswap-v2',
        caipNetworkId: 'eip155:31338',
        router: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
        factory: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
        weth: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      },
    ])
  })

  it('behavior: the spam collection is listed as spam on every chain, the other is not', () => {
    const spamDrop = PORTICO_COLLECTIONS[1].address
    expect(config.spamContracts).toEqual([
      { caipNetworkId: 'eip155:31337', address: spamDrop },
      { caipNetworkId: 'eip155:31338', address: spamDrop },
    ])
  })
})

/** What the stack passes for a one-process server with mail and the secure site. */
const base = {
  port: 8787,
  host: '127.0.0.1',
  stateDir: '/tmp/state',
  projectId: 'portico-demo',
  demoPort: 5173,
  chains,
  tokens,
  collections,
  mailSmtpPort: 1025,
  secureSitePort: 5180,
  authMasterKey: 'a2V5'.repeat(11),
}

describe('buildServerConfig: the on-ramp sandbox', () => {
  it('default: without the sandbox, no on-ramp provider and no exchange', () => {
    const config = buildServerConfig(base)
    expect(config.onramp).toBeUndefined()
    expect(config.pay).toBeUndefined()
  })

  it('parameters: onrampSandboxUrl is the on-ramp provider and the exchange', () => {
    const url = 'http://127.0.0.1:8792'
    const config = buildServerConfig({ ...base, onrampSandboxUrl: url })
    expect(config.onramp).toEqual({
      providers: [{ kind: 'sandbox', id: 'sandbox', name: 'Portico Sandbox', url }],
    })
    expect(config.pay).toEqual({
      exchanges: [{ kind: 'sandbox', id: 'sandbox-exchange', name: 'Sandbox Exchange', url }],
    })
  })
})

describe('buildServerConfig: Solana and Bitcoin', () => {
  const solana = {
    url: 'http://127.0.0.1:8899',
    websocketUrl: 'ws://127.0.0.1:8899',
    caipNetworkId: 'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo' as const,
    genesisHash: '3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo8bmGADBWJKe8',
    token: {
      mint: 'F7yxtSwgZM3bMfknicsGNckPRWm5AEtirY2obNhkohmj',
      symbol: 'PUSD',
      name: 'Portico USD',
      decimals: 6,
    },
  }
  const bitcoin = {
    url: 'http://127.0.0.1:18443',
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const,
  }

  it('parameters: solana and bitcoin add their chains after the EVM ones, and the SPL PUSD', () => {
    const config = buildServerConfig({ ...base, solana, bitcoin })
    expect(config.chains.slice(2)).toEqual([
      {
        caipNetworkId: 'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo',
        name: 'Portico Solana Local',
        rpcUrl: 'http://127.0.0.1:8899',
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        nativePriceUsd: 150,
        testnet: false,
      },
      {
        caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
        name: 'Portico Bitcoin Regtest',
        esploraUrl: 'http://127.0.0.1:18443',
        nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
        nativePriceUsd: 60_000,
        testnet: false,
      },
    ])
    expect(config.tokens.at(-1)).toEqual({
      caipNetworkId: 'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo',
      address: 'F7yxtSwgZM3bMfknicsGNckPRWm5AEtirY2obNhkohmj',
      name: 'Portico USD',
      symbol: 'PUSD',
      decimals: 6,
      priceUsd: 1,
      iconUrl: null,
    })
  })

  it('default: without them, EVM chains and tokens only', () => {
    const config = buildServerConfig(base)
    expect(config.chains.map((chain) => chain.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])
    expect(config.tokens).toHaveLength(4)
    expect(config.embeddedWallet.extraNetworks).toEqual([
      { caipNetworkId: 'eip155:31337', testnet: false },
      { caipNetworkId: 'eip155:31338', testnet: false },
    ])
  })

  it('parameters: the embedded wallet serves the local EVM chains and the local Solana network', () => {
    const config = buildServerConfig({ ...base, solana, bitcoin })
    expect(config.embeddedWallet.extraNetworks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
      'solana:3Zv2cEVkH5G2opikCN2Z2Ygbp4wJqSyo',
    ])
  })
})

describe('buildServerConfig: auth', () => {
  const stack = {
    port: 9787,
    host: '127.0.0.1',
    stateDir: '/tmp/state',
    projectId: 'portico-demo',
    demoPort: 5173,
    chains,
    tokens,
    collections,
    mailSmtpPort: 2025,
    secureSitePort: 6180,
    authMasterKey: 'the-key',
  }

  it('default: the secure site origin, the server URL, the mail catcher and the key', () => {
    const config = buildServerConfig(stack)
    expect(config.auth).toEqual({
      secureSiteOrigins: ['http://127.0.0.1:6180'],
      publicUrl: 'http://127.0.0.1:9787',
      masterKey: 'the-key',
      smtp: { host: '127.0.0.1', port: 2025 },
      from: 'Portico <no-reply@portico.localhost>',
      maxSendsPerIpPerHour: 10_000,
      maxCodeChecksPerIpPerMinute: 10_000,
      maxRequestsPerIpPerMinute: 100_000,
    })
  })

  it('behavior: a code lifetime given to the stack reaches the server (the e2e stack shortens it)', () => {
    const config = buildServerConfig({
      ...stack,
      authCodeTtlMs: 15_000,
    })
    expect(config.auth.codeTtlMs).toBe(15_000)
  })

  it('parameters: a local OpenID provider turns social sign-in on for all six providers', () => {
    const config = buildServerConfig({
      ...stack,
      social: { issuer: 'http://127.0.0.1:9791', clientSecret: 'shh' },
    })
    const provider = (clientId: string) => ({
      issuer: 'http://127.0.0.1:9791',
      clientId,
      clientSecret: 'shh',
    })
    expect(config.auth.social).toEqual({
      redirectUri: 'http://127.0.0.1:6180/social-callback.html',
      providers: {
        google: provider('portico-google'),
        github: provider('portico-github'),
        apple: provider('portico-apple'),
        facebook: provider('portico-facebook'),
        x: provider('portico-x'),
        discord: provider('portico-discord'),
      },
    })
  })
})

describe('loadAuthMasterKey', () => {
  let stateDir: string

  beforeAll(async () => {
    stateDir = await mkdtemp(join(tmpdir(), 'portico-devnet-key-'))
  })

  afterAll(async () => {
    await rm(stateDir, { recursive: true, force: true })
  })

  it('default: makes 32 random bytes once, in a file only the user can read, then reuses them', async () => {
    const key = await loadAuthMasterKey(stateDir)
    expect(Buffer.from(key, 'base64')).toHaveLength(32)
    const file = await stat(join(stateDir, 'auth-master.key'))
    expect(file.mode & 0o777).toBe(0o600)
    expect(await loadAuthMasterKey(stateDir)).toBe(key)
    const [a, b] = await Promise.all([loadAuthMasterKey(stateDir), loadAuthMasterKey(stateDir)])
    expect([a, b]).toEqual([key, key])
  })

  it('error: a file that holds something else → AuthMasterKeyFileError naming it', async () => {
    const otherDir = await mkdtemp(join(tmpdir(), 'portico-devnet-key-'))
    try {
      await writeFile(join(otherDir, 'auth-master.key'), 'not a key\n')
      const error = await loadAuthMasterKey(otherDir).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(AuthMasterKeyFileError)
      expect((error as Error).message).toMatch(
        new RegExp(`^${join(otherDir, 'auth-master.key')} does not hold an auth master key`),
      )
    } finally {
      await rm(otherDir, { recursive: true, force: true })
    }
  })
})

describe('buildServerConfig: the ENS gateway', () => {
  it('default: without a signer key, no gateway', () => {
    expect(buildServerConfig(base).ensGateway).toBeUndefined()
  })

  it('parameters: ensGatewaySignerKey signs the answers for the devnet zone', () => {
    const key = `0x${'11'.repeat(32)}` as const
    expect(buildServerConfig({ ...base, ensGatewaySignerKey: key }).ensGateway).toEqual({
      signerPrivateKey: key,
      ttlSeconds: 300,
      zones: ['portico.id'],
    })
  })
})

describe('buildServerConfig: ERC-4337', () => {
  const accountAbstraction = chains.map(({ chainId }, index) => ({
    chainId,
    entryPoint: DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address,
    entryPointVersion: '0.8' as const,
    factory: DEVNET_ACCOUNT_ABSTRACTION.factory.address,
    accountFactory: DEVNET_ACCOUNT_ABSTRACTION.accountFactory.address,
    accountImplementation: DEVNET_ACCOUNT_ABSTRACTION.accountImplementation.address,
    paymaster: DEVNET_ACCOUNT_ABSTRACTION.paymaster.address,
    paymasterSigner: PAYMASTER_SIGNER_ACCOUNT.address,
    bundlerUrl: `http://127.0.0.1:${4337 + index}`,
  }))

  it('default: without it, no accountAbstraction block, no signer key, no project fields', () => {
    const config = buildServerConfig(base)
    expect(config.chains.some((chain) => 'accountAbstraction' in chain)).toBe(false)
    expect(config.paymasterSignerKey).toBeUndefined()
    expect(config.projects[0]).not.toHaveProperty('smartAccountNetworks')
    expect(config.projects[0]).not.toHaveProperty('gasSponsorshipLimitWei')
  })

  it('parameters: each EVM chain gets its block, the server the signer key, the project smart accounts on 31337 with 1 ETH of gas', () => {
    const config = buildServerConfig({ ...base, accountAbstraction })
    expect(
      config.chains.map((chain) =>
        'accountAbstraction' in chain ? chain.accountAbstraction : undefined,
      ),
    ).toEqual(
      accountAbstraction.map((aa) => ({
        entryPoint: aa.entryPoint,
        entryPointVersion: '0.8',
        accountFactory: aa.accountFactory,
        bundlerUrl: aa.bundlerUrl,
        paymaster: aa.paymaster,
      })),
    )
    expect(config.paymasterSignerKey).toBe(PAYMASTER_SIGNER_ACCOUNT.privateKey)
    expect(config.projects[0]).toMatchObject({
      smartAccountNetworks: ['eip155:31337'],
      gasSponsorshipLimitWei: '1000000000000000000',
    })
  })
})
