import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  buildServerConfig,
  DEVNET_ACCOUNT_ABSTRACTION,
  PAYMASTER_SIGNER_ACCOUNT,
} from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseServerConfig, type ServerConfigInput } from '../../config.ts'
import { ConfigError } from '../../errors/ConfigError.ts'
import { loadConfig } from '../../loadConfig.ts'

const ENTRY_POINT = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
const FACTORY = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'
const PAYMASTER = '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359'
// Test keys only (anvil's well-known mnemonic accounts 0 and 1).
const FILE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ENV_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

const evmChain = (accountAbstraction?: unknown) => ({
  caipNetworkId: 'eip155:31337',
  name: 'Anvil',
  nativePriceUsd: 0,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrl: 'http://127.0.0.1:8545',
  ...(accountAbstraction === undefined ? {} : { accountAbstraction }),
})

function parse(input: Partial<ServerConfigInput> & Record<string, unknown>) {
  return parseServerConfig({ projects: [{ id: 'p', name: 'P' }], ...input })
}

function errorOf(run: () => unknown): ConfigError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return error as ConfigError
  }
  throw new Error('expected a ConfigError')
}

describe('config: smart accounts', () => {
  it('default: projects have no smart-account networks and no gas sponsorship; chains no accountAbstraction; no signer key', () => {
    const config = parse({ chains: [evmChain()] })
    expect(config.projects[0]).toMatchObject({
      smartAccountNetworks: [],
      gasSponsorshipLimitWei: null,
    })
    expect(config.chains[0]).not.toHaveProperty('accountAbstraction')
    expect(config.paymasterSignerKey).toBeUndefined()
  })

  it('parameters: an accountAbstraction block (addresses checksummed), project fields, the signer key', () => {
    const config = parse({
      projects: [
        {
          id: 'p',
          name: 'P',
          smartAccountNetworks: ['eip155:31337', 'eip155:31337', 'eip155:1'],
          gasSponsorshipLimitWei: '1000000000000000000',
        },
      ],
      chains: [
        evmChain({
          entryPoint: ENTRY_POINT,
          entryPointVersion: '0.8',
          accountFactory: FACTORY,
          bundlerUrl: 'http://127.0.0.1:4337',
          paymaster: PAYMASTER,
        }),
      ],
      paymasterSignerKey: FILE_KEY,
    })
    expect(config.projects[0]).toMatchObject({
      smartAccountNetworks: ['eip155:31337', 'eip155:1'],
      gasSponsorshipLimitWei: '1000000000000000000',
    })
    const [chain] = config.chains
    expect(chain?.namespace === 'eip155' && chain.accountAbstraction).toEqual({
      entryPoint: ENTRY_POINT,
      entryPointVersion: '0.8',
      accountFactory: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      bundlerUrl: 'http://127.0.0.1:4337',
      paymaster: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    })
    expect(config.paymasterSignerKey).toBe(FILE_KEY)
  })

  it.each([
    [
      'an EntryPoint version other than 0.8',
      {
        chains: [
          evmChain({
            entryPoint: ENTRY_POINT,
            entryPointVersion: '0.7',
            accountFactory: FACTORY,
            bundlerUrl: 'http://127.0.0.1:4337',
          }),
        ],
      },
      "chains[0].accountAbstraction.entryPointVersion: must be '0.8'",
    ],
    [
      'a bundler URL that is not http',
      {
        chains: [
          evmChain({
            entryPoint: ENTRY_POINT,
            entryPointVersion: '0.8',
            accountFactory: FACTORY,
            bundlerUrl: 'ws://127.0.0.1:4337',
          }),
        ],
      },
      'chains[0].accountAbstraction.bundlerUrl: ',
    ],
    [
      'a Solana network among the smart-account networks',
      { projects: [{ id: 'p', name: 'P', smartAccountNetworks: ['solana:abc'] }] },
      "projects[0].smartAccountNetworks[0]: must be an EVM CAIP-2 id like 'eip155:31337'",
    ],
    [
      'a limit with a decimal point',
      { projects: [{ id: 'p', name: 'P', gasSponsorshipLimitWei: '1.5' }] },
      'projects[0].gasSponsorshipLimitWei: must be a whole number of wei in decimal',
    ],
    [
      'a limit as a number',
      { projects: [{ id: 'p', name: 'P', gasSponsorshipLimitWei: 1000 }] },
      'projects[0].gasSponsorshipLimitWei: ',
    ],
  ])('error: %s', (_case, input, message) => {
    expect(errorOf(() => parse(input as Record<string, unknown>)).message).toContain(message)
  })

  it('error: a malformed signer key is refused without echoing it', () => {
    const key = `${FILE_KEY.slice(0, -2)}zz`
    const error = errorOf(() => parse({ paymasterSignerKey: key }))
    expect(error.message).toBe(
      'Invalid config: paymasterSignerKey: must be a private key: 0x and 64 hex digits',
    )
    expect(error.message).not.toContain(key.slice(2, 20))
  })
})

describe('loadConfig: PORTICO_PAYMASTER_SIGNER_KEY', () => {
  let dir: string
  let file: string

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-aa-config-'))
    file = join(dir, 'portico.json')
    await writeFile(
      file,
      JSON.stringify({ projects: [{ id: 'p', name: 'P' }], paymasterSignerKey: FILE_KEY }),
    )
  })

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('default: the key from the file', async () => {
    expect((await loadConfig({ PORTICO_CONFIG: file })).paymasterSignerKey).toBe(FILE_KEY)
  })

  it('parameters: the environment wins over the file', async () => {
    const config = await loadConfig({ PORTICO_CONFIG: file, PORTICO_PAYMASTER_SIGNER_KEY: ENV_KEY })
    expect(config.paymasterSignerKey).toBe(ENV_KEY)
  })

  it('error: a malformed key in the environment is refused without echoing it', async () => {
    const error = await loadConfig({
      PORTICO_CONFIG: file,
      PORTICO_PAYMASTER_SIGNER_KEY: 'not-a-key-secret',
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toBe(
      'Invalid environment: PORTICO_PAYMASTER_SIGNER_KEY: must be a private key: 0x and 64 hex digits',
    )
  })
})

describe("the devnet's server config (tools/devnet buildServerConfig)", () => {
  it('behavior: with ERC-4337 it parses; smart accounts on eip155:31337 only, sponsored up to 1 ETH', () => {
    const chains = [31337, 31338].map((chainId, index) => ({
      chainId,
      name: `Local ${chainId}`,
      rpcUrl: `http://127.0.0.1:${8545 + index}`,
      port: 8545 + index,
    }))
    const written = buildServerConfig({
      port: 8787,
      host: '127.0.0.1',
      stateDir: '/tmp/state',
      projectId: 'portico-demo',
      demoPort: 5173,
      chains,
      tokens: [],
      collections: [],
      mailSmtpPort: 1025,
      secureSitePort: 5180,
      authMasterKey: Buffer.alloc(32, 1).toString('base64'),
      accountAbstraction: chains.map(({ chainId }, index) => ({
        chainId,
        entryPoint: DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address,
        entryPointVersion: '0.8' as const,
        factory: DEVNET_ACCOUNT_ABSTRACTION.factory.address,
        accountFactory: DEVNET_ACCOUNT_ABSTRACTION.accountFactory.address,
        accountImplementation: DEVNET_ACCOUNT_ABSTRACTION.accountImplementation.address,
        paymaster: DEVNET_ACCOUNT_ABSTRACTION.paymaster.address,
        paymasterSigner: PAYMASTER_SIGNER_ACCOUNT.address,
        bundlerUrl: `http://127.0.0.1:${4337 + index}`,
      })),
    })
    const config = parseServerConfig(JSON.parse(JSON.stringify(written)))
    expect(config.projects[0]).toMatchObject({
      smartAccountNetworks: ['eip155:31337'],
      gasSponsorshipLimitWei: '1000000000000000000',
    })
    expect(config.paymasterSignerKey).toBe(PAYMASTER_SIGNER_ACCOUNT.privateKey)
    for (const chain of config.chains)
      expect(chain.namespace === 'eip155' && chain.accountAbstraction).toMatchObject({
        entryPoint: DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address,
        accountFactory: DEVNET_ACCOUNT_ABSTRACTION.accountFactory.address,
        paymaster: DEVNET_ACCOUNT_ABSTRACTION.paymaster.address,
      })
  })
})
