import { readFileSync } from 'node:fs'
import { BITCOIN_REGTEST_CAIP_NETWORK_ID } from '@portico/local-bitcoin'
import { LOCAL_SOLANA_CAIP_NETWORK_ID, LOCAL_SOLANA_TOKEN } from '@portico/local-solana'
import { describe, expect, it } from 'vitest'
import { parseServerConfig, type ServerConfigInput, serverConfigSchema } from './config.ts'
import { ConfigError } from './errors/ConfigError.ts'
import { authConfigEntries } from './modules/auth/config.ts'
import { chainDataConfigEntries } from './modules/chainData/config.ts'
import { convertConfigEntries } from './modules/convert/config.ts'
import { directoryConfigEntries } from './modules/directory/config.ts'
import { embeddedWalletConfigEntries } from './modules/embeddedWallet/config.ts'
import { onrampConfigEntries } from './modules/onramp/config.ts'
import { ensGatewayConfigEntries } from './modules/profile/ensGatewayConfig.ts'
import { projectsConfigEntries } from './modules/projects/config.ts'
import { smartAccountsConfigEntries } from './modules/smartAccounts/config.ts'

const LOCAL_CHAIN = {
  caipNetworkId: 'eip155:31337',
  name: 'Portico Local',
  rpcUrl: 'http://127.0.0.1:8545',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  nativePriceUsd: 3000,
}
const TOKEN = {
  caipNetworkId: 'eip155:31337',
  address: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  name: 'Portico USD',
  symbol: 'PUSD',
  decimals: 6,
  priceUsd: 1,
}

const QUOTE_SOURCE = {
  type: 'uniswap-v2',
  caipNetworkId: 'eip155:31337',
  router: '0xb19b36b1456e65e3a6d514d3f715f204bd59f431',
  factory: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
  weth: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
} as const

function validInput(): ServerConfigInput {
  return {
    projects: [
      {
        id: 'portico-demo',
        name: 'Portico demo',
        allowedOrigins: ['http://localhost:5173'],
        features: [{ id: 'email', isEnabled: false, config: null }],
      },
    ],
    chains: [LOCAL_CHAIN],
    tokens: [TOKEN],
    identities: [{ address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', name: 'alice.portico' }],
    quoteSources: [QUOTE_SOURCE],
  }
}

type PathKey = string | number
/** Marks a key to delete in an edit. */
const REMOVE = Symbol('remove')

/** Sets (or removes) the value at `path` inside a JSON-like value, creating nothing. */
function setAt(root: unknown, path: readonly PathKey[], value: unknown): void {
  let node = root as Record<PathKey, unknown>
  for (const key of path.slice(0, -1)) node = node[key] as Record<PathKey, unknown>
  const last = path.at(-1)!
  if (value === REMOVE) delete node[last]
  else node[last] = value
}

/** Applies one edit to a fresh valid input and returns the ConfigError message. */
function messageOf(path: readonly PathKey[], value: unknown): string {
  const input = structuredClone(validInput())
  setAt(input, path, value)
  try {
    parseServerConfig(input, 'test.json')
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).message
  }
  throw new Error('expected a ConfigError')
}

describe('parseServerConfig', () => {
  it('default: applies port, host, databaseUrl, logLevel and list defaults', () => {
    const config = parseServerConfig({ projects: [{ id: 'p', name: 'P' }] })
    expect(config).toEqual({
      port: 8787,
      host: '127.0.0.1',
      databaseUrl: 'file:.portico/portico.db',
      logLevel: 'warn',
      projectCacheMs: 1000,
      projects: [
        {
          id: 'p',
          name: 'P',
          allowedOrigins: [],
          features: [],
          analyticsEnabled: true,
          includeDefaultOrigins: true,
          nameZone: null,
          namesPerAddress: 1,
          smartAccountNetworks: [],
          gasSponsorshipLimitWei: null,
        },
      ],
      chains: [],
      tokens: [],
      identities: [],
      quoteSources: [],
      spamContracts: [],
      indexer: { enabled: true, pollIntervalMs: 1000, batchBlocks: 50, reorgDepth: 12 },
      http: {
        requestTimeoutMs: 30_000,
        headersTimeoutMs: 10_000,
        idleTimeoutMs: 60_000,
        keepAliveTimeoutMs: 5_000,
        trustProxy: false,
      },
      balances: { forceUpdateIntervalMs: 5_000, forceUpdatesPerIpPerMinute: 30 },
      onramp: { providers: [], requestTimeoutMs: 5_000 },
      pay: { exchanges: [], requestTimeoutMs: 5_000 },
      embeddedWallet: { extraNetworks: [] },
    })
  })

  it("behavior: every key a module declares is in the file, with the module's own schema", () => {
    // A key added to a module's entries but left out of the composition would be refused as
    // unknown; one composed with another schema would not check what the module expects.
    const modules = [
      authConfigEntries,
      chainDataConfigEntries,
      convertConfigEntries,
      directoryConfigEntries,
      onrampConfigEntries,
      ensGatewayConfigEntries,
      projectsConfigEntries,
      smartAccountsConfigEntries,
      embeddedWalletConfigEntries,
    ]
    const keys = modules.flatMap((entries) => Object.keys(entries))
    // No two modules claim one key.
    expect(new Set(keys).size).toBe(keys.length)
    for (const entries of modules)
      for (const [key, schema] of Object.entries(entries))
        expect(
          serverConfigSchema.entries[key as keyof typeof serverConfigSchema.entries],
          key,
        ).toBe(schema)
  })

  it('behavior: the shipped example config parses', () => {
    const file = new URL('../portico.config.example.json', import.meta.url)
    const config = parseServerConfig(JSON.parse(readFileSync(file, 'utf8')), 'example')
    expect(config.projects[0]?.id).toBe('portico-demo')
    // The local networks' ids and the PUSD mint are what the local services use.
    expect(config.chains.map((chain) => chain.caipNetworkId)).toEqual([
      'eip155:31337',
      LOCAL_SOLANA_CAIP_NETWORK_ID,
      BITCOIN_REGTEST_CAIP_NETWORK_ID,
    ])
    expect(config.tokens).toMatchObject([
      { caipNetworkId: LOCAL_SOLANA_CAIP_NETWORK_ID, address: LOCAL_SOLANA_TOKEN.mint },
    ])
  })

  it('behavior: checksums token and quote source addresses and defaults testnet and icons', () => {
    const config = parseServerConfig(validInput())
    expect(config.tokens[0]?.address).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    expect(config.identities[0]).toEqual({
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      name: 'alice.portico',
      avatar: null,
    })
    expect(config.tokens[0]?.iconUrl).toBeNull()
    expect(config.quoteSources[0]).toMatchObject({
      router: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
      reserveCacheMs: 1000,
    })
    expect(config.chains[0]?.testnet).toBe(false)
    expect(config.chains[0]?.iconUrl).toBeNull()
  })

  it('behavior: accepts the socials feature with a provider list', () => {
    const input = validInput()
    input.projects[0]!.features = [{ id: 'socials', isEnabled: true, config: ['google', 'x'] }]
    expect(parseServerConfig(input).projects[0]?.features).toEqual([
      { id: 'socials', isEnabled: true, config: ['google', 'x'] },
    ])
  })

  it.each<[string, PathKey[], unknown, string]>([
    ['projects missing', ['projects'], REMOVE, 'projects: '],
    ['projects empty', ['projects'], [], 'projects: must list at least one project'],
    [
      'project id with a space',
      ['projects', 0, 'id'],
      'my project',
      'projects[0].id: must be 1 to 64 letters, digits, hyphens or underscores',
    ],
    ['project name empty', ['projects', 0, 'name'], '  ', 'projects[0].name: must not be empty'],
    [
      'allowed origin with a path',
      ['projects', 0, 'allowedOrigins'],
      ['http://localhost:5173', 'https://a.b/path'],
      "projects[0].allowedOrigins[1]: must be an origin like 'https://a.b', '*.a.b' or 'http://a.b:*'",
    ],
    [
      'unknown feature id',
      ['projects', 0, 'features'],
      [{ id: 'teleport', isEnabled: true, config: null }],
      'projects[0].features[0].id: ',
    ],
    [
      'unknown social provider',
      ['projects', 0, 'features'],
      [{ id: 'socials', isEnabled: true, config: ['myspace'] }],
      'projects[0].features[0].config[0]: ',
    ],
    [
      'config on a switch feature',
      ['projects', 0, 'features'],
      [{ id: 'email', isEnabled: true, config: ['x'] }],
      'projects[0].features[0].config: ',
    ],
    [
      'duplicate project',
      ['projects', 1],
      { id: 'portico-demo', name: 'Again' },
      "projects[1].id: duplicate id 'portico-demo'",
    ],
    [
      'duplicate feature',
      ['projects', 0, 'features', 1],
      { id: 'email', isEnabled: true },
      "projects[0].features[1].id: duplicate feature 'email'",
    ],
    [
      'EVM chain id zero',
      ['chains', 0, 'caipNetworkId'],
      'eip155:0',
      "chains[0].caipNetworkId: must be an EVM CAIP-2 id like 'eip155:31337'",
    ],
    [
      'chain in a namespace the server does not read',
      ['chains', 0, 'caipNetworkId'],
      'cosmos:cosmoshub-4',
      "chains[0].caipNetworkId: must be a CAIP-2 id of an EVM, Solana or Bitcoin chain ('eip155:…', 'solana:…', 'bip122:…')",
    ],
    [
      'chain without an id',
      ['chains', 0, 'caipNetworkId'],
      REMOVE,
      'chains[0].caipNetworkId: must be a CAIP-2 id of an EVM, Solana or Bitcoin chain',
    ],
    [
      'rpc url not http',
      ['chains', 0, 'rpcUrl'],
      'ftp://127.0.0.1',
      'chains[0].rpcUrl: must be an http(s) URL',
    ],
    [
      'negative native price',
      ['chains', 0, 'nativePriceUsd'],
      -1,
      'chains[0].nativePriceUsd: must not be negative',
    ],
    [
      'fractional decimals',
      ['chains', 0, 'nativeCurrency', 'decimals'],
      1.5,
      'chains[0].nativeCurrency.decimals: must be an integer',
    ],
    [
      'duplicate chain',
      ['chains', 1],
      LOCAL_CHAIN,
      "chains[1].caipNetworkId: duplicate chain 'eip155:31337'",
    ],
    [
      'token address with a bad checksum',
      ['tokens', 0, 'address'],
      '0x5FBdb2315678afecb367f032d93f642f64180aa3',
      'tokens[0].address: must be an EVM address',
    ],
    [
      'token on a chain that is not configured',
      ['tokens', 0, 'caipNetworkId'],
      'eip155:1',
      "tokens[0].caipNetworkId: 'eip155:1' is not listed in chains",
    ],
    [
      'token price as a word',
      ['tokens', 0, 'priceUsd'],
      'one',
      'tokens[0].priceUsd: must be a number or a decimal string',
    ],
    ['token price as a boolean', ['tokens', 0, 'priceUsd'], true, 'tokens[0].priceUsd: '],
    [
      'identity without a name',
      ['identities', 0, 'name'],
      ' ',
      'identities[0].name: must not be empty',
    ],
    [
      'identity avatar not http',
      ['identities', 0, 'avatar'],
      'javascript:alert(1)',
      'identities[0].avatar: must be an http(s) URL',
    ],
    [
      'duplicate identity',
      ['identities', 1],
      { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', name: 'again' },
      'identities[1].address: duplicate address 0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ],
    [
      'quote source of an unknown type',
      ['quoteSources', 0, 'type'],
      'uniswap-v9',
      "quoteSources[0].type: must be a quote source with a known type: 'uniswap-v2'",
    ],
    [
      'quote source router not an address',
      ['quoteSources', 0, 'router'],
      '0x1234',
      'quoteSources[0].router: must be an EVM address',
    ],
    ['quote source without weth', ['quoteSources', 0, 'weth'], REMOVE, 'quoteSources[0].weth: '],
    [
      'quote source on a chain that is not configured',
      ['quoteSources', 0, 'caipNetworkId'],
      'eip155:1',
      "quoteSources[0].caipNetworkId: 'eip155:1' is not listed in chains",
    ],
    [
      'quote source reserve cache beyond a minute',
      ['quoteSources', 0, 'reserveCacheMs'],
      60_001,
      'quoteSources[0].reserveCacheMs: must be from 0 to 60000',
    ],
    [
      'two quote sources for one chain',
      ['quoteSources', 1],
      QUOTE_SOURCE,
      "quoteSources[1].caipNetworkId: 'eip155:31337' already has a quote source",
    ],
    ['port out of range', ['port'], 70_000, 'port: must be at most 65535'],
    ['unknown log level', ['logLevel'], 'loud', 'logLevel: '],
    [
      'database url without a scheme',
      ['databaseUrl'],
      'portico.db',
      'databaseUrl: must be a file:, libsql:, http(s): or postgres:// URL',
    ],
    ['misspelled top-level key', ['chain'], [], 'chain: '],
    ['misspelled nested key', ['chains', 0, 'rpcURL'], 'x', 'chains[0].rpcURL: '],
  ])('error: %s', (_case, path, value, expected) => {
    const message = messageOf(path, value)
    expect(message.startsWith(`Invalid test.json: ${expected}`), message).toBe(true)
  })

  it('error: a non-object names the root', () => {
    expect(() => parseServerConfig('projects', 'x.json')).toThrow(/^Invalid x\.json: Invalid type/)
  })
})

describe('parseServerConfig: auth', () => {
  const MASTER_KEY = Buffer.alloc(32, 7).toString('base64')
  const auth = () => ({
    secureSiteOrigins: ['http://127.0.0.1:5180'],
    publicUrl: 'http://127.0.0.1:8787/',
    masterKey: MASTER_KEY,
    smtp: { host: '127.0.0.1', port: 1025 },
    from: 'Portico <no-reply@portico.localhost>',
  })

  function authMessageOf(path: readonly PathKey[], value: unknown): string {
    const input = { projects: [{ id: 'p', name: 'P' }], auth: auth() }
    setAt(input, ['auth', ...path], value)
    try {
      parseServerConfig(input, 'test.json')
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      return (error as ConfigError).message
    }
    return 'no error'
  }

  it('default: no auth section, no auth', () => {
    expect(parseServerConfig({ projects: [{ id: 'p', name: 'P' }] }).auth).toBeUndefined()
  })

  it('default: applies the contract defaults and trims the public URL', () => {
    const config = parseServerConfig({ projects: [{ id: 'p', name: 'P' }], auth: auth() })
    expect(config.auth).toEqual({
      ...auth(),
      publicUrl: 'http://127.0.0.1:8787',
      smtp: { host: '127.0.0.1', port: 1025, secure: false },
      codeTtlMs: 600_000,
      sessionTtlMs: 604_800_000,
      resendDelayMs: 30_000,
      maxOtpAttempts: 5,
      deviceWaitMs: 20_000,
      maxSendsPerEmailPerHour: 10,
      maxSendsPerIpPerHour: 30,
      maxCodeChecksPerIpPerMinute: 30,
      maxRequestsPerIpPerMinute: 300,
    })
  })

  it.each([
    ['maxSendsPerIpPerHour', 10_000, 1_000],
    ['maxCodeChecksPerIpPerMinute', 10_000, 600],
    ['maxRequestsPerIpPerMinute', 100_000, 6_000],
  ] as const)(
    'behavior: %s above its ceiling is a development setting: only with a publicUrl on this machine',
    (name, raised, ceiling) => {
      const loopback = { projects: [{ id: 'p', name: 'P' }], auth: { ...auth(), [name]: raised } }
      expect(parseServerConfig(loopback).auth?.[name]).toBe(raised)
      const atCeiling = {
        projects: [{ id: 'p', name: 'P' }],
        auth: { ...auth(), publicUrl: 'https://portico.example.org', [name]: ceiling },
      }
      expect(parseServerConfig(atCeiling).auth?.[name]).toBe(ceiling)
      const publicServer = {
        ...atCeiling,
        auth: { ...atCeiling.auth, [name]: raised },
      }
      expect(() => parseServerConfig(publicServer, 'test.json')).toThrow(
        `Invalid test.json: auth.${name}: at most ${ceiling} unless auth.publicUrl is on this machine (a development server such as the devnet)`,
      )
    },
  )

  it('behavior: base64url and unpadded master keys are accepted; the key may be left out', () => {
    const key = Buffer.alloc(32, 250)
    for (const masterKey of [key.toString('base64url'), key.toString('base64').replace('=', '')])
      expect(authMessageOf(['masterKey'], masterKey)).toBe('no error')
    expect(authMessageOf(['masterKey'], REMOVE)).toBe('no error')
  })

  it.each<[string, PathKey[], unknown, string]>([
    [
      'secure-site origin with a path',
      ['secureSiteOrigins', 0],
      'http://127.0.0.1:5180/frame',
      "auth.secureSiteOrigins[0]: must be an exact origin like 'https://wallet.example' or 'http://127.0.0.1:5180'",
    ],
    [
      'secure-site origin with a wildcard',
      ['secureSiteOrigins', 0],
      'https://*.wallet.example',
      'auth.secureSiteOrigins[0]: must be an exact origin',
    ],
    [
      'no secure-site origin',
      ['secureSiteOrigins'],
      [],
      'auth.secureSiteOrigins: must list at least one origin',
    ],
    ['public URL not http', ['publicUrl'], 'ftp://x', 'auth.publicUrl: must be an http(s) URL'],
    [
      'master key of 16 bytes',
      ['masterKey'],
      Buffer.alloc(16, 1).toString('base64'),
      'auth.masterKey: must be base64 of 32 random bytes (make one with `openssl rand -base64 32`)',
    ],
    [
      'master key not base64',
      ['masterKey'],
      `${'!'.repeat(43)}=`,
      'auth.masterKey: must be base64',
    ],
    ['smtp port 0', ['smtp', 'port'], 0, 'auth.smtp.port: must be from 1 to 65535'],
    [
      'smtp user without pass',
      ['smtp', 'user'],
      'mailer',
      'auth.smtp: user and pass must be given together',
    ],
    [
      'negative resend delay',
      ['resendDelayMs'],
      -1,
      'auth.resendDelayMs: must be from 0 to 3600000',
    ],
    ['zero tries', ['maxOtpAttempts'], 0, 'auth.maxOtpAttempts: must be from 1 to 100'],
    ['misspelled key', ['codeTTL'], 5, 'auth.codeTTL: '],
  ])('error: %s', (_case, path, value, expected) => {
    const message = authMessageOf(path, value)
    expect(message.startsWith(`Invalid test.json: ${expected}`), message).toBe(true)
  })
})

describe('parseServerConfig: Solana and Bitcoin chains', () => {
  const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  const BITCOIN_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
  const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

  // The shape the issue #6 contract gives the devnet: prices as decimal strings.
  function nonEvmInput(): ServerConfigInput {
    const input = validInput()
    input.chains = [
      LOCAL_CHAIN,
      {
        caipNetworkId: SOLANA_MAINNET,
        name: 'Solana',
        rpcUrl: 'http://127.0.0.1:8899',
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        nativePriceUsd: '150',
        testnet: false,
      },
      {
        caipNetworkId: BITCOIN_REGTEST,
        name: 'Portico Bitcoin Regtest',
        esploraUrl: 'http://127.0.0.1:18443/',
        nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
        nativePriceUsd: '60000',
        testnet: false,
      },
    ]
    input.tokens = [
      TOKEN,
      {
        caipNetworkId: SOLANA_MAINNET,
        address: USDC_MINT,
        name: 'USD Coin',
        symbol: 'USDC',
        decimals: 6,
        priceUsd: '1',
      },
    ]
    return input
  }

  function nonEvmMessageOf(path: readonly PathKey[], value: unknown): string {
    const input = nonEvmInput()
    setAt(input, path, value)
    try {
      parseServerConfig(input, 'test.json')
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      return (error as ConfigError).message
    }
    throw new Error('expected a ConfigError')
  }

  it('default: each chain gets its namespace; prices become numbers; mints stay as written', () => {
    const config = parseServerConfig(nonEvmInput())
    expect(config.chains.map((chain) => chain.namespace)).toEqual(['eip155', 'solana', 'bip122'])
    expect(config.chains[1]).toEqual({
      caipNetworkId: SOLANA_MAINNET,
      namespace: 'solana',
      name: 'Solana',
      rpcUrl: 'http://127.0.0.1:8899',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      nativePriceUsd: 150,
      testnet: false,
      iconUrl: null,
    })
    expect(config.chains[2]).toEqual({
      caipNetworkId: BITCOIN_REGTEST,
      namespace: 'bip122',
      name: 'Portico Bitcoin Regtest',
      esploraUrl: 'http://127.0.0.1:18443',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      nativePriceUsd: 60_000,
      testnet: false,
      iconUrl: null,
    })
    expect(config.tokens[1]).toEqual({
      caipNetworkId: SOLANA_MAINNET,
      namespace: 'solana',
      address: USDC_MINT,
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      priceUsd: 1,
      iconUrl: null,
    })
  })

  it('behavior: an EVM-only config parses as before, its chains and tokens marked eip155', () => {
    const config = parseServerConfig(validInput())
    expect(config.chains[0]).toMatchObject({ namespace: 'eip155', indexFromBlock: 0 })
    expect(config.tokens[0]).toMatchObject({ namespace: 'eip155' })
  })

  it.each<[string, PathKey[], unknown, string]>([
    [
      'Solana reference too short',
      ['chains', 1, 'caipNetworkId'],
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvd',
      "chains[1].caipNetworkId: must be a Solana CAIP-2 id: 'solana:' and the first 32 base58 characters of the genesis hash",
    ],
    [
      'Solana reference with a 0 (not base58)',
      ['chains', 1, 'caipNetworkId'],
      'solana:0eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'chains[1].caipNetworkId: must be a Solana CAIP-2 id',
    ],
    ['Solana chain without rpcUrl', ['chains', 1, 'rpcUrl'], REMOVE, 'chains[1].rpcUrl: '],
    [
      'Solana chain with an esploraUrl',
      ['chains', 1, 'esploraUrl'],
      'http://127.0.0.1:18443',
      'chains[1].esploraUrl: ',
    ],
    [
      'Solana chain with indexFromBlock (history is EVM only)',
      ['chains', 1, 'indexFromBlock'],
      0,
      'chains[1].indexFromBlock: ',
    ],
    [
      'Solana native decimals other than 9',
      ['chains', 1, 'nativeCurrency', 'decimals'],
      18,
      'chains[1].nativeCurrency.decimals: must be 9 (SOL is read in lamports)',
    ],
    [
      'Bitcoin native decimals other than 8',
      ['chains', 2, 'nativeCurrency', 'decimals'],
      9,
      'chains[2].nativeCurrency.decimals: must be 8 (BTC is read in sats)',
    ],
    [
      'Bitcoin reference in upper case',
      ['chains', 2, 'caipNetworkId'],
      BITCOIN_REGTEST.toUpperCase().replace('BIP122', 'bip122'),
      "chains[2].caipNetworkId: must be a Bitcoin CAIP-2 id: 'bip122:' and the first 32 hex characters of the genesis block hash",
    ],
    [
      'Bitcoin network the server does not know',
      ['chains', 2, 'caipNetworkId'],
      `bip122:${'a'.repeat(32)}`,
      "chains[2].caipNetworkId: must be a known Bitcoin network: 'bip122:000000000019d6689c085ae165831e93' (mainnet), ",
    ],
    [
      'Bitcoin chain with rpcUrl instead of esploraUrl',
      ['chains', 2, 'esploraUrl'],
      REMOVE,
      'chains[2].esploraUrl: ',
    ],
    [
      'Bitcoin esploraUrl not http',
      ['chains', 2, 'esploraUrl'],
      'ftp://127.0.0.1:18443',
      'chains[2].esploraUrl: must be an http(s) URL',
    ],
    [
      'Bitcoin price negative',
      ['chains', 2, 'nativePriceUsd'],
      '-1',
      'chains[2].nativePriceUsd: must be a number or a decimal string',
    ],
    [
      'SPL mint that is an EVM address',
      ['tokens', 1, 'address'],
      '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      'tokens[1].address: must be a Solana address (32 to 44 base58 characters that decode to 32 bytes)',
    ],
    [
      'SPL mint too short',
      ['tokens', 1, 'address'],
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4',
      'tokens[1].address: must be a Solana address',
    ],
    [
      'token on a Bitcoin chain',
      ['tokens', 1, 'caipNetworkId'],
      BITCOIN_REGTEST,
      "tokens[1].caipNetworkId: must be a CAIP-2 id of an EVM chain ('eip155:…', ERC-20s) or a Solana chain ('solana:…', SPL mints)",
    ],
    [
      'SPL mint on a Solana chain that is not configured',
      ['tokens', 1, 'caipNetworkId'],
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      "tokens[1].caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' is not listed in chains",
    ],
    [
      'the same mint twice',
      ['tokens', 2],
      {
        caipNetworkId: SOLANA_MAINNET,
        address: USDC_MINT,
        name: 'Again',
        symbol: 'USDC',
        decimals: 6,
        priceUsd: 1,
      },
      `tokens[2].address: duplicate token ${USDC_MINT}`,
    ],
    [
      'a spam contract on a Solana chain (spam lists are EVM only)',
      ['spamContracts'],
      [{ caipNetworkId: SOLANA_MAINNET, address: USDC_MINT }],
      "spamContracts[0].caipNetworkId: must be an EVM CAIP-2 id like 'eip155:31337'",
    ],
  ])('error: %s', (_case, path, value, expected) => {
    const message = nonEvmMessageOf(path, value)
    expect(message.startsWith(`Invalid test.json: ${expected}`), message).toBe(true)
  })
})

describe('parseServerConfig: http and balances', () => {
  const base = { projects: [{ id: 'p', name: 'P' }] }
  const auth = {
    secureSiteOrigins: ['http://127.0.0.1:5180'],
    publicUrl: 'http://127.0.0.1:8787',
    smtp: { host: '127.0.0.1', port: 1025 },
    from: 'Portico <no-reply@portico.localhost>',
  }
  const messageOfInput = (input: unknown) => {
    try {
      parseServerConfig(input, 'test.json')
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      return (error as ConfigError).message
    }
    return 'no error'
  }

  it('parameters: short timeouts are accepted', () => {
    const config = parseServerConfig({
      ...base,
      http: { requestTimeoutMs: 500, headersTimeoutMs: 300, idleTimeoutMs: 400 },
    })
    expect(config.http).toEqual({
      requestTimeoutMs: 500,
      headersTimeoutMs: 300,
      idleTimeoutMs: 400,
      keepAliveTimeoutMs: 5_000,
      trustProxy: false,
    })
  })

  it.each<[string, unknown]>([
    ['true', true],
    ['a hop count', 2],
    [
      'addresses, CIDR blocks and names',
      ['10.0.0.1', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback'],
    ],
  ])('parameters: trustProxy %s', (_case, trustProxy) => {
    expect(parseServerConfig({ ...base, http: { trustProxy } }).http.trustProxy).toEqual(trustProxy)
  })

  it.each<[string, unknown]>([
    ['a zero hop count', 0],
    ['an empty list', []],
    ['a host name', ['proxy.internal']],
    ['a CIDR prefix too long', ['10.0.0.0/33']],
    ['a comma-separated string', '10.0.0.1,10.0.0.2'],
  ])('error: trustProxy %s', (_case, trustProxy) => {
    expect(messageOfInput({ ...base, http: { trustProxy } })).toContain(
      'Invalid test.json: http.trustProxy',
    )
  })

  it.each<[string, unknown, string]>([
    [
      'a headers timeout longer than the request timeout',
      { ...base, http: { requestTimeoutMs: 5_000, headersTimeoutMs: 6_000 } },
      'Invalid test.json: http.headersTimeoutMs: must be at most http.requestTimeoutMs (5000)',
    ],
    [
      'an idle timeout the device long poll does not fit in',
      { ...base, http: { idleTimeoutMs: 24_999 }, auth: { ...auth, deviceWaitMs: 20_000 } },
      'Invalid test.json: http.idleTimeoutMs: must be at least auth.deviceWaitMs + 5000 (25000): the device long poll is silent that long',
    ],
    [
      'a zero request timeout',
      { ...base, http: { requestTimeoutMs: 0 } },
      'Invalid test.json: http.requestTimeoutMs: must be from 1 to 600000',
    ],
    ['an unknown http key', { ...base, http: { timeout: 1 } }, 'Invalid test.json: http.timeout: '],
    [
      'no forced balance reads at all',
      { ...base, balances: { forceUpdatesPerIpPerMinute: 0 } },
      'Invalid test.json: balances.forceUpdatesPerIpPerMinute: must be from 1 to 100000',
    ],
  ])('error: %s', (_case, input, message) => {
    expect(messageOfInput(input)).toContain(message)
  })

  it('parameters: forced balance reads with no interval', () => {
    const config = parseServerConfig({ ...base, balances: { forceUpdateIntervalMs: 0 } })
    expect(config.balances).toEqual({ forceUpdateIntervalMs: 0, forceUpdatesPerIpPerMinute: 30 })
  })

  it('behavior: the idle timeout only has to fit the long poll when auth is on', () => {
    expect(messageOfInput({ ...base, http: { idleTimeoutMs: 1_000 } })).toBe('no error')
    expect(messageOfInput({ ...base, http: { idleTimeoutMs: 25_000 }, auth })).toBe('no error')
  })
})
