import {
  LOCAL_SOLANA_CAIP_NETWORK_ID,
  LOCAL_SOLANA_TOKEN,
  type LocalSolana,
  localTokenAccountOf,
  SOLANA_DEV_ACCOUNTS,
  startLocalSolana,
} from '@portico/local-solana'
import { type Address, address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SolanaAsset } from './catalog.ts'
import { createSolanaDeliverer } from './createSolanaDeliverer.ts'
import { type OnrampSandbox, startOnrampSandbox } from './startOnrampSandbox.ts'
import {
  formTokenOf,
  PAYING_FORM,
  postForm,
  requestApi,
  resultOf,
} from './testing/sandboxRequests.ts'

// Account 2 is the sandbox's Solana treasury; 1 (a buyer here) holds PUSD in its token account.
const TREASURY = SOLANA_DEV_ACCOUNTS[2]!
const HOLDER = SOLANA_DEV_ACCOUNTS[1]!.address
const NETWORK = LOCAL_SOLANA_CAIP_NETWORK_ID
const RETURN_ORIGIN = 'http://127.0.0.1:5173'
/** What the local network charges per signature. */
const FEE_LAMPORTS = 5000n

let solana: LocalSolana
let sandbox: OnrampSandbox
let rpc: ReturnType<typeof createSolanaRpc>

beforeAll(async () => {
  solana = await startLocalSolana({ port: 0 })
  rpc = createSolanaRpc(solana.url)
  sandbox = await startOnrampSandbox({
    chains: [],
    tokens: [],
    // A key no EVM chain is asked about: this sandbox sells on Solana only.
    treasury: { privateKey: `0x${'11'.repeat(32)}` },
    solana: {
      network: NETWORK,
      rpcUrl: solana.url,
      name: 'Portico Solana Local',
      tokens: [{ ...LOCAL_SOLANA_TOKEN, priceUsd: 1 }],
      treasury: TREASURY,
    },
  })
})
afterAll(async () => {
  await sandbox?.close()
  await solana?.stop()
})

const api = (path: string, body?: unknown) => requestApi(sandbox.url, path, body)

async function openCheckout(body: Record<string, unknown>) {
  const created = await api('/api/checkouts', {
    network: NETWORK,
    returnOrigin: RETURN_ORIGIN,
    ...body,
  })
  expect(created.status).toBe(200)
  const page = await fetch(created.body.url).then((response) => response.text())
  const formToken = formTokenOf(page)
  const pay = () =>
    postForm(sandbox.url, `/checkout/${created.body.id}/pay`, { ...PAYING_FORM, formToken })
  return { id: created.body.id as string, url: created.body.url as string, page, pay }
}

const lamportsOf = async (owner: string) => (await rpc.getBalance(address(owner)).send()).value

/** The owner's PUSD in its associated token account, in base units (0 without one). */
async function pusdOf(owner: string): Promise<bigint> {
  const account = await localTokenAccountOf(address(owner))
  const { value } = await rpc.getAccountInfo(account, { encoding: 'base64' }).send()
  if (value === null) return 0n
  return BigInt((await rpc.getTokenAccountBalance(account).send()).value.amount)
}

describe('Solana', () => {
  it('GET /api/options: PUSD and SOL on the local Solana network, solana among the chains', async () => {
    const { body } = await api('/api/options')
    expect(body.chains).toEqual(['eip155', 'solana'])
    expect(body.purchaseCurrencies).toEqual([
      {
        id: 'PUSD',
        name: 'Portico USD',
        symbol: 'PUSD',
        decimals: 6,
        networks: [
          {
            name: 'portico-solana-local',
            display_name: 'Portico Solana Local',
            chain_id: NETWORK,
            contract_address: LOCAL_SOLANA_TOKEN.mint,
          },
        ],
      },
      {
        id: 'SOL',
        name: 'Solana',
        symbol: 'SOL',
        decimals: 9,
        networks: [
          {
            name: 'portico-solana-local',
            display_name: 'Portico Solana Local',
            chain_id: NETWORK,
            contract_address: '',
          },
        ],
      },
    ])
  })

  it('POST /api/quotes: PUSD at 1 USD, SOL at 150 USD, floored to their decimals', async () => {
    const quote = (purchaseCurrency: string) =>
      api('/api/quotes', {
        purchaseCurrency,
        network: NETWORK,
        paymentCurrency: 'USD',
        paymentAmount: '100',
      })
    expect((await quote('PUSD')).body.purchaseAmount).toEqual({
      value: '98.000000',
      currency: 'PUSD',
    })
    // 98 / 150 = 0.653333333… SOL.
    expect((await quote('SOL')).body.purchaseAmount).toEqual({
      value: '0.653333333',
      currency: 'SOL',
    })
  })

  it('default: paying delivers exactly the quoted PUSD to the buyer, and tells the opener the signature', async () => {
    const quote = await api('/api/quotes', {
      purchaseCurrency: 'PUSD',
      network: NETWORK,
      paymentCurrency: 'USD',
      paymentAmount: '100',
    })
    const checkout = await openCheckout({
      destinationAddress: HOLDER,
      asset: 'PUSD',
      quoteId: quote.body.quoteId,
    })
    expect(checkout.page).toContain('98.000000 PUSD')
    expect(checkout.page).toContain(HOLDER)
    expect(checkout.page).toContain(`Portico Solana Local (${NETWORK})`)
    const before = await pusdOf(HOLDER)
    const paid = await checkout.pay()
    expect(paid.status).toBe(200)
    expect(await pusdOf(HOLDER)).toBe(before + 98_000_000n)
    const result = resultOf(paid.html)
    expect(result).toEqual({
      targetOrigin: RETURN_ORIGIN,
      message: {
        type: 'portico:checkout',
        sessionId: checkout.id,
        status: 'completed',
        txHash: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/),
        network: NETWORK,
      },
    })
    const {
      value: [status],
    } = await rpc.getSignatureStatuses([result.message.txHash]).send()
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect((await api(`/api/checkouts/${checkout.id}`)).body).toMatchObject({
      status: 'completed',
      txHash: result.message.txHash,
      destinationAddress: HOLDER,
    })
  })

  it('behavior: two concurrent submits and a resubmit deliver once, with one result', async () => {
    const checkout = await openCheckout({
      destinationAddress: HOLDER,
      asset: 'PUSD',
      paymentAmount: '40',
    })
    const [pusdBefore, treasuryPusdBefore, treasuryLamportsBefore] = await Promise.all([
      pusdOf(HOLDER),
      pusdOf(TREASURY.address),
      lamportsOf(TREASURY.address),
    ])
    const [first, second] = await Promise.all([checkout.pay(), checkout.pay()])
    const third = await checkout.pay()
    // A reload of the page shows the same result too.
    const reload = await fetch(checkout.url).then((response) => response.text())
    expect(resultOf(first.html)?.message.status).toBe('completed')
    for (const other of [second.html, third.html, reload])
      expect(resultOf(other)).toEqual(resultOf(first.html))
    // 40 USD: fee 0.60, network fee 0.50, 38.90 PUSD, sent once; one transaction's fee paid.
    expect(await pusdOf(HOLDER)).toBe(pusdBefore + 38_900_000n)
    expect(await pusdOf(TREASURY.address)).toBe(treasuryPusdBefore - 38_900_000n)
    expect(await lamportsOf(TREASURY.address)).toBe(treasuryLamportsBefore - FEE_LAMPORTS)
  })

  it('parameters: SOL is a system transfer of exactly the quoted lamports; a new address gets its PUSD account made', async () => {
    const { address: newcomer } = await generateKeyPairSigner()
    const sol = await openCheckout({
      destinationAddress: newcomer,
      asset: 'SOL',
      paymentAmount: '20',
    })
    expect(resultOf((await sol.pay()).html)?.message.status).toBe('completed')
    // 20 USD: fee 0.30, network fee 0.50, 19.20 USD at 150 = 0.128 SOL.
    expect(await lamportsOf(newcomer)).toBe(128_000_000n)
    const pusd = await openCheckout({
      destinationAddress: newcomer,
      asset: 'PUSD',
      paymentAmount: '20',
    })
    expect(resultOf((await pusd.pay()).html)?.message.status).toBe('completed')
    expect(await pusdOf(newcomer)).toBe(19_200_000n)
  })

  it('behavior: a delivery the chain refuses (more PUSD than the treasury holds) ends failed, and is not retried', async () => {
    const checkout = await openCheckout({
      destinationAddress: HOLDER,
      asset: 'PUSD',
      paymentAmount: '5000',
    })
    const before = await pusdOf(HOLDER)
    const first = await checkout.pay()
    expect(first.html).toContain('<h1>Payment failed</h1>')
    expect(first.html).toContain(`The transfer on ${NETWORK} failed`)
    expect(resultOf(first.html)?.message).toEqual({
      type: 'portico:checkout',
      sessionId: checkout.id,
      status: 'failed',
    })
    const again = await checkout.pay()
    expect(resultOf(again.html)?.message.status).toBe('failed')
    expect(await pusdOf(HOLDER)).toBe(before)
    expect((await api(`/api/checkouts/${checkout.id}`)).body.status).toBe('failed')
  })

  it('parameters: an EVM address on the Solana network is a 400 naming the field', async () => {
    const { status, body } = await api('/api/checkouts', {
      network: NETWORK,
      returnOrigin: RETURN_ORIGIN,
      asset: 'PUSD',
      paymentAmount: '20',
      destinationAddress: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
    })
    expect(status).toBe(400)
    expect(body.error.message).toMatch(/^destinationAddress: must be a Solana address/)
  })
})

describe('createSolanaDeliverer', () => {
  const pusd: SolanaAsset = {
    namespace: 'solana',
    network: NETWORK,
    chainName: 'Portico Solana Local',
    symbol: 'PUSD',
    name: 'Portico USD',
    decimals: 6,
    address: LOCAL_SOLANA_TOKEN.mint,
    microUsd: 1_000_000n,
  }

  it('behavior: concurrent deliveries of the same amount to the same address each land once, one after the other', async () => {
    const deliverer = await createSolanaDeliverer({ rpcUrl: solana.url }, TREASURY.seedHex)
    expect(deliverer.address).toBe(TREASURY.address)
    const before = await pusdOf(HOLDER)
    const treasuryBefore = await deliverer.balanceOf(pusd)
    const delivery = { asset: pusd, to: HOLDER, units: 1_000_000n }
    const signatures = await Promise.all([
      deliverer.deliver(delivery),
      deliverer.deliver(delivery),
      deliverer.deliver(delivery),
    ])
    expect(new Set(signatures).size).toBe(3)
    expect(await pusdOf(HOLDER)).toBe(before + 3_000_000n)
    expect(await deliverer.balanceOf(pusd)).toBe(treasuryBefore - 3_000_000n)
  })

  it('behavior: the network not answering is a DeliveryFailedError naming the network', async () => {
    const stopped = await startLocalSolana({ port: 0 })
    await stopped.stop()
    const deliverer = await createSolanaDeliverer({ rpcUrl: stopped.url }, TREASURY.seedHex)
    const to: Address = address(HOLDER)
    await expect(deliverer.deliver({ asset: pusd, to, units: 1n })).rejects.toMatchObject({
      name: 'DeliveryFailedError',
      message: expect.stringContaining(`The transfer on ${NETWORK} failed`),
    })
  })
})
