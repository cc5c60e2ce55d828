import '@portico/test-utils/allowSolanaRpcInHappyDom'
import {
  LOCAL_SOLANA_CAIP_NETWORK_ID,
  type LocalSolana,
  SOLANA_DEV_ACCOUNTS,
  startLocalSolana,
} from '@portico/local-solana'
import {
  address,
  createSolanaRpc,
  getBase58Decoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaTestWallet, SOLANA_TEST_WALLET_NAME } from './createSolanaTestWallet.ts'
import { createTransferTransaction } from './createTransferTransaction.ts'
import { createMemoryStorage } from './persistedAuthorization.ts'
import type { SolanaTestWalletParameters } from './types.ts'

// Dev accounts 0 and 1 always exist (@portico/local-solana's constants).
const account0 = SOLANA_DEV_ACCOUNTS[0]!
const account1 = SOLANA_DEV_ACCOUNTS[1]!

let solana: LocalSolana

beforeAll(async () => {
  solana = await startLocalSolana({ port: 0 })
})
afterAll(async () => {
  await solana?.stop()
})

function createWallet(options: Partial<SolanaTestWalletParameters> = {}) {
  return createSolanaTestWallet({
    seedHex: account0.seedHex,
    rpcUrl: solana.url,
    chains: [LOCAL_SOLANA_CAIP_NETWORK_ID],
    storage: createMemoryStorage(),
    ...options,
  })
}

async function connected(options: Partial<SolanaTestWalletParameters> = {}) {
  const created = createWallet(options)
  const { accounts } = await created.wallet.features['standard:connect'].connect()
  const account = accounts[0] as WalletAccount
  return { ...created, account }
}

describe('createSolanaTestWallet: connect', () => {
  it('default: the dev account from the seed, its 32-byte public key, the chains', async () => {
    const { wallet, controls, account } = await connected()
    expect(await controls.ready).toBe(account0.address)
    expect(wallet.name).toBe(SOLANA_TEST_WALLET_NAME)
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(wallet.chains).toEqual([LOCAL_SOLANA_CAIP_NETWORK_ID])
    expect(account.address).toBe(account0.address)
    expect(getBase58Decoder().decode(account.publicKey)).toBe(account0.address)
    expect(account.chains).toEqual([LOCAL_SOLANA_CAIP_NETWORK_ID])
    expect(wallet.accounts).toEqual([account])
  })

  it('silent connect before any approval → no accounts, no prompt', async () => {
    const { wallet, controls } = createWallet({ autoApprove: false })
    const { accounts } = await wallet.features['standard:connect'].connect({ silent: true })
    expect(accounts).toEqual([])
    expect(controls.pendingRequests()).toEqual([])
  })

  it('storage: a new wallet on the same storage (a reload) grants silently', async () => {
    const storage = createMemoryStorage()
    await connected({ storage })
    const reloaded = createWallet({ storage })
    const { accounts } = await reloaded.wallet.features['standard:connect'].connect({
      silent: true,
    })
    expect(accounts.map((item) => item.address)).toEqual([account0.address])
  })

  it('behavior: connect emits change with the account; disconnect with none', async () => {
    const { wallet } = createWallet()
    const changes: unknown[] = []
    wallet.features['standard:events'].on('change', ({ accounts }) =>
      changes.push(accounts?.map((item) => item.address)),
    )
    await wallet.features['standard:connect'].connect()
    await wallet.features['standard:disconnect'].disconnect()
    expect(changes).toEqual([[account0.address], []])
    expect(wallet.accounts).toEqual([])
  })

  it('autoApprove false: connect waits for approve; decline → 4001', async () => {
    const { wallet, controls } = createWallet({ autoApprove: false })
    await controls.ready
    const declined = wallet.features['standard:connect'].connect()
    await Promise.resolve()
    expect(controls.pendingRequests()).toEqual([{ id: 1, feature: 'standard:connect' }])
    controls.decline()
    await expect(declined).rejects.toMatchObject({ code: 4001 })
    const approved = wallet.features['standard:connect'].connect()
    await new Promise((resolve) => setTimeout(resolve, 0))
    controls.approve()
    expect((await approved).accounts).toHaveLength(1)
  })

  it('controls.rejectNext → the next connect fails with 4001, the one after succeeds', async () => {
    const { wallet, controls } = createWallet()
    controls.rejectNext()
    await expect(wallet.features['standard:connect'].connect()).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect((await wallet.features['standard:connect'].connect()).accounts).toHaveLength(1)
  })

  it('controls.changeAccount → change with the other dev account; revoke → change with none', async () => {
    const { wallet, controls } = await connected()
    const changes: unknown[] = []
    wallet.features['standard:events'].on('change', ({ accounts }) =>
      changes.push(accounts?.map((item) => item.address)),
    )
    expect(await controls.changeAccount(account1.seedHex)).toBe(account1.address)
    controls.revoke()
    expect(changes).toEqual([[account1.address], []])
  })

  it('fault non-base58-address: accounts carry characters outside base58', async () => {
    const { wallet, controls } = createWallet()
    controls.setFault('non-base58-address')
    const { accounts } = await wallet.features['standard:connect'].connect()
    expect(accounts[0]?.address).toMatch(/^0OIl/)
    controls.setFault(undefined)
    expect(wallet.accounts[0]?.address).toBe(account0.address)
  })

  it('seedHex that is not 32 bytes → InvalidInputError (-32602) from ready', async () => {
    const { controls } = createWallet({ seedHex: 'abcd' })
    await expect(controls.ready).rejects.toMatchObject({ code: -32602 })
  })
})

describe('createSolanaTestWallet: signing', () => {
  it('signMessage: an Ed25519 signature that verifies against the account', async () => {
    const { wallet, account } = await connected()
    const message = new TextEncoder().encode('Hello from Portico')
    const [output] = await wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(output?.signature).toHaveLength(64)
    expect(output?.signedMessage).toEqual(message)
    const key = await getPublicKeyFromAddress(address(account.address))
    expect(await verifySignature(key, output?.signature as SignatureBytes, message)).toBe(true)
  })

  it('fault wrong-signature-length: a 63-byte signature', async () => {
    const { wallet, controls, account } = await connected()
    controls.setFault('wrong-signature-length')
    const [output] = await wallet.features['solana:signMessage'].signMessage({
      account,
      message: new Uint8Array([1, 2, 3]),
    })
    expect(output?.signature).toHaveLength(63)
  })

  it('before connect → 4100 unauthorized', async () => {
    const { wallet, controls } = createWallet()
    await controls.ready
    const { account } = await connected()
    await expect(
      wallet.features['solana:signMessage'].signMessage({ account, message: new Uint8Array(1) }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('signTransaction: the returned transaction carries a valid signature of the account', async () => {
    const { wallet, account } = await connected()
    const base64 = await createTransferTransaction({
      rpcUrl: solana.url,
      from: account0.address,
      to: account1.address,
      lamports: 1_000n,
    })
    const [output] = await wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: new Uint8Array(getBase64Encoder().encode(base64)),
      chain: LOCAL_SOLANA_CAIP_NETWORK_ID,
    })
    const signed = getTransactionDecoder().decode(output?.signedTransaction as Uint8Array)
    const signature = signed.signatures[address(account0.address)]
    expect(signature).toHaveLength(64)
    const key = await getPublicKeyFromAddress(address(account0.address))
    expect(await verifySignature(key, signature as SignatureBytes, signed.messageBytes)).toBe(true)
  })

  it('signTransaction on an unknown chain → -32602', async () => {
    const { wallet, account } = await connected()
    const base64 = await createTransferTransaction({
      rpcUrl: solana.url,
      from: account0.address,
      to: account1.address,
      lamports: 1_000n,
    })
    await expect(
      wallet.features['solana:signTransaction'].signTransaction({
        account,
        transaction: new Uint8Array(getBase64Encoder().encode(base64)),
        chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('signAndSendTransaction: the transfer lands on the local network', async () => {
    const { wallet, account } = await connected()
    const rpc = createSolanaRpc(solana.url)
    const before = (await rpc.getBalance(address(account1.address)).send()).value
    const base64 = await createTransferTransaction({
      rpcUrl: solana.url,
      from: account0.address,
      to: account1.address,
      lamports: 2_500_000n,
    })
    const feature = wallet.features['solana:signAndSendTransaction']
    const [output] = await (feature as NonNullable<typeof feature>).signAndSendTransaction({
      account,
      transaction: new Uint8Array(getBase64Encoder().encode(base64)),
      chain: LOCAL_SOLANA_CAIP_NETWORK_ID,
      options: { preflightCommitment: 'confirmed', commitment: 'confirmed' },
    })
    expect(output?.signature).toHaveLength(64)
    const after = (await rpc.getBalance(address(account1.address)).send()).value
    expect(after - before).toBe(2_500_000n)
  })

  it('signAndSendTransaction after controls.rejectNext → 4001, nothing reaches the network', async () => {
    const { wallet, controls, account } = await connected()
    const rpc = createSolanaRpc(solana.url)
    const before = (await rpc.getBalance(address(account1.address)).send()).value
    const base64 = await createTransferTransaction({
      rpcUrl: solana.url,
      from: account0.address,
      to: account1.address,
      lamports: 3_000_000n,
    })
    controls.rejectNext()
    const feature = wallet.features['solana:signAndSendTransaction']
    await expect(
      (feature as NonNullable<typeof feature>).signAndSendTransaction({
        account,
        transaction: new Uint8Array(getBase64Encoder().encode(base64)),
        chain: LOCAL_SOLANA_CAIP_NETWORK_ID,
      }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    const after = (await rpc.getBalance(address(account1.address)).send()).value
    expect(after).toBe(before)
  })

  it('omitFeatures: without solana:signAndSendTransaction, on the wallet and its account', async () => {
    const { wallet, account } = await connected({
      omitFeatures: ['solana:signAndSendTransaction'],
    })
    expect(Object.keys(wallet.features)).not.toContain('solana:signAndSendTransaction')
    expect(account.features).toEqual(['solana:signMessage', 'solana:signTransaction'])
    // Signing still works: the dApp sends what the wallet signed.
    expect(Object.keys(wallet.features)).toContain('solana:signTransaction')
  })
})
