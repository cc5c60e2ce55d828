import { startTestAnvil, type TestAnvil } from '@portico/devnet'
import { getByRole } from '@testing-library/dom'
import {
  createPublicClient,
  createTestClient,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createApprovalQueue } from '../approve/approvalQueue.ts'
import { createApproveView } from '../approve/approveView.ts'
import { createFakeVisibility } from '../approve/testing/createFakeVisibility.ts'
import { personClick } from '../approve/testing/trustedEvents.ts'
import { errorMessageOf } from '../frame/errorMessage.ts'
import { createCallsRegistry } from './callsRegistry.ts'
import { createChainState } from './chainState.ts'
import { createEvmClients } from './evmClients.ts'
import { handleRpcRequest, type RpcContext, type RpcRequest } from './handleRpcRequest.ts'

// A real anvil chain: the frame signs with its own key and sends through the chain's RPC URL.
let anvil: TestAnvil
let chain: PublicClient
const account = privateKeyToAccount(generatePrivateKey())
const RECIPIENT = privateKeyToAccount(generatePrivateKey()).address

beforeAll(async () => {
  anvil = await startTestAnvil({ chainId: 31337 })
  chain = createPublicClient({ transport: http(anvil.rpcUrl) })
  // The frame's fresh account starts empty; the test funds it on its own chain.
  await createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).setBalance({
    address: account.address,
    value: parseEther('100'),
  })
}, 30_000)

afterAll(async () => {
  await anvil?.stop()
})

afterEach(() => {
  document.body.replaceChildren()
})

// The view in a frame the browser reports fully visible (IntersectionObserver v2, faked).
const visibility = createFakeVisibility()

function setup() {
  const root = document.createElement('div')
  document.body.append(root)
  const context: RpcContext = {
    session: { hasSession: () => true, account: async () => account },
    chains: createChainState({ chainId: 31337, rpcUrl: anvil.rpcUrl }),
    approvals: createApprovalQueue(
      createApproveView({
        document,
        root,
        parentOrigin: 'http://127.0.0.1:5173',
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
