import { getFreePort } from '@portico/devnet'
import { OTHER_ADDRESS, TEST_ADDRESS, TEST_PRIVATE_KEY } from '@portico/test-utils/accounts'
import type { Address, Hash, Hex } from 'viem'
import {
  createWalletClient,
  custom,
  numberToHex,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CreateTestWalletParameters, createTestWallet } from './createTestWallet.ts'
import { TestWalletConfigError, TestWalletRpcError } from './errors.ts'
import { createMemoryStorage, type TestWalletStorage } from './persistedState.ts'
import { startTestChains, type TestChain, type TestChains } from './testChains.ts'
import type { TestWalletProvider } from './types.ts'

let testChains: TestChains
let chainA: TestChain
let chainB: TestChain
/** Started, but not configured in the wallet: the target of wallet_addEthereumChain. */
let chainC: TestChain

beforeAll(async () => {
  testChains = await startTestChains([31337, 31338, 31339])
  ;[chainA, chainB, chainC] = testChains.chains as [TestChain, TestChain, TestChain]
}, 30_000)

afterAll(async () => {
  await testChains?.stop()
})

function wallet(overrides: Partial<CreateTestWalletParameters> = {}): TestWalletProvider {
  return createTestWallet({
    privateKey: TEST_PRIVATE_KEY,
    chains: [
      { id: chainA.id, rpcUrl: chainA.rpcUrl, name: chainA.name },
      { id: chainB.id, rpcUrl: chainB.rpcUrl, name: chainB.name },
    ],
    storage: createMemoryStorage(),
    ...overrides,
  })
}

async function connected(overrides: Partial<CreateTestWalletParameters> = {}) {
  const provider = wallet(overrides)
  await provider.request({ method: 'eth_requestAccounts' })
  return provider
}

/** The EIP-1193 error a request fails with. */
async function rpcError(promise: Promise<unknown>): Promise<TestWalletRpcError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof TestWalletRpcError)) throw new Error(`expected an RPC error, got ${error}`)
  return error
}

function record<event extends 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'>(
  provider: TestWalletProvider,
  event: event,
): unknown[][] {
  const calls: unknown[][] = []
  provider.on(event, (...args: unknown[]) => calls.push(args))
  return calls
}

describe('accounts and authorisation', () => {
  it('default: eth_accounts is empty until eth_requestAccounts authorises', async () => {
    const provider = wallet()
    const accountsChanged = record(provider, 'accountsChanged')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([TEST_ADDRESS])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([TEST_ADDRESS])
    expect(accountsChanged).toEqual([[[TEST_ADDRESS]]])
  })

  it('behavior: eth_requestAccounts when already authorised emits nothing', async () => {
    const provider = await connected()
    const accountsChanged = record(provider, 'accountsChanged')
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([TEST_ADDRESS])
    expect(accountsChanged).toEqual([])
  })

  it('behavior: a new instance on the same storage keeps the authorisation and chain', async () => {
    const storage = createMemoryStorage()
    const first = await connected({ storage })
    await first.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: numberToHex(chainB.id) }],
    })
    const reloaded = wallet({ storage })
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([TEST_ADDRESS])
    expect(await reloaded.request({ method: 'eth_chainId' })).toBe(numberToHex(chainB.id))
  })

  it('parameters: storageKey separates saved states', async () => {
    const storage = createMemoryStorage()
    await connected({ storage, storageKey: 'one' })
    expect(
      await wallet({ storage, storageKey: 'two' }).request({ method: 'eth_accounts' }),
    ).toEqual([])
    expect(
      await wallet({ storage, storageKey: 'one' }).request({ method: 'eth_accounts' }),
    ).toEqual([TEST_ADDRESS])
  })

  it('behavior: a corrupt saved state is ignored', async () => {
    const storage = createMemoryStorage()
    storage.setItem('portico.testWallet', '{"version":1,"authorized":"yes"')
    expect(await wallet({ storage }).request({ method: 'eth_accounts' })).toEqual([])
    storage.setItem('portico.testWallet', JSON.stringify({ version: 1, authorized: true }))
    expect(await wallet({ storage }).request({ method: 'eth_accounts' })).toEqual([])
  })

  it('behavior: storage that throws costs only persistence', async () => {
    const storage: TestWalletStorage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {},
    }
    const warn = console.warn
    const warnings: unknown[] = []
    console.warn = (...args: unknown[]) => warnings.push(args)
    try {
      const provider = await connected({ storage })
      expect(await provider.request({ method: 'eth_accounts' })).toEqual([TEST_ADDRESS])
      expect(warnings.length).toBeGreaterThan(0)
    } finally {
      console.warn = warn
    }
  })

  it('behavior: wallet_revokePermissions forgets the site and emits accountsChanged []', async () => {
    const storage = createMemoryStorage()
    const provider = await connected({ storage })
    const accountsChanged = record(provider, 'accountsChanged')
    expect(
      await provider.request({
        method: 'wallet_revokePermissions',
        params: [{ eth_accounts: {} }],
      }),
    ).toBeNull()
    expect(accountsChanged).toEqual([[[]]])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet({ storage }).request({ method: 'eth_accounts' })).toEqual([])
  })

  it('behavior: wallet_requestPermissions authorises and wallet_getPermissions lists it', async () => {
    const provider = wallet()
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual([])
    const granted = await provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(granted).toEqual([
      expect.objectContaining({
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [TEST_ADDRESS] }],
      }),
    ])
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual(granted)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([TEST_ADDRESS])
  })
})

describe('chain', () => {
  it('default: eth_chainId is hex and net_version decimal, starting on the first chain', async () => {
    const provider = wallet()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await provider.request({ method: 'net_version' })).toBe('31337')
  })

  it('parameters: chainId picks the starting chain', async () => {
    const provider = wallet({ chainId: chainB.id })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('behavior: switching to a known chain emits chainChanged as hex', async () => {
    const provider = await connected()
    const chainChanged = record(provider, 'chainChanged')
    expect(
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a6a' }],
      }),
    ).toBeNull()
    expect(chainChanged).toEqual([['0x7a6a']])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    // Switching to the chain it is on changes nothing.
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(chainChanged).toHaveLength(1)
  })

  it('behavior: an unknown chain fails with 4902, and after wallet_addEthereumChain the wallet is on it', async () => {
    const storage = createMemoryStorage()
    const provider = await connected({ storage })
    const chainChanged = record(provider, 'chainChanged')
    const switchToC = () =>
      provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: numberToHex(chainC.id) }],
      })
    const error = await rpcError(switchToC())
    expect({ code: error.code, message: error.message }).toEqual({
      code: 4902,
      message: 'Unrecognized chain ID',
    })

    expect(
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: numberToHex(chainC.id),
            chainName: 'Portico Local 3',
            rpcUrls: [chainC.rpcUrl],
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      }),
    ).toBeNull()
    expect(chainChanged).toEqual([[numberToHex(chainC.id)]])
    expect(await provider.request({ method: 'eth_chainId' })).toBe(numberToHex(chainC.id))

    // Requests now go to the added chain's RPC.
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: TEST_ADDRESS, to: OTHER_ADDRESS, value: numberToHex(7n) }],
    })) as Hash
    expect((await chainC.client.waitForTransactionReceipt({ hash })).status).toBe('success')

    // The added chain survives a reload, and switching back and forth works.
    const reloaded = wallet({ storage })
    expect(await reloaded.request({ method: 'eth_chainId' })).toBe(numberToHex(chainC.id))
    await reloaded.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    })
    expect(
      await reloaded.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: numberToHex(chainC.id) }],
      }),
    ).toBeNull()
  })

  it('behavior: wallet_addEthereumChain without an RPC URL is invalid', async () => {
    const provider = wallet()
    const error = await rpcError(
      provider.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: '0x99', rpcUrls: [] }],
      }),
    )
    expect(error.code).toBe(-32602)
  })

  it('behavior: testControls.setChain emits chainChanged as hex; an unknown chain throws 4902', () => {
    const provider = wallet()
    const chainChanged = record(provider, 'chainChanged')
    provider.testControls.setChain(chainB.id)
    expect(chainChanged).toEqual([['0x7a6a']])
    expect(() => provider.testControls.setChain(1)).toThrow('Unrecognized chain ID')
  })
})

describe('signing', () => {
  it('default: personal_sign of a UTF-8 message verifies for the wallet’s address', async () => {
    const provider = await connected()
    const signature = (await provider.request({
      method: 'personal_sign',
      params: ['Sign in to Portico', TEST_ADDRESS],
    })) as Hex
    expect(
      await verifyMessage({ address: TEST_ADDRESS, message: 'Sign in to Portico', signature }),
    ).toBe(true)
  })

  it('parameters: a hex message is signed as its bytes', async () => {
    const provider = await connected()
    const signature = (await provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', TEST_ADDRESS],
    })) as Hex
    expect(await verifyMessage({ address: TEST_ADDRESS, message: 'hello', signature })).toBe(true)
  })

  it('behavior: signing before authorisation, or for another address, fails with 4100', async () => {
    expect(
      (await rpcError(wallet().request({ method: 'personal_sign', params: ['hi', TEST_ADDRESS] })))
        .code,
    ).toBe(4100)
    const provider = await connected()
    expect(
      (await rpcError(provider.request({ method: 'personal_sign', params: ['hi', OTHER_ADDRESS] })))
        .code,
    ).toBe(4100)
  })

  it('behavior: personal_sign without params is invalid (-32602)', async () => {
    const provider = await connected()
    const error = await rpcError(provider.request({ method: 'personal_sign' }))
    expect(error.code).toBe(-32602)
    expect(error.message).toBe('Invalid params')
  })

  const typedData = {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Login: [
        { name: 'user', type: 'address' },
        { name: 'nonce', type: 'uint256' },
      ],
    },
    primaryType: 'Login',
    domain: { name: 'Portico', chainId: 31337 },
    message: { user: TEST_ADDRESS, nonce: 7 },
  } as const

  it('default: eth_signTypedData_v4 (JSON string) verifies', async () => {
    const provider = await connected()
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [TEST_ADDRESS, JSON.stringify(typedData)],
    })) as Hex
    expect(
      await verifyTypedData({
        address: TEST_ADDRESS,
        domain: typedData.domain,
        types: { Login: typedData.types.Login },
        primaryType: 'Login',
        message: { user: TEST_ADDRESS, nonce: 7n },
        signature,
      }),
    ).toBe(true)
  })

  it('behavior: typed data for another chain is refused (-32602)', async () => {
    const provider = await connected({ chainId: chainB.id })
    const error = await rpcError(
      provider.request({ method: 'eth_signTypedData_v4', params: [TEST_ADDRESS, typedData] }),
    )
    expect(error.code).toBe(-32602)
    expect(error.details).toBe('Provided chainId "31337" must match the active chainId "31338"')
  })
})

describe('transactions', () => {
  it('default: eth_sendTransaction fills nonce, gas and fees, and is mined with the right value', async () => {
    const provider = await connected()
    const before = await chainA.client.getBalance({ address: OTHER_ADDRESS })
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: TEST_ADDRESS, to: OTHER_ADDRESS, value: numberToHex(parseEther('1.5')) }],
    })) as Hash
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await chainA.client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(TEST_ADDRESS.toLowerCase())
    const transaction = await chainA.client.getTransaction({ hash })
    expect(transaction.value).toBe(parseEther('1.5'))
    expect(transaction.type).toBe('eip1559')
    expect(await chainA.client.getBalance({ address: OTHER_ADDRESS })).toBe(
      before + parseEther('1.5'),
    )
  })

  it('parameters: gasPrice makes a legacy transaction', async () => {
    const provider = await connected()
    const gasPrice = (await chainA.client.getGasPrice()) * 2n
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [
        { from: TEST_ADDRESS, to: OTHER_ADDRESS, value: '0x1', gasPrice: numberToHex(gasPrice) },
      ],
    })) as Hash
    await chainA.client.waitForTransactionReceipt({ hash })
    const transaction = await chainA.client.getTransaction({ hash })
    expect(transaction.type).toBe('legacy')
    expect(transaction.gasPrice).toBe(gasPrice)
  })

  it('behavior: after a switch, transactions go to the new chain', async () => {
    const provider = await connected()
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: TEST_ADDRESS, to: OTHER_ADDRESS, value: '0x2a' }],
    })) as Hash
    const receipt = await chainB.client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await chainB.client.getTransaction({ hash })).chainId).toBe(chainB.id)
  })

  it('behavior: a transaction the chain refuses fails with the chain’s error', async () => {
    const provider = await connected()
    const error = await rpcError(
      provider.request({
        method: 'eth_sendTransaction',
        params: [
          { from: TEST_ADDRESS, to: OTHER_ADDRESS, value: numberToHex(parseEther('100000')) },
        ],
      }),
    )
    expect(error.code).toBeTypeOf('number')
    expect(error.message.toLowerCase()).toContain('insufficient funds')
  })
})

describe('forwarding and unsupported methods', () => {
  it('default: other eth_* reads go to the current chain', async () => {
    const provider = wallet()
    expect(
      await provider.request({
        method: 'eth_getBalance',
        params: [OTHER_ADDRESS as Address, 'latest'],
      }),
    ).toBe(numberToHex(await chainA.client.getBalance({ address: OTHER_ADDRESS })))
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/)
  })

  it('behavior: unknown wallet_* methods and node-signing methods fail with 4200', async () => {
    const provider = await connected()
    for (const method of ['wallet_doSomething', 'eth_sign', 'eth_signTransaction', 'anvil_mine']) {
      const error = await rpcError(provider.request({ method, params: [] }))
      expect({ method, code: error.code }).toEqual({ method, code: 4200 })
    }
  })

  it('behavior: a malformed request fails with -32600', async () => {
    const provider = wallet()
    const error = await rpcError(provider.request({ params: [] } as unknown as { method: string }))
    expect(error.code).toBe(-32600)
  })

  it('behavior: an unreachable RPC fails with 4901', async () => {
    const provider = wallet({
      chains: [{ id: 1337, rpcUrl: `http://127.0.0.1:${await getFreePort()}` }],
    })
    const error = await rpcError(provider.request({ method: 'eth_blockNumber' }))
    expect(error.code).toBe(4901)
    expect(error.message).toBe('The Provider is not connected to the requested chain.')
  })
})

describe('testControls', () => {
  it('parameters: reject(true) makes the next approval fail with 4001, once', async () => {
    const provider = wallet()
    provider.testControls.reject(true)
    const error = await rpcError(provider.request({ method: 'eth_requestAccounts' }))
    expect({ code: error.code, message: error.message }).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([TEST_ADDRESS])
  })

  it('behavior: reads are never rejected; the next approval is', async () => {
    const provider = await connected()
    provider.testControls.reject(true)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(
      (await rpcError(provider.request({ method: 'personal_sign', params: ['x', TEST_ADDRESS] })))
        .code,
    ).toBe(4001)
    provider.testControls.reject(true)
    provider.testControls.reject(false)
    expect(
      await provider.request({ method: 'personal_sign', params: ['x', TEST_ADDRESS] }),
    ).toMatch(/^0x/)
  })

  it('behavior: reject(true) applies to switching chains', async () => {
    const provider = await connected()
    provider.testControls.reject(true)
    const error = await rpcError(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    )
    expect(error.code).toBe(4001)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('parameters: autoApprove false holds requests for approve / decline', async () => {
    const provider = wallet({ autoApprove: false })
    const connecting = provider.request({ method: 'eth_requestAccounts' })
    await Promise.resolve()
    expect(provider.testControls.pendingRequests()).toEqual([
      { id: 1, method: 'eth_requestAccounts', params: undefined },
    ])
    provider.testControls.approve()
    expect(await connecting).toEqual([TEST_ADDRESS])

    const signing = provider.request({ method: 'personal_sign', params: ['x', TEST_ADDRESS] })
    await new Promise((resolve) => setTimeout(resolve, 0))
    const [pending] = provider.testControls.pendingRequests()
    provider.testControls.decline(pending?.id)
    expect((await rpcError(signing)).code).toBe(4001)
    expect(() => provider.testControls.approve()).toThrow('No request is waiting for approval')
  })

  it('behavior: emitAccountsChanged emits; an empty list also forgets the site', async () => {
    const provider = await connected()
    const accountsChanged = record(provider, 'accountsChanged')
    provider.testControls.emitAccountsChanged([OTHER_ADDRESS])
    provider.testControls.emitAccountsChanged([])
    expect(accountsChanged).toEqual([[[OTHER_ADDRESS]], [[]]])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('behavior: disconnect emits 4900 and fails requests until connect', async () => {
    const provider = wallet()
    const disconnects = record(provider, 'disconnect')
    const connects = record(provider, 'connect')
    await Promise.resolve()
    expect(connects).toEqual([[{ chainId: '0x7a69' }]])
    provider.testControls.disconnect()
    expect(provider.isConnected()).toBe(false)
    expect(disconnects).toEqual([[expect.objectContaining({ code: 4900 })]])
    expect((await rpcError(provider.request({ method: 'eth_chainId' }))).code).toBe(4900)
    provider.testControls.connect()
    expect(connects).toHaveLength(2)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('behavior: removeListener stops delivery, and a throwing listener does not stop others', async () => {
    const provider = wallet()
    const received: unknown[] = []
    const listener = (chainId: Hex) => received.push(chainId)
    const error = console.error
    console.error = () => {}
    try {
      provider.on('chainChanged', () => {
        throw new Error('listener bug')
      })
      provider.on('chainChanged', listener)
      provider.testControls.setChain(chainB.id)
      provider.removeListener('chainChanged', listener)
      provider.testControls.setChain(chainA.id)
    } finally {
      console.error = error
    }
    expect(received).toEqual(['0x7a6a'])
  })
})

describe('with viem', () => {
  it('default: a wallet client over custom(provider) connects, signs and sends', async () => {
    const provider = wallet()
    const client = createWalletClient({ transport: custom(provider) })
    expect(await client.requestAddresses()).toEqual([TEST_ADDRESS])
    expect(await client.getChainId()).toBe(chainA.id)
    const signature = await client.signMessage({ account: TEST_ADDRESS, message: 'viem' })
    expect(await verifyMessage({ address: TEST_ADDRESS, message: 'viem', signature })).toBe(true)
    const hash = await client.sendTransaction({
      account: TEST_ADDRESS,
      chain: null,
      to: OTHER_ADDRESS,
      value: 3n,
    })
    expect((await chainA.client.waitForTransactionReceipt({ hash })).status).toBe('success')
    await client.switchChain({ id: chainB.id })
    expect(await client.getChainId()).toBe(chainB.id)
  })
})

describe('configuration', () => {
  it('behavior: no chains, or a chainId not among them, is a configuration error', () => {
    expect(() => createTestWallet({ privateKey: TEST_PRIVATE_KEY, chains: [] })).toThrow(
      TestWalletConfigError,
    )
    expect(() =>
      createTestWallet({
        privateKey: TEST_PRIVATE_KEY,
        chains: [{ id: 1, rpcUrl: 'http://127.0.0.1:1' }],
        chainId: 2,
      }),
    ).toThrow('Invalid test wallet configuration')
  })
})
