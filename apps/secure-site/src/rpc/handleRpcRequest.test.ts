import { MethodNotAllowedError } from '@portico/core'
import { toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test, vi } from 'vitest'
import type { ApprovalDetails } from '../approve/approvalDetails.ts'
import {
  AddressMismatchError,
  InvalidRpcParamsError,
  MethodNotSupportedError,
  NotConnectedToAuthError,
} from '../errors.ts'
import { createCallsRegistry } from './callsRegistry.ts'
import { createChainState } from './chainState.ts'
import { createChainTrust } from './chainTrust.ts'
import { createEvmClients } from './evmClients.ts'
import { handleRpcRequest, type RpcContext } from './handleRpcRequest.ts'

const account = privateKeyToAccount(generatePrivateKey())
const OTHER = privateKeyToAccount(generatePrivateKey()).address

/**
 * Routing only: the approve queue records what it was asked to show and approves nothing, and the
 * RPC URL points at a closed port, so a request that was wrongly forwarded fails loudly.
 */
function setup(options: { signedIn?: boolean } = {}) {
  const signedIn = options.signedIn ?? true
  const shown: ApprovalDetails[] = []
  const chains = createChainState({ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' })
  const context: RpcContext = {
    session: {
      hasSession: () => signedIn,
      account: async () => {
        if (!signedIn) throw new NotConnectedToAuthError()
        return account
      },
    },
    chains,
    // No chain the server knows: every request to approve reads the page's (closed) URL.
    trust: createChainTrust({
      chains,
      loadServerChains: async () => new Set(),
      gatewayUrl: () => 'http://127.0.0.1:9/gateway',
    }),
    approvals: {
      request: vi.fn((details: ApprovalDetails) => {
        shown.push(details)
        return Promise.resolve('approved')
      }) as RpcContext['approvals']['request'],
    },
    calls: createCallsRegistry(),
    clients: createEvmClients(),
  }
  return { context, shown }
}

describe('handleRpcRequest routing', () => {
  test.each(['eth_sign', 'eth_signTransaction', 'wallet_addEthereumChain', 'debug_traceCall'])(
    'class refused: %s fails with "RPC method not allowed"',
    async (method) => {
      const { context, shown } = setup()
      const answer = handleRpcRequest({ method }, context)
      await expect(answer).rejects.toBeInstanceOf(MethodNotAllowedError)
      await expect(answer).rejects.toThrow('RPC method not allowed')
      await expect(answer).rejects.toMatchObject({ code: 4200, method })
      expect(shown).toHaveLength(0)
    },
  )

  test.each([
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
    'solana_signMessage',
    'solana_signAndSendTransaction',
  ])('class approve, not implemented: %s is refused without the approve view', async (method) => {
    const { context, shown } = setup()
    await expect(handleRpcRequest({ method, params: [] }, context)).rejects.toBeInstanceOf(
      MethodNotSupportedError,
    )
    expect(shown).toHaveLength(0)
  })

  test('class safe: eth_chainId answers the hex chain id, the request’s chain first', async () => {
    const { context } = setup()
    await expect(handleRpcRequest({ method: 'eth_chainId' }, context)).resolves.toBe('0x7a69')
    await expect(handleRpcRequest({ method: 'eth_chainId', chainId: 8453 }, context)).resolves.toBe(
      '0x2105',
    )
  })

  test('class safe: eth_accounts and eth_requestAccounts answer the frame’s address', async () => {
    const { context } = setup()
    await expect(handleRpcRequest({ method: 'eth_accounts' }, context)).resolves.toEqual([
      account.address,
    ])
    await expect(handleRpcRequest({ method: 'eth_requestAccounts' }, context)).resolves.toEqual([
      account.address,
    ])
  })

  test('class safe, signed out: eth_accounts is empty, eth_requestAccounts fails', async () => {
    const { context } = setup({ signedIn: false })
    await expect(handleRpcRequest({ method: 'eth_accounts' }, context)).resolves.toEqual([])
    await expect(handleRpcRequest({ method: 'eth_requestAccounts' }, context)).rejects.toThrow(
      'Not connected to email or social',
    )
  })

  test('class safe: wallet_getCapabilities says batches are not atomic', async () => {
    const { context } = setup()
    await expect(handleRpcRequest({ method: 'wallet_getCapabilities' }, context)).resolves.toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })
  })

  test('class safe: wallet_getCallsStatus of an unknown id fails', async () => {
    const { context } = setup()
    await expect(
      handleRpcRequest({ method: 'wallet_getCallsStatus', params: ['0x1234'] }, context),
    ).rejects.toThrow('Unknown calls id')
  })

  test('class approve: personal_sign goes to the approve view with the decoded message', async () => {
    const { context, shown } = setup()
    await expect(
      handleRpcRequest(
        { method: 'personal_sign', params: [toHex('Hello'), account.address.toLowerCase()] },
        context,
      ),
    ).resolves.toBe('approved')
    expect(shown).toEqual([
      {
        kind: 'personal_sign',
        address: account.address,
        message: { text: 'Hello', encoding: 'utf8' },
      },
    ])
  })

  test('class approve: a transaction whose chain cannot be read is refused before the view', async () => {
    const { context, shown } = setup()
    // Its fee cannot be known, so it is never shown (the anvil tests show it with its fee).
    await expect(
      handleRpcRequest(
        {
          method: 'eth_sendTransaction',
          params: [{ from: account.address, to: OTHER, value: '0xde0b6b3a7640000' }],
        },
        context,
      ),
    ).rejects.toThrow()
    expect(shown).toEqual([])
  })

  test.each([
    ['personal_sign for another address', 'personal_sign', ['0x48', OTHER], AddressMismatchError],
    ['personal_sign without an address', 'personal_sign', ['0x48'], InvalidRpcParamsError],
    [
      'a transaction from another address',
      'eth_sendTransaction',
      [{ from: OTHER, to: OTHER }],
      AddressMismatchError,
    ],
    [
      'a transaction for another chain',
      'eth_sendTransaction',
      [{ to: OTHER, chainId: '0x1' }],
      InvalidRpcParamsError,
    ],
    [
      'typed data that is not JSON',
      'eth_signTypedData_v4',
      [account.address, '{'],
      InvalidRpcParamsError,
    ],
    [
      'typed data for another chain',
      'eth_signTypedData_v4',
      [
        account.address,
        JSON.stringify({
          domain: { name: 'x', chainId: 1 },
          types: { M: [{ name: 'a', type: 'string' }] },
          primaryType: 'M',
          message: { a: 'b' },
        }),
      ],
      InvalidRpcParamsError,
    ],
    ['sendCalls without calls', 'wallet_sendCalls', [{ calls: [] }], InvalidRpcParamsError],
    [
      'sendCalls with a bad `to`',
      'wallet_sendCalls',
      [{ calls: [{ to: 'nobody' }] }],
      InvalidRpcParamsError,
    ],
    [
      'sendCalls requiring atomicity',
      'wallet_sendCalls',
      [{ atomicRequired: true, calls: [{ to: OTHER }] }],
      InvalidRpcParamsError,
    ],
  ])('class approve: %s fails before the approve view', async (_, method, params, errorClass) => {
    const { context, shown } = setup()
    await expect(handleRpcRequest({ method, params }, context)).rejects.toBeInstanceOf(errorClass)
    expect(shown).toHaveLength(0)
  })

  test('class approve, signed out: fails with "Not connected to email or social"', async () => {
    const { context, shown } = setup({ signedIn: false })
    await expect(
      handleRpcRequest({ method: 'personal_sign', params: ['0x48', OTHER] }, context),
    ).rejects.toBeInstanceOf(NotConnectedToAuthError)
    expect(shown).toHaveLength(0)
  })

  test('parameters: bip122 is not supported; a Solana request on an EVM chain is refused', async () => {
    const { context } = setup()
    await expect(
      handleRpcRequest({ method: 'signPsbt', chainNamespace: 'bip122' }, context),
    ).rejects.toBeInstanceOf(MethodNotSupportedError)
    await expect(
      handleRpcRequest({ method: 'solana_getAccounts', chainNamespace: 'solana' }, context),
    ).rejects.toThrow('Chain 31337 is not supported by this wallet')
  })

  test.each([
    ['polkadot', { chainNamespace: 'polkadot' as const }],
    ['cosmos', { chainNamespace: 'cosmos' as const }],
    ['polkadot', { chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' }],
    ['cosmos', { chainId: 'cosmos:cosmoshub-4' }],
  ])(
    'hostile: a %s request (%o), any method or params, is refused in words',
    async (namespace, where) => {
      const { context, shown } = setup()
      for (const request of [
        { method: 'polkadot_signMessage', params: { message: 1 } },
        { method: 'cosmos_signDirect', params: [null] },
        { method: 'eth_sendTransaction', params: 'not even params' as unknown as [] },
      ])
        await expect(handleRpcRequest({ ...request, ...where }, context)).rejects.toThrow(
          new RegExp(`^The ${namespace} namespace is not supported by this wallet$`),
        )
      expect(shown).toHaveLength(0)
    },
  )
})
