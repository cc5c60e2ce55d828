import * as ecc from '@bitcoinerlab/secp256k1'
import { base64 } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import * as bitcoin from 'bitcoinjs-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { createBitcoinTestWallet } from './createBitcoinTestWallet.ts'
import { btcNetwork } from './networks.ts'
import { createMemoryStorage } from './persistedAuthorization.ts'
import {
  DEV_ORDINAL_ADDRESS,
  DEV_ORDINAL_KEY,
  DEV_PAYMENT_ADDRESS,
  DEV_PAYMENT_KEY,
} from './test/devKeys.ts'

beforeAll(() => bitcoin.initEccLib(ecc))

const create = (overrides: Partial<Parameters<typeof createBitcoinTestWallet>[0]> = {}) =>
  createBitcoinTestWallet({
    payment: DEV_PAYMENT_KEY,
    ordinal: DEV_ORDINAL_KEY,
    network: 'regtest',
    storage: createMemoryStorage(),
    ...overrides,
  })

const connect = async (wallet: ReturnType<typeof create>['wallet']) =>
  (await wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })).accounts

const encode = (text: string) => new TextEncoder().encode(text)

/** A PSBT spending one made-up UTXO of each account (1 BTC, 10 000 sats) to a third address. */
function twoInputPsbt(): Uint8Array {
  const network = btcNetwork('regtest')
  const { controls } = create()
  const [payment, ordinal] = controls.accounts
  if (!payment || !ordinal) throw new Error('accounts')
  const paymentScript = p2wpkh(payment.publicKey as Uint8Array, network).script
  const ordinalScript = bitcoin.address.toOutputScript(ordinal.address, bitcoin.networks.regtest)
  const tx = new Transaction()
  tx.addInput({
    txid: '11'.repeat(32),
    index: 0,
    witnessUtxo: { script: paymentScript, amount: 100_000_000n },
  })
  tx.addInput({
    txid: '22'.repeat(32),
    index: 1,
    witnessUtxo: { script: ordinalScript, amount: 10_000n },
  })
  tx.addOutputAddress(DEV_PAYMENT_ADDRESS, 100_009_000n, network)
  return tx.toPSBT()
}

describe('accounts', () => {
  it('default: dev keys give the contract addresses, payment first', async () => {
    const { wallet, controls } = create()
    expect(wallet.accounts).toEqual([])
    const accounts = await connect(wallet)
    expect(accounts.map((account) => account.address)).toEqual([
      DEV_PAYMENT_ADDRESS,
      DEV_ORDINAL_ADDRESS,
    ])
    expect(accounts[0]?.publicKey).toHaveLength(33)
    expect(accounts[1]?.publicKey).toHaveLength(32)
    expect(controls.accounts.map((account) => account.path)).toEqual([
      "m/84'/1'/0'/0/0",
      "m/86'/1'/0'/0/0",
    ])
    expect(wallet.chains).toEqual(['bitcoin:regtest'])
  })

  it('parameters: purposes order is kept', async () => {
    const { wallet } = create()
    const { accounts } = await wallet.features['bitcoin:connect'].connect({
      purposes: ['ordinals'],
    })
    expect(accounts.map((account) => account.address)).toEqual([DEV_ORDINAL_ADDRESS])
  })

  it('parameters: network mainnet → bc1q / bc1p addresses', async () => {
    const { controls, wallet } = create({ network: 'mainnet' })
    expect(controls.accounts[0]?.address).toMatch(/^bc1q/)
    expect(controls.accounts[1]?.address).toMatch(/^bc1p/)
    expect(wallet.chains).toEqual(['bitcoin:mainnet'])
  })
})

describe('bitcoin:signMessage', () => {
  it.each([
    ['payment (P2WPKH)', 0, DEV_PAYMENT_ADDRESS],
    ['ordinal (P2TR)', 1, DEV_ORDINAL_ADDRESS],
  ])('BIP-322 simple with the %s account verifies with bip322-js', async (_, index, address) => {
    const { wallet } = create()
    const account = (await connect(wallet))[index]
    if (!account) throw new Error('no account')
    const [output] = await wallet.features['bitcoin:signMessage'].signMessage({
      account,
      message: encode('Sign in to Portico'),
    })
    if (!output) throw new Error('no output')
    const signature = base64.encode(output.signature)
    expect(Verifier.verifySignature(address, 'Sign in to Portico', signature)).toBe(true)
    expect(Verifier.verifySignature(address, 'Another message', signature)).toBe(false)
  })

  it('parameters: protocol ecdsa → a 65-byte BIP-137 signature that verifies', async () => {
    const { wallet } = create()
    const [account] = await connect(wallet)
    if (!account) throw new Error('no account')
    const [output] = await wallet.features['bitcoin:signMessage'].signMessage({
      account,
      message: encode('Hello'),
      protocol: 'ecdsa',
    })
    expect(output?.signature).toHaveLength(65)
    expect(
      Verifier.verifySignature(
        DEV_PAYMENT_ADDRESS,
        'Hello',
        base64.encode(output?.signature ?? new Uint8Array()),
      ),
    ).toBe(true)
  })

  it('behavior: ecdsa with the taproot account is refused', async () => {
    const { wallet } = create()
    const ordinal = (await connect(wallet))[1]
    if (!ordinal) throw new Error('no account')
    await expect(
      wallet.features['bitcoin:signMessage'].signMessage({
        account: ordinal,
        message: encode('Hello'),
        protocol: 'ecdsa',
      }),
    ).rejects.toThrow(/P2WPKH/)
  })

  it('behavior: not connected → 4100', async () => {
    const { wallet, controls } = create()
    const account = controls.accounts[0]
    if (!account) throw new Error('no account')
    await expect(
      wallet.features['bitcoin:signMessage'].signMessage({ account, message: encode('x') }),
    ).rejects.toMatchObject({ code: 4100 })
  })
})

describe('bitcoin:signTransaction', () => {
  it('default: signs its payment and ordinal inputs; bitcoinjs-lib validates and finalizes', async () => {
    const { wallet } = create()
    const [payment, ordinal] = await connect(wallet)
    if (!payment || !ordinal) throw new Error('accounts')
    const [output] = await wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt: twoInputPsbt(),
      inputsToSign: [
        { account: payment, signingIndexes: [0] },
        { account: ordinal, signingIndexes: [1] },
      ],
      chain: 'bitcoin:regtest',
    })
    if (!output) throw new Error('no output')
    expect(output.txId).toBeUndefined()
    const psbt = bitcoin.Psbt.fromBase64(base64.encode(output.signedPsbt), {
      network: bitcoin.networks.regtest,
    })
    const validator = (pubkey: Uint8Array, hash: Uint8Array, signature: Uint8Array) =>
      pubkey.length === 32
        ? ecc.verifySchnorr(hash, pubkey, signature)
        : ecc.verify(hash, pubkey, signature)
    expect(psbt.validateSignaturesOfInput(0, validator)).toBe(true)
    expect(psbt.validateSignaturesOfInput(1, validator)).toBe(true)
    psbt.finalizeAllInputs()
    const tx = psbt.extractTransaction()
    expect(tx.ins).toHaveLength(2)
    expect(tx.ins.every((input) => input.witness.length > 0)).toBe(true)
  })

  it('behavior: an input that is not its own is refused', async () => {
    const { wallet } = create()
    const [payment] = await connect(wallet)
    if (!payment) throw new Error('accounts')
    await expect(
      wallet.features['bitcoin:signTransaction'].signTransaction({
        psbt: twoInputPsbt(),
        inputsToSign: [{ account: payment, signingIndexes: [1] }],
      }),
    ).rejects.toThrow(/not an output of/)
  })

  it('behavior: another chain → 4901', async () => {
    const { wallet } = create()
    const [payment] = await connect(wallet)
    if (!payment) throw new Error('accounts')
    await expect(
      wallet.features['bitcoin:signTransaction'].signTransaction({
        psbt: twoInputPsbt(),
        inputsToSign: [{ account: payment, signingIndexes: [0] }],
        chain: 'bitcoin:mainnet',
      }),
    ).rejects.toMatchObject({ code: 4901 })
  })
})

describe('controls', () => {
  it('reject(true): the next request fails with 4001, the one after succeeds', async () => {
    const { wallet, controls } = create()
    controls.reject(true)
    await expect(connect(wallet)).rejects.toMatchObject({ code: 4001 })
    await expect(connect(wallet)).resolves.toHaveLength(2)
  })

  it('setAutoApprove(false): requests wait for approve / decline', async () => {
    const { wallet, controls } = create({ autoApprove: false })
    const pending = connect(wallet)
    await Promise.resolve()
    expect(controls.pendingRequests()).toEqual([{ id: 1, method: 'bitcoin:connect' }])
    controls.approve()
    await expect(pending).resolves.toHaveLength(2)
    const declined = connect(wallet)
    await Promise.resolve()
    controls.decline()
    await expect(declined).rejects.toMatchObject({ code: 4001 })
  })

  it('fault noPaymentAccount: connect answers with the ordinal account only', async () => {
    const { wallet, controls } = create()
    controls.setFault('noPaymentAccount')
    const accounts = await connect(wallet)
    expect(accounts.map((account) => account.address)).toEqual([DEV_ORDINAL_ADDRESS])
    expect(await connect(wallet)).toHaveLength(2)
  })

  it('fault wrongLengthSignature: the signature is 10 bytes', async () => {
    const { wallet, controls } = create()
    const [account] = await connect(wallet)
    if (!account) throw new Error('no account')
    controls.setFault('wrongLengthSignature')
    const [output] = await wallet.features['bitcoin:signMessage'].signMessage({
      account,
      message: encode('x'),
    })
    expect(output?.signature).toHaveLength(10)
  })

  it('fault invalidPsbt: signTransaction answers bytes that are no PSBT', async () => {
    const { wallet, controls } = create()
    const [account] = await connect(wallet)
    if (!account) throw new Error('no account')
    controls.setFault('invalidPsbt')
    const [output] = await wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt: twoInputPsbt(),
      inputsToSign: [{ account, signingIndexes: [0] }],
    })
    expect(() => Transaction.fromPSBT(output?.signedPsbt ?? new Uint8Array())).toThrow()
  })
})

describe('authorisation', () => {
  it('survives a reload through storage; silent standard:connect restores it', async () => {
    const storage = createMemoryStorage()
    await connect(create({ storage }).wallet)
    const reloaded = create({ storage })
    expect(reloaded.wallet.accounts).toHaveLength(2)
    const silent = await reloaded.wallet.features['standard:connect'].connect({ silent: true })
    expect(silent.accounts).toHaveLength(2)
  })

  it('silent connect without authorisation → no accounts, no prompt', async () => {
    const { wallet, controls } = create({ autoApprove: false })
    const { accounts } = await wallet.features['standard:connect'].connect({ silent: true })
    expect(accounts).toEqual([])
    expect(controls.pendingRequests()).toEqual([])
  })

  it('standard:disconnect and revoke forget it and emit change with no accounts', async () => {
    const storage = createMemoryStorage()
    const { wallet, controls } = create({ storage })
    const changes: number[] = []
    const off = wallet.features['standard:events'].on('change', ({ accounts }) =>
      changes.push(accounts?.length ?? -1),
    )
    await connect(wallet)
    await wallet.features['standard:disconnect'].disconnect()
    expect(controls.isAuthorized()).toBe(false)
    expect(create({ storage }).wallet.accounts).toEqual([])
    await connect(wallet)
    controls.revoke()
    off()
    await connect(wallet)
    expect(changes).toEqual([2, 0, 2, 0])
  })

  it('corrupt storage → not authorised', () => {
    const storage = createMemoryStorage()
    storage.setItem('portico.bitcoinTestWallet', '{not json')
    expect(create({ storage }).wallet.accounts).toEqual([])
  })
})
