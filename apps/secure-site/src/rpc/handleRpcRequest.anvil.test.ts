import {
  type Network,
  type TransferCapability,
  type TransferToken,
  UserRejectedRequestError,
} from '@portico/core'
import {
  addDevnetLiquidity,
  compilePorticoToken,
  DEV_ACCOUNTS,
  DEVNET_UNISWAP,
  type DevnetToken,
  deployTokens,
  startTestAnvil,
  type TestAnvil,
  type TokenArtifact,
} from '@portico/devnet'
import { evmTransfers } from '@portico/evm'
import { getByRole } from '@testing-library/dom'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createApprovalQueue } from '../approve/approvalQueue.ts'
import { createApproveView } from '../approve/approveView.ts'
import { createFakeVisibility } from '../approve/testing/createFakeVisibility.ts'
import { personClick } from '../approve/testing/trustedEvents.ts'
import { errorMessageOf } from '../frame/errorMessage.ts'
import { english } from '../i18n/testing/englishI18n.ts'
import { createCallsRegistry } from './callsRegistry.ts'
import { createChainState } from './chainState.ts'
import { createChainTrust } from './chainTrust.ts'
import { createEvmClients } from './evmClients.ts'
import { handleRpcRequest, type RpcContext, type RpcRequest } from './handleRpcRequest.ts'
import { readTokenMetadata } from './readTokenMetadata.ts'

// A real anvil chain: the frame signs with its own key and sends through the chain's RPC URL.
let anvil: TestAnvil
let chain: PublicClient
const account = privateKeyToAccount(generatePrivateKey())
const RECIPIENT = privateKeyToAccount(generatePrivateKey()).address

let artifact: TokenArtifact
let pusd: DevnetToken
let ptk: DevnetToken

beforeAll(async () => {
  anvil = await startTestAnvil({ chainId: 31337 })
  chain = createPublicClient({ transport: http(anvil.rpcUrl) })
  // The frame's fresh account starts empty; the test funds it on its own chain.
  await createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).setBalance({
    address: account.address,
    value: parseEther('100'),
  })
  // The devnet's PUSD (6 decimals) and PTK (18), and some of each for the frame's account from
  // dev account 1, one of their holders.
  ;({ artifact } = await compilePorticoToken())
  ;[pusd, ptk] = (await deployTokens({ chainId: 31337, rpcUrl: anvil.rpcUrl, artifact })) as [
    DevnetToken,
    DevnetToken,
  ]
  const holder = createWalletClient({
    account: privateKeyToAccount(DEV_ACCOUNTS[1].privateKey),
    transport: http(anvil.rpcUrl),
  })
  for (const token of [pusd, ptk]) {
    const hash = await holder.writeContract({
      chain: null,
      address: token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account.address, parseUnits('1000', token.decimals)],
    })
    await chain.waitForTransactionReceipt({ hash })
  }
}, 180_000)

afterAll(async () => {
  await anvil?.stop()
})

afterEach(() => {
  document.body.replaceChildren()
})

// The view in a frame the browser reports fully visible (IntersectionObserver v2, faked).
const visibility = createFakeVisibility()

/** `serverChains`: what the project's server lists (default: this chain, read through anvil). */
function setup(options: { serverChains?: ReadonlySet<string> } = {}) {
  const root = document.createElement('div')
  document.body.append(root)
  const chains = createChainState({ chainId: 31337, rpcUrl: anvil.rpcUrl })
  const context: RpcContext = {
    session: { hasSession: () => true, account: async () => account },
    chains,
    // The server knows the chain: anvil itself stands in for the project's gateway here.
    trust: createChainTrust({
      chains,
      loadServerChains: async () => options.serverChains ?? new Set(['eip155:31337']),
      gatewayUrl: () => anvil.rpcUrl,
    }),
    approvals: createApprovalQueue(
      createApproveView({
        document,
        root,
        parentOrigin: 'http://127.0.0.1:5173',
        i18n: english,
        visibility: visibility.IntersectionObserver,
      }),
    ),
    calls: createCallsRegistry(),
    clients: createEvmClients(),
  }
  return { root, request: (request: RpcRequest) => handleRpcRequest(request, context) }
}

/** Waits for the approve view, checks what it shows, and presses Approve once it arms. */
async function approve(root: HTMLElement, expectShown: (text: string) => void) {
  const button = await vi.waitFor(
    () => getByRole(root, 'button', { name: 'Approve' }) as HTMLButtonElement,
  )
  expectShown(root.textContent ?? '')
  visibility.report()
  await vi.waitFor(() => expect(button.disabled).toBe(false))
  personClick(button)
}

describe('against anvil', () => {
  test('method: personal_sign signs the decoded message with the frame key', async () => {
    const { root, request } = setup()
    const answer = request({
      method: 'personal_sign',
      params: [toHex('Sign in to Portico'), account.address],
    })
    await approve(root, (text) => expect(text).toContain('Sign in to Portico'))
    const signature = (await answer) as Hex
    await expect(
      chain.verifyMessage({ address: account.address, message: 'Sign in to Portico', signature }),
    ).resolves.toBe(true)
  })

  test('method: eth_signTypedData_v4 signs EIP-712 data', async () => {
    const { root, request } = setup()
    const typedData = {
      domain: { name: 'Ether Mail', version: '1', chainId: 31337 },
      types: {
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { from: { name: 'Cow', wallet: account.address }, contents: 'Hello, Bob!' },
    } as const
    const answer = request({
      method: 'eth_signTypedData_v4',
      params: [account.address, JSON.stringify(typedData)],
    })
    await approve(root, (text) => expect(text).toContain('Hello, Bob!'))
    await expect(
      chain.verifyTypedData({
        address: account.address,
        ...typedData,
        signature: (await answer) as Hex,
      }),
    ).resolves.toBe(true)
  })

  test('method: eth_sendTransaction fills nonce, gas and fees, sends, and answers the hash', async () => {
    const { root, request } = setup()
    const before = await chain.getBalance({ address: RECIPIENT })
    const answer = request({
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to: RECIPIENT, value: toHex(parseEther('1.25')) }],
    })
    await approve(root, (text) => {
      expect(text).toContain('1.25 ETH')
      expect(text).toContain(RECIPIENT)
    })
    const hash = (await answer) as Hex
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase())
    expect(await chain.getBalance({ address: RECIPIENT })).toBe(before + parseEther('1.25'))
  })

  test('method: wallet_sendCalls sends each call in order; wallet_getCallsStatus reads the receipts', async () => {
    const { root, request } = setup()
    const before = await chain.getBalance({ address: RECIPIENT })
    const answer = request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: toHex(31337),
          from: account.address,
          atomicRequired: false,
          calls: [
            { to: RECIPIENT, value: toHex(parseEther('0.5')) },
            { to: RECIPIENT, value: toHex(parseEther('0.25')) },
          ],
        },
      ],
    })
    await approve(root, (text) => expect(text).toContain('Send 2 calls'))
    const { id } = (await answer) as { id: string }
    const status = (await request({ method: 'wallet_getCallsStatus', params: [id] })) as {
      status: number
      chainId: string
      receipts: { status: string; transactionHash: string }[]
    }
    expect(status.status).toBe(200)
    expect(status.chainId).toBe('0x7a69')
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    expect(await chain.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.75'))
  })

  test('method: a safe read is forwarded to the RPC URL without the approve view', async () => {
    const { root, request } = setup()
    const balance = await request({ method: 'eth_getBalance', params: [account.address, 'latest'] })
    expect(BigInt(balance as string)).toBe(await chain.getBalance({ address: account.address }))
    expect(root.childElementCount).toBe(0)
  })

  test('behavior: the node’s own error message is what the app is told', async () => {
    const { request } = setup()
    const error = await request({ method: 'eth_getBalance', params: ['0x1234', 'latest'] }).catch(
      (caught: unknown) => caught,
    )
    // anvil answers "invalid string length" for a short address.
    expect(errorMessageOf(error)).toMatch(/invalid/i)
  })
})

describe('transfers through the frame (issue #17): @portico/evm on the embedded wallet’s request path', () => {
  const network = (): Network => ({
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Portico Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  })
  const ETH: TransferToken = { symbol: 'ETH', name: 'Ether', decimals: 18 }
  const asToken = (token: DevnetToken): TransferToken => ({ ...token })
  const newReceiver = () => privateKeyToAccount(generatePrivateKey()).address

  /**
   * `embeddedWallet().transfers`, minus the window messages: the adapter sends each request as
   * APP_RPC_REQUEST on its current network, with the network's native symbol.
   */
  function frameTransfers(request: (request: RpcRequest) => Promise<unknown>): TransferCapability {
    return evmTransfers({
      request: ({ method, params }) =>
        request({
          method,
          ...(params ? { params: [...params] } : {}),
          chainId: 31337,
          chainNamespace: 'eip155',
          rpcUrl: anvil.rpcUrl,
          nativeSymbol: 'ETH',
        }),
    })
  }

  const balanceOf = (token: TransferToken, owner: Address, blockNumber: bigint) =>
    token.address === undefined
      ? chain.getBalance({ address: owner, blockNumber })
      : chain.readContract({
          address: token.address as Address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
          blockNumber,
        })

  test.each([
    ['ETH', () => ETH, '1.25', (to: Address) => `Send 1.25 ETH to ${to}`],
    ['PUSD', () => asToken(pusd), '12.5', (to: Address) => `Send 12.5 PUSD to ${to}`],
    [
      'PTK',
      () => asToken(ptk),
      '0.000000000000000003',
      (to: Address) => `Send 0.000000000000000003 PTK to ${to}`,
    ],
  ])(
    'transfer: %s — the view says it in words, Approve sends it, balances move by exactly the amount and the fee',
    async (_symbol, token, whole, sentence) => {
      const { root, request } = setup()
      const transfers = frameTransfers(request)
      const receiver = newReceiver()
      const amount = parseUnits(whole, token().decimals)
      const transfer = {
        connectorId: 'embedded-wallet',
        namespace: 'eip155' as const,
        network: network(),
        from: account.address,
        to: receiver,
        token: token(),
        amount,
      }
      const fee = await transfers.estimateTransferFee(transfer)
      const sending = transfers.sendTransfer(transfer)
      await approve(root, () => {
        expect(root.querySelector('.transfer')?.textContent).toBe(sentence(receiver))
      })
      const { hash } = await sending
      await expect(
        transfers.waitForTransfer({ namespace: 'eip155', network: network(), hash }),
      ).resolves.toEqual({ status: 'confirmed', from: account.address })

      const receipt = await chain.getTransactionReceipt({ hash: hash as Hex })
      const paid = receipt.gasUsed * receipt.effectiveGasPrice
      const at = receipt.blockNumber
      expect(
        (await balanceOf(token(), receiver, at)) - (await balanceOf(token(), receiver, at - 1n)),
      ).toBe(amount)
      const sent =
        (await balanceOf(token(), account.address, at - 1n)) -
        (await balanceOf(token(), account.address, at))
      const nativePaid =
        (await chain.getBalance({ address: account.address, blockNumber: at - 1n })) -
        (await chain.getBalance({ address: account.address, blockNumber: at }))
      if (token().address === undefined) {
        expect(nativePaid).toBe(amount + paid)
      } else {
        expect(sent).toBe(amount)
        expect(nativePaid).toBe(paid)
      }
      expect(fee.value).toBeGreaterThanOrEqual(paid)
      expect(fee.value).toBeLessThanOrEqual(paid * 2n)
    },
  )

  test('behavior: Reject in the view → UserRejectedRequestError, nothing is sent', async () => {
    const { root, request } = setup()
    const transfers = frameTransfers(request)
    const nonce = await chain.getTransactionCount({ address: account.address })
    const sending = transfers
      .sendTransfer({
        connectorId: 'embedded-wallet',
        namespace: 'eip155',
        network: network(),
        from: account.address,
        to: newReceiver(),
        token: asToken(pusd),
        amount: 1_000_000n,
      })
      .catch((error: unknown) => error)
    const reject = await vi.waitFor(() => getByRole(root, 'button', { name: 'Reject' }))
    expect(root.querySelector('.approve__title')?.textContent).toBe('Send 1 PUSD')
    reject.click()
    expect(await sending).toBeInstanceOf(UserRejectedRequestError)
    expect(await chain.getTransactionCount({ address: account.address })).toBe(nonce)
  })

  test('view: transfer calldata to an address without a token contract → the raw amount and the address, and it says the token could not be read', async () => {
    const { root, request } = setup()
    const notAToken = newReceiver()
    const receiver = newReceiver()
    const answer = request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: account.address,
          to: notAToken,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [receiver, 12_500_000n],
          }),
        },
      ],
    }).catch((error: unknown) => error)
    const reject = await vi.waitFor(() => getByRole(root, 'button', { name: 'Reject' }))
    expect(root.querySelector('.approve__title')?.textContent).toBe('Send tokens')
    expect(root.querySelector('.transfer')?.textContent).toBe(
      `Send 12500000 (smallest units) of the token ${notAToken} to ${receiver}`,
    )
    expect(root.querySelector('.note')?.textContent).toBe(
      'The token could not be read: the amount is in its smallest units, and its symbol is unknown.',
    )
    reject.click()
    expect(await answer).toBeInstanceOf(UserRejectedRequestError)
  })

  test('bad input: a token whose symbol hides a direction mark is read as unreadable; a plain one is read', async () => {
    const deployer = createWalletClient({
      account: privateKeyToAccount(DEV_ACCOUNTS[2].privateKey),
      transport: http(anvil.rpcUrl),
    })
    const hash = await deployer.deployContract({
      chain: null,
      abi: artifact.abi,
      bytecode: artifact.bytecode,
      args: ['Spoof', 'US\u202eDT', 6, [], 0n],
    })
    const { contractAddress } = await chain.waitForTransactionReceipt({ hash })
    expect(await readTokenMetadata(chain, contractAddress as Address)).toBeUndefined()
    expect(await readTokenMetadata(chain, pusd.address)).toEqual({ symbol: 'PUSD', decimals: 6 })
    expect(await readTokenMetadata(chain, ptk.address)).toEqual({ symbol: 'PTK', decimals: 18 })
  })
})

describe('the view tells the chain’s truth (issue #29): fee, simulation, and whose chain data it is', () => {
  const transferData = (amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, amount] })

  test('simulation: a PUSD transfer shows "You send 2.5 PUSD" once simulated; the fee is shown', async () => {
    const { root, request } = setup()
    void request({
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to: pusd.address, data: transferData(2_500_000n) }],
    }).catch(() => undefined)
    await vi.waitFor(() =>
      expect(root.querySelector('.simulation')?.getAttribute('data-status')).toBe('changes'),
    )
    expect(root.querySelector('.simulation dd[data-change="send"]')?.textContent).toBe('2.5 PUSD')
    expect(root.querySelector('.fields')?.textContent).toContain('Max network fee')
    expect(root.querySelector('.approve__confirm')?.hasAttribute('hidden')).toBe(true)
    getByRole(root, 'button', { name: 'Reject' }).click()
  })

  test('simulation: a transfer above the balance shows the revert and needs the second confirmation', async () => {
    const { root, request } = setup()
    void request({
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to: pusd.address, data: transferData(10n ** 15n) }],
    }).catch(() => undefined)
    await vi.waitFor(() => expect(root.querySelector('.approve__title')).not.toBeNull())
    // The gas estimate already fails: the chain's reason is a warning, its custom error in words.
    expect(root.querySelector('.warning')?.textContent).toContain(
      `would fail: “InsufficientBalance(${account.address}, `,
    )
    await vi.waitFor(() =>
      expect(root.querySelector('.simulation')?.getAttribute('data-status')).toBe('reverted'),
    )
    expect(root.querySelector('.simulation')?.textContent).toContain('InsufficientBalance(')
    expect(root.querySelector('.approve__confirm')?.hasAttribute('hidden')).toBe(false)
    getByRole(root, 'button', { name: 'Reject' }).click()
  })

  test('fee: a page gas price 100× the network’s is shown as paid and needs the second confirmation', async () => {
    const { root, request } = setup()
    const gasPrice = (await chain.getGasPrice()) * 100n
    const before = await chain.getBalance({ address: account.address })
    const answer = request({
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to: RECIPIENT, value: '0x0', gasPrice: toHex(gasPrice) }],
    }) as Promise<Hex>
    const button = await vi.waitFor(
      () => getByRole(root, 'button', { name: 'Approve' }) as HTMLButtonElement,
    )
    expect(root.querySelector('.warning')?.textContent).toContain('far above')
    visibility.report()
    // Armed, but the warning is not confirmed: Approve stays disabled and a click does nothing.
    await vi.waitFor(() =>
      expect(root.querySelector('.approve__actions')?.getAttribute('data-armed')).toBe('true'),
    )
    expect(button.disabled).toBe(true)
    const box = root.querySelector<HTMLInputElement>('[data-testid="approve-transaction-confirm"]')
    box?.click()
    await vi.waitFor(() => expect(button.disabled).toBe(false))
    personClick(button)
    const receipt = await chain.waitForTransactionReceipt({ hash: await answer })
    const paid = before - (await chain.getBalance({ address: account.address }))
    expect(receipt.effectiveGasPrice).toBe(gasPrice)
    expect(paid).toBeLessThanOrEqual(21_000n * gasPrice)
    expect(root.textContent).not.toContain('Approve')
  })

  test('reading: on a chain the server does not list, token amounts stay raw and the view says the data is the site’s', async () => {
    // The server lists another chain only: this one is read from the page's URL (anvil).
    const { root, request } = setup({ serverChains: new Set(['eip155:1']) })
    void request({
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to: pusd.address, data: transferData(2_500_000n) }],
    }).catch(() => undefined)
    await vi.waitFor(() => expect(root.querySelector('.approve__title')).not.toBeNull())
    expect(root.querySelector('.approve')?.getAttribute('data-reading')).toBe('site')
    expect(root.querySelector('.warning')?.textContent).toContain('Unverified network')
    expect(root.querySelector('.transfer')?.textContent).toBe(
      `Send 2500000 (smallest units) of the token ${pusd.address} to ${RECIPIENT}`,
    )
    await vi.waitFor(() =>
      expect(root.querySelector('.simulation')?.getAttribute('data-status')).toBe('unavailable'),
    )
    getByRole(root, 'button', { name: 'Reject' }).click()
  })
})

describe('a swap through the frame (issue #18): the Swap view’s approval and trade, said in words', () => {
  const routerAbi = parseAbi([
    'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
    'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
  ])
  const router = DEVNET_UNISWAP.router.address
  const weth = DEVNET_UNISWAP.weth.address

  beforeAll(async () => {
    await addDevnetLiquidity({ chainId: 31337, rpcUrl: anvil.rpcUrl })
  }, 60_000)

  const send = (
    request: (request: RpcRequest) => Promise<unknown>,
    to: Address,
    data: Hex,
    value = 0n,
  ) =>
    request({
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to, data, value: toHex(value) }],
    }) as Promise<Hex>

  test('ETH → PUSD: the view says what is paid and the least received; Approve trades on the router', async () => {
    const { root, request } = setup()
    const before = await chain.readContract({
      address: pusd.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 1200)
    const data = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [parseUnits('2900', 6), [weth, pusd.address], account.address, deadline],
    })
    const answer = send(request, router, data, parseEther('1'))
    await approve(root, (text) => {
      expect(root.querySelector('.approve__title')?.textContent).toBe('Swap 1 ETH for PUSD')
      expect(root.querySelector('.transfer')?.textContent).toBe('Swap 1 ETH for at least 2900 PUSD')
      expect(text).toContain(router)
    })
    const receipt = await chain.waitForTransactionReceipt({ hash: await answer })
    expect(receipt.status).toBe('success')
    const after = await chain.readContract({
      address: pusd.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect(after - before).toBeGreaterThanOrEqual(parseUnits('2900', 6))
  })

  test('PUSD → PTK: the allowance first (spender and amount), then the trade with its route', async () => {
    const { root, request } = setup()
    const approval = send(
      request,
      pusd.address,
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, parseUnits('50', 6)],
      }),
    )
    await approve(root, () => {
      expect(root.querySelector('.approve__title')?.textContent).toBe('Allow spending of 50 PUSD')
      expect(root.querySelector('.transfer')?.textContent).toBe(`Allow ${router} to spend 50 PUSD`)
    })
    await chain.waitForTransactionReceipt({ hash: await approval })

    const trade = send(
      request,
      router,
      encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [
          parseUnits('50', 6),
          parseUnits('15', 18),
          [pusd.address, ptk.address],
          account.address,
          BigInt(Math.floor(Date.now() / 1000) + 1200),
        ],
      }),
    )
    await approve(root, (text) => {
      expect(root.querySelector('.transfer')?.textContent).toBe('Swap 50 PUSD for at least 15 PTK')
      expect(text).toContain(`${pusd.address} → ${ptk.address}`)
    })
    const receipt = await chain.waitForTransactionReceipt({ hash: await trade })
    expect(receipt.status).toBe('success')
  })
})
