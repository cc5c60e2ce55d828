import { crypto as bitcoinCrypto, networks, Psbt, Transaction, toXOnly } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BITCOIN_DEV_ACCOUNTS, type BitcoinDevKey } from './devAccounts.ts'
import { ecc } from './ecc.ts'
import { type LocalBitcoin, startLocalBitcoin } from './startLocalBitcoin.ts'
import { regtestOutputScript } from './utxoLedger.ts'

const ECPair = ECPairFactory(ecc)
const account0 = BITCOIN_DEV_ACCOUNTS[0]!
const account1 = BITCOIN_DEV_ACCOUNTS[1]!

type Utxo = { txid: string; vout: number; value: number; status: { confirmed: boolean } }
type AddressStats = { chain_stats: Record<string, number>; mempool_stats: Record<string, number> }

let bitcoin: LocalBitcoin

beforeAll(async () => {
  bitcoin = await startLocalBitcoin({ port: 0 })
})
afterAll(() => bitcoin.stop())

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${bitcoin.url}${path}`)
  const type = response.headers.get('content-type') ?? ''
  const body = type.includes('json') ? await response.json() : await response.text()
  return { status: response.status, body: body as T }
}

async function broadcast(hex: string) {
  const response = await fetch(`${bitcoin.url}/tx`, { method: 'POST', body: hex })
  return { status: response.status, text: await response.text() }
}

async function balanceOf(address: string): Promise<number> {
  const { body } = await get<AddressStats>(`/address/${address}`)
  return body.chain_stats.funded_txo_sum! - body.chain_stats.spent_txo_sum!
}

/** A P2WPKH spend of one UTXO of `key`, to `to`, with change back. */
function paymentSpend(key: BitcoinDevKey, utxo: Utxo, to: string, value: bigint, fee = 500n) {
  const signer = ECPair.fromPrivateKey(Buffer.from(key.privateKeyHex, 'hex'))
  const psbt = new Psbt({ network: networks.regtest })
  psbt.addInput({
    hash: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: regtestOutputScript(key.address)!, value: BigInt(utxo.value) },
  })
  psbt.addOutput({ address: to, value })
  const change = BigInt(utxo.value) - value - fee
  if (change > 0n) psbt.addOutput({ address: key.address, value: change })
  psbt.signInput(0, signer)
  psbt.finalizeAllInputs()
  return psbt.extractTransaction(true)
}

async function utxosOf(address: string) {
  return (await get<Utxo[]>(`/address/${address}/utxo`)).body
}

describe('startLocalBitcoin', () => {
  test('default: each payment address holds 3 UTXOs of 1 BTC, each ordinal 1 of 10 000 sats', async () => {
    for (const account of BITCOIN_DEV_ACCOUNTS) {
      const payment = await utxosOf(account.payment.address)
      expect(payment.map((utxo) => utxo.value)).toEqual([100_000_000, 100_000_000, 100_000_000])
      expect(payment[0]?.status.confirmed).toBe(true)
      expect((await utxosOf(account.ordinal.address)).map((utxo) => utxo.value)).toEqual([10_000])
    }
    const { body } = await get<AddressStats>(`/address/${account1.payment.address}`)
    expect(body.chain_stats).toEqual({
      funded_txo_count: 3,
      funded_txo_sum: 300_000_000,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 1,
    })
    expect(body.mempool_stats.tx_count).toBe(0)
  })

  test('behavior: a P2WPKH spend signed with the dev key is mined and moves the balances', async () => {
    const recipient = account1.payment.address
    const before = await balanceOf(recipient)
    const [utxo] = await utxosOf(account0.payment.address)
    const transaction = paymentSpend(account0.payment, utxo!, recipient, 25_000_000n)
    const height = Number((await get<string>('/blocks/tip/height')).body)
    const { status, text } = await broadcast(transaction.toHex())
    expect({ status, text }).toEqual({ status: 200, text: transaction.getId() })
    expect(await balanceOf(recipient)).toBe(before + 25_000_000)
    expect(await balanceOf(account0.payment.address)).toBe(300_000_000 - 25_000_000 - 500)
    expect((await get<{ block_height: number }>(`/tx/${text}/status`)).body).toMatchObject({
      confirmed: true,
      block_height: height + 1,
    })
    expect((await get<string>('/blocks/tip/hash')).body).toMatch(/^[0-9a-f]{64}$/)
    expect((await get<string>(`/tx/${text}/hex`)).body).toBe(transaction.toHex())
    const json = (await get<{ fee: number; vin: { prevout: { value: number } }[] }>(`/tx/${text}`))
      .body
    expect(json.fee).toBe(500)
    expect(json.vin[0]?.prevout.value).toBe(100_000_000)
    const txs = (await get<{ txid: string }[]>(`/address/${recipient}/txs`)).body
    expect(txs[0]?.txid).toBe(text)
  })

  test('behavior: a P2TR key-path spend signed with the tweaked ordinal key is mined', async () => {
    const key = account0.ordinal
    const [utxo] = await utxosOf(key.address)
    const internal = ECPair.fromPrivateKey(Buffer.from(key.privateKeyHex, 'hex'))
    const tweaked = internal.tweak(
      bitcoinCrypto.taggedHash('TapTweak', toXOnly(internal.publicKey)),
    )
    const psbt = new Psbt({ network: networks.regtest })
    psbt.addInput({
      hash: utxo!.txid,
      index: utxo!.vout,
      witnessUtxo: { script: regtestOutputScript(key.address)!, value: BigInt(utxo!.value) },
      tapInternalKey: Buffer.from(key.publicKeyHex, 'hex'),
    })
    psbt.addOutput({ address: account1.ordinal.address, value: 9_000n })
    psbt.signInput(0, tweaked)
    psbt.finalizeAllInputs()
    const { status } = await broadcast(psbt.extractTransaction().toHex())
    expect(status).toBe(200)
    expect(await utxosOf(key.address)).toEqual([])
    expect(await balanceOf(account1.ordinal.address)).toBe(19_000)
  })

  test('errors: a bad signature is refused and nothing moves', async () => {
    const [utxo] = await utxosOf(account1.payment.address)
    const transaction = paymentSpend(account1.payment, utxo!, account0.payment.address, 1_000n)
    const signature = transaction.ins[0]!.witness[0]!
    signature[10] = (signature[10] ?? 0) ^ 0x01
    const before = await balanceOf(account1.payment.address)
    const { status, text } = await broadcast(transaction.toHex())
    expect(status).toBe(400)
    expect(text).toContain('mandatory-script-verify-flag-failed')
    expect(await balanceOf(account1.payment.address)).toBe(before)
  })

  test('errors: a key that does not own the output is refused', async () => {
    const [utxo] = await utxosOf(account1.payment.address)
    // Signed with account 0's key (the PSBT claims the output is account 0's): it is account 1's.
    const transaction = paymentSpend(account0.payment, utxo!, account0.payment.address, 1_000n)
    const { status, text } = await broadcast(transaction.toHex())
    expect(status).toBe(400)
    expect(text).toContain('Witness program hash mismatch')
  })

  test('errors: a double spend is refused', async () => {
    const [utxo] = await utxosOf(account1.payment.address)
    const first = paymentSpend(account1.payment, utxo!, account0.payment.address, 1_000n)
    const second = paymentSpend(account1.payment, utxo!, account0.payment.address, 2_000n)
    expect((await broadcast(first.toHex())).status).toBe(200)
    const { status, text } = await broadcast(second.toHex())
    expect(status).toBe(400)
    expect(text).toBe(
      'sendrawtransaction RPC error: {"code":-25,"message":"bad-txns-inputs-missingorspent"}',
    )
    expect((await broadcast(first.toHex())).text).toContain('already in block chain')
  })

  test('errors: outputs above the inputs are refused', async () => {
    const [utxo] = await utxosOf(account1.payment.address)
    // The PSBT is told the output holds 3 BTC (and the fee is 1 BTC, so no change) so that it
    // lets a 2 BTC payment through; the service knows the output holds 1 BTC.
    const claimed = { ...utxo!, value: 300_000_000 }
    const transaction = paymentSpend(
      account1.payment,
      claimed,
      account0.payment.address,
      200_000_000n,
      100_000_000n,
    )
    const { status, text } = await broadcast(transaction.toHex())
    expect(status).toBe(400)
    expect(text).toContain('bad-txns-in-belowout, value in (1.00000000) < value out (2.00000000)')
  })

  test.each([
    ['not hex', 'zz'],
    ['hex that is no transaction', '00ff'],
    ['empty', ''],
  ])('errors: a body that is %s is refused as undecodable', async (_case, body) => {
    const { status, text } = await broadcast(body)
    expect(status).toBe(400)
    expect(text).toContain('TX decode failed')
  })

  test('errors: a transaction without inputs is refused', async () => {
    const transaction = new Transaction()
    transaction.addOutput(regtestOutputScript(account0.payment.address)!, 1_000n)
    const { status } = await broadcast(transaction.toHex())
    expect(status).toBe(400)
  })

  test.each([
    ['garbage', '/address/notanaddress'],
    ['a mainnet address', '/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['garbage, utxo', '/address/xyz/utxo'],
  ])('errors: %s is a 400', async (_case, path) => {
    const { status, body } = await get<string>(path)
    expect(status).toBe(400)
    expect(body).toBe('Invalid Bitcoin address')
  })

  test('errors: unknown and malformed txids', async () => {
    expect((await get(`/tx/${'0'.repeat(64)}`)).status).toBe(404)
    expect((await get('/tx/xyz')).status).toBe(400)
    expect((await get('/nothing')).status).toBe(404)
  })

  test('behavior: fee estimates, fund() and CORS', async () => {
    const { body } = await get<Record<string, number>>('/fee-estimates')
    expect(body['1']).toBe(2)
    expect(body['6']).toBe(1)
    const { txid, vout } = await bitcoin.fund(account1.ordinal.address, 5_000n)
    expect(
      (await utxosOf(account1.ordinal.address)).some((u) => u.txid === txid && u.vout === vout),
    ).toBe(true)
    await expect(bitcoin.fund('nope', 1n)).rejects.toThrow('Invalid Bitcoin address')
    const preflight = await fetch(`${bitcoin.url}/tx`, {
      method: 'OPTIONS',
      headers: { origin: 'http://example.test', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('startLocalBitcoin options', () => {
  test('parameters: fundDevAccounts false starts empty at height 0', async () => {
    const empty = await startLocalBitcoin({ fundDevAccounts: false })
    try {
      const response = await fetch(`${empty.url}/address/${account0.payment.address}/utxo`)
      expect(await response.json()).toEqual([])
      expect(await (await fetch(`${empty.url}/blocks/tip/height`)).text()).toBe('0')
      expect(await (await fetch(`${empty.url}/blocks/tip/hash`)).text()).toBe(
        '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
      )
    } finally {
      await empty.stop()
    }
  })
})
