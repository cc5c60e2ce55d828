// The official WalletConnect clients (sign-client 2.25 dApp, WalletKit 1.6 wallet) as peers in
// this process, talking through a real relay.
import type { WalletKitTypes } from '@reown/walletkit'
import { getSdkError } from '@walletconnect/utils'
import { type Hex, isHex, toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type Relay, startRelay } from './startRelay.ts'
import { CHAIN, createDapp, createWallet } from './testPeers.ts'

// Anvil's first dev account.
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

let relay: Relay
let relayLog: string[]
const cleanups: (() => Promise<void>)[] = []

beforeEach(async () => {
  relayLog = []
  relay = await startRelay({ log: (line) => relayLog.push(line) })
})

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
  await relay.close()
})

async function startPeers() {
  const dapp = await createDapp(relay.url)
  cleanups.push(dapp.close)
  const wallet = await createWallet(relay.url, account)
  cleanups.push(wallet.close)
  // The wallet signs personal_sign requests with the dev account.
  wallet.client.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request
    const response =
      method === 'personal_sign'
        ? {
            id,
            jsonrpc: '2.0',
            result: await account.signMessage({ message: { raw: (args as [Hex])[0] } }),
          }
        : { id, jsonrpc: '2.0', error: getSdkError('UNSUPPORTED_METHODS') }
    await wallet.client.respondSessionRequest({ topic, response })
  })
  return { dapp, wallet }
}

async function connect() {
  const peers = await startPeers()
  peers.wallet.client.on('session_proposal', (proposal) => void peers.wallet.approve(proposal))
  const { uri, approval } = await peers.dapp.connect()
  await peers.wallet.client.pair({ uri: uri ?? '' })
  const session = await approval()
  return { ...peers, session }
}

async function personalSign(
  dapp: Awaited<ReturnType<typeof createDapp>>,
  topic: string,
  message: string,
) {
  return dapp.client.request<Hex>({
    topic,
    chainId: CHAIN,
    request: { method: 'personal_sign', params: [toHex(message), account.address] },
  })
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('waitFor: timed out')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('official clients through the relay', () => {
  it('default: a sign-client dApp pairs with a WalletKit wallet that approves', async () => {
    const { dapp, wallet, session } = await connect()
    expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${account.address}`])
    expect(session.namespaces.eip155?.methods).toEqual(['personal_sign', 'eth_sendTransaction'])
    expect(Object.keys(wallet.client.getActiveSessions())).toEqual([session.topic])
    expect(dapp.client.session.keys).toEqual([session.topic])
    expect(relayLog.some((line) => line.startsWith('wc_proposeSession'))).toBe(true)
    expect(relayLog.some((line) => line.startsWith('wc_approveSession'))).toBe(true)
  })

  it('behavior: personal_sign is answered with a signature that verifies', async () => {
    const { dapp, session } = await connect()
    const message = 'Sign in to Portico'
    const signature = await personalSign(dapp, session.topic, message)
    expect(isHex(signature)).toBe(true)
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
  })

  it('behavior: the wallet rejects the proposal', async () => {
    const { dapp, wallet } = await startPeers()
    wallet.client.on('session_proposal', (proposal: WalletKitTypes.SessionProposal) => {
      void wallet.client.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
    })
    const { uri, approval } = await dapp.connect()
    await wallet.client.pair({ uri: uri ?? '' })
    await expect(approval()).rejects.toMatchObject({ code: getSdkError('USER_REJECTED').code })
  })

  it('behavior: both clients reconnect after the relay drops every socket', async () => {
    const { dapp, session } = await connect()
    expect(relay.stats().clients).toBe(2)
    relayLog.length = 0
    relay.dropConnections()
    await waitFor(
      () => relayLog.filter((line) => line.startsWith('irn_batchSubscribe')).length >= 2,
    )
    expect(relay.stats().clients).toBe(2)
    const message = 'still here after a reconnect'
    const signature = await personalSign(dapp, session.topic, message)
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
  })

  it('behavior: a wallet-side disconnect reaches the dApp as session_delete', async () => {
    const { dapp, wallet, session } = await connect()
    const deleted = new Promise<string>((resolve) => {
      dapp.client.on('session_delete', ({ topic }) => resolve(topic))
    })
    await wallet.client.disconnectSession({
      topic: session.topic,
      reason: getSdkError('USER_DISCONNECTED'),
    })
    expect(await deleted).toBe(session.topic)
  })
})
