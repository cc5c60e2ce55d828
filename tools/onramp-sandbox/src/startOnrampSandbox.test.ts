import {
  compilePorticoToken,
  DEV_ACCOUNTS,
  deployTokens,
  PORTICO_TOKENS,
  startTestAnvil,
  type TestAnvil,
} from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hash,
  http,
  parseAbiItem,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUOTE_TTL_MS } from './pricing.ts'
import { type OnrampSandbox, startOnrampSandbox } from './startOnrampSandbox.ts'
import {
  formTokenOf,
  PAYING_FORM,
  postForm as postFormTo,
  requestApi,
  resultOf,
} from './testing/sandboxRequests.ts'

// Accounts 8 and 7 are the devnet's treasury and exchange hot wallet (deployTokens funds them).
const TREASURY = DEV_ACCOUNTS[8]
const HOT_WALLET = DEV_ACCOUNTS[7]
const BUYER = DEV_ACCOUNTS[5].address
const RETURN_ORIGIN = 'http://127.0.0.1:5173'
const NETWORK = 'eip155:31337'
const [PUSD, PTK] = PORTICO_TOKENS

let anvil: TestAnvil
let sandbox: OnrampSandbox
let client: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  anvil = await startTestAnvil({ uniswap: false })
  const { artifact } = await compilePorticoToken()
  await deployTokens({ chainId: 31337, rpcUrl: anvil.rpcUrl, artifact })
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
  sandbox = await startOnrampSandbox({
    chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Portico Local' }],
    tokens: PORTICO_TOKENS.map((token) => ({ chainId: 31337, ...token })),
    treasury: TREASURY,
    exchangeHotWallet: HOT_WALLET,
  })
}, 120_000)
afterAll(async () => {
  await sandbox?.close()
  await anvil?.stop()
})

const api = (path: string, body?: unknown) => requestApi(sandbox.url, path, body)
const postForm = (path: string, fields: Record<string, string>) =>
  postFormTo(sandbox.url, path, fields)

const balanceOf = (token: Address | 'native', owner: Address) =>
  token === 'native'
    ? client.getBalance({ address: owner })
    : client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })

/** Transfer logs of `token` from the treasury to `to` in the chain so far. */
const transfersTo = async (token: Address, to: Address) =>
  client.getLogs({
    address: token,
    event: parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)'),
    args: { from: TREASURY.address, to },
    fromBlock: 0n,
  })

async function openCheckout(body: Record<string, unknown>) {
  const created = await api('/api/checkouts', {
    network: NETWORK,
    returnOrigin: RETURN_ORIGIN,
    ...body,
  })
  expect(created.status).toBe(200)
  const page = await fetch(created.body.url).then((response) => response.text())
  return { ...created.body, page, formToken: formTokenOf(page) }
}

describe('API', () => {
  it('GET /api/options: USD and EUR with the spec §9 limits; PUSD, PTK and ETH', async () => {
    const { status, body } = await api('/api/options')
    expect(status).toBe(200)
    expect(body.paymentCurrencies).toEqual(
      ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      })),
    )
    expect(body.purchaseCurrencies.map((currency: { id: string }) => currency.id)).toEqual([
      'PUSD',
      'PTK',
      'ETH',
    ])
    expect(body.purchaseCurrencies[0].networks).toEqual([
      {
        name: 'portico-local',
        display_name: 'Portico Local',
        chain_id: NETWORK,
        contract_address: PUSD.address,
      },
    ])
    expect(body.purchaseCurrencies[2].networks[0].contract_address).toBe('')
  })

  it('POST /api/quotes: 1.5 % fee, 0.50 network fee, the rest at the fixed price, floored', async () => {
    const usd = await api('/api/quotes', {
      purchaseCurrency: 'PUSD',
      network: NETWORK,
      paymentCurrency: 'USD',
      paymentAmount: '100',
    })
    expect(usd.body).toMatchObject({
      providerFee: { value: '1.50', currency: 'USD' },
      networkFee: { value: '0.50', currency: 'USD' },
      paymentSubtotal: { value: '98.00', currency: 'USD' },
      paymentTotal: { value: '100.00', currency: 'USD' },
      purchaseAmount: { value: '98.000000', currency: 'PUSD' },
    })
    // 250 EUR: fee 3.75, subtotal 245.75 EUR = 265.41 USD = 106.164 PTK at 2.50.
    const eur = await api('/api/quotes', {
      purchaseCurrency: 'PTK',
      network: NETWORK,
      paymentCurrency: 'EUR',
      paymentAmount: '250',
      paymentMethod: 'ach_bank_account',
    })
    expect(eur.body.paymentSubtotal).toEqual({ value: '245.75', currency: 'EUR' })
    expect(eur.body.purchaseAmount).toEqual({ value: '106.164000000000000000', currency: 'PTK' })
    // 50 USD of ETH at 3000: 48.75 / 3000, floored to 18 places.
    const eth = await api('/api/quotes', {
      purchaseCurrency: 'ETH',
      network: NETWORK,
      paymentCurrency: 'USD',
      paymentAmount: '50',
    })
    expect(eth.body.purchaseAmount).toEqual({ value: '0.016250000000000000', currency: 'ETH' })
  })

  it.each([
    ['9.99', 'card', 'Amount must be at least 10 USD'],
    ['7500.01', 'card', 'Amount must be at most 7500 USD for card'],
    ['25000.01', 'ach_bank_account', 'Amount must be at most 25000 USD for ach_bank_account'],
    ['1.001', 'card', 'amount: must have at most 2 decimal places'],
    ['-5', 'card', "amount: must be a positive decimal string like '100.00'"],
  ])('POST /api/quotes: %s by %s is refused: %s', async (paymentAmount, paymentMethod, message) => {
    const { status, body } = await api('/api/quotes', {
      purchaseCurrency: 'PUSD',
      network: NETWORK,
      paymentCurrency: 'USD',
      paymentAmount,
      paymentMethod,
    })
    expect(status).toBe(400)
    expect(body.error.message).toBe(message)
  })

  it('POST /api/checkouts: an unknown quote, a bad origin or address is a 400 naming the field', async () => {
    const base = { destinationAddress: BUYER, network: NETWORK, asset: 'PUSD' }
    const unknown = await api('/api/checkouts', {
      ...base,
      quoteId: 'q_nope',
      returnOrigin: RETURN_ORIGIN,
    })
    expect(unknown.body.error.message).toMatch(/^quoteId: /)
    const origin = await api('/api/checkouts', {
      ...base,
      paymentAmount: '20',
      returnOrigin: 'http://127.0.0.1:5173/path',
    })
    expect(origin.body.error.message).toMatch(/^returnOrigin: /)
    const address = await api('/api/checkouts', {
      ...base,
      destinationAddress: '0x1234',
      paymentAmount: '20',
      returnOrigin: RETURN_ORIGIN,
    })
    expect(address.status).toBe(400)
    expect(address.body.error.message).toMatch(/^destinationAddress: /)
  })
})

describe('checkout page', () => {
  it('default: the page says what, how much and to whom; paying delivers exactly the quote', async () => {
    const quote = await api('/api/quotes', {
      purchaseCurrency: 'PUSD',
      network: NETWORK,
      paymentCurrency: 'USD',
      paymentAmount: '100',
    })
    const checkout = await openCheckout({
      destinationAddress: BUYER,
      asset: 'PUSD',
      quoteId: quote.body.quoteId,
    })
    expect(checkout.page).toContain('<h1>Portico Sandbox checkout</h1>')
    expect(checkout.page).toContain('98.000000 PUSD')
    expect(checkout.page).toContain(BUYER)
    expect(checkout.page).toContain('<label for="cardNumber">')
    const before = await balanceOf(PUSD.address, BUYER)
    const paid = await postForm(`/checkout/${checkout.id}/pay`, {
      ...PAYING_FORM,
      formToken: checkout.formToken,
    })
    expect(paid.status).toBe(200)
    expect(paid.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await balanceOf(PUSD.address, BUYER)).toBe(before + parseUnits('98', 6))
    const result = resultOf(paid.html)
    expect(result).toEqual({
      targetOrigin: RETURN_ORIGIN,
      message: {
        type: 'portico:checkout',
        sessionId: checkout.id,
        status: 'completed',
        txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        network: NETWORK,
      },
    })
    const receipt = await client.getTransactionReceipt({ hash: result.message.txHash as Hash })
    expect(receipt.from.toLowerCase()).toBe(TREASURY.address.toLowerCase())
    const status = await api(`/api/checkouts/${checkout.id}`)
    expect(status.body).toMatchObject({ status: 'completed', txHash: result.message.txHash })
    // A reload shows the same result and sends nothing more.
    const again = await fetch(checkout.url).then((response) => response.text())
    expect(resultOf(again)).toEqual(result)
  })

  it('behavior: two concurrent submits and a resubmit deliver once, with one result', async () => {
    const recipient = DEV_ACCOUNTS[6].address
    const checkout = await openCheckout({
      destinationAddress: recipient,
      asset: 'PTK',
      paymentAmount: '40',
    })
    const logsBefore = (await transfersTo(PTK.address, recipient)).length
    const nonceBefore = await client.getTransactionCount({ address: TREASURY.address })
    const submit = () =>
      postForm(`/checkout/${checkout.id}/pay`, { ...PAYING_FORM, formToken: checkout.formToken })
    const [first, second] = await Promise.all([submit(), submit()])
    const third = await submit()
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200])
    expect(resultOf(second.html)).toEqual(resultOf(first.html))
    expect(resultOf(third.html)).toEqual(resultOf(first.html))
    expect(await client.getTransactionCount({ address: TREASURY.address })).toBe(nonceBefore + 1)
    expect((await transfersTo(PTK.address, recipient)).length).toBe(logsBefore + 1)
  })

  it('behavior: the declined card says so in an alert and sends nothing; a good card then pays', async () => {
    const checkout = await openCheckout({
      destinationAddress: BUYER,
      asset: 'PUSD',
      paymentAmount: '20',
    })
    const nonceBefore = await client.getTransactionCount({ address: TREASURY.address })
    const declined = await postForm(`/checkout/${checkout.id}/pay`, {
      ...PAYING_FORM,
      cardNumber: '4000 0000 0000 0002',
      formToken: checkout.formToken,
    })
    expect(declined.status).toBe(402)
    expect(declined.html).toMatch(/<div role="alert">Your card was declined\./)
    expect(resultOf(declined.html)).toBeUndefined()
    expect(await client.getTransactionCount({ address: TREASURY.address })).toBe(nonceBefore)
    expect((await api(`/api/checkouts/${checkout.id}`)).body.status).toBe('pending')
  })

  it('behavior: the third declined card ends the checkout as failed; nothing is sent', async () => {
    const checkout = await openCheckout({
      destinationAddress: BUYER,
      asset: 'PUSD',
      paymentAmount: '20',
    })
    const nonceBefore = await client.getTransactionCount({ address: TREASURY.address })
    const decline = () =>
      postForm(`/checkout/${checkout.id}/pay`, {
        ...PAYING_FORM,
        cardNumber: '4000000000000002',
        formToken: checkout.formToken,
      })
    await decline()
    await decline()
    const last = await decline()
    expect(resultOf(last.html)?.message).toEqual({
      type: 'portico:checkout',
      sessionId: checkout.id,
      status: 'failed',
    })
    const after = await postForm(`/checkout/${checkout.id}/pay`, {
      ...PAYING_FORM,
      formToken: checkout.formToken,
    })
    expect(resultOf(after.html)?.message.status).toBe('failed')
    expect(await client.getTransactionCount({ address: TREASURY.address })).toBe(nonceBefore)
  })

  it('behavior: Cancel sends nothing and tells the opener cancelled; paying after it does not pay', async () => {
    const checkout = await openCheckout({
      destinationAddress: BUYER,
      asset: 'PUSD',
      paymentAmount: '20',
    })
    const nonceBefore = await client.getTransactionCount({ address: TREASURY.address })
    const cancelled = await postForm(`/checkout/${checkout.id}/cancel`, {
      formToken: checkout.formToken,
    })
    expect(resultOf(cancelled.html)).toEqual({
      targetOrigin: RETURN_ORIGIN,
      message: { type: 'portico:checkout', sessionId: checkout.id, status: 'cancelled' },
    })
    const paid = await postForm(`/checkout/${checkout.id}/pay`, {
      ...PAYING_FORM,
      formToken: checkout.formToken,
    })
    expect(resultOf(paid.html)?.message.status).toBe('cancelled')
    expect(await client.getTransactionCount({ address: TREASURY.address })).toBe(nonceBefore)
  })

  it('behavior: bad card fields are named in the form; a form without the token pays nothing', async () => {
    const checkout = await openCheckout({
      destinationAddress: BUYER,
      asset: 'PUSD',
      paymentAmount: '20',
    })
    const invalid = await postForm(`/checkout/${checkout.id}/pay`, {
      cardNumber: '1234',
      expiry: '01/20',
      cvc: '1',
      formToken: checkout.formToken,
    })
    expect(invalid.status).toBe(400)
    expect(invalid.html).toContain('id="cardNumber-error"')
    expect(invalid.html).toContain('This card has expired.')
    expect(invalid.html).toContain('aria-invalid="true"')
    const forged = await postForm(`/checkout/${checkout.id}/pay`, PAYING_FORM)
    expect(forged.status).toBe(403)
    expect((await api(`/api/checkouts/${checkout.id}`)).body.status).toBe('pending')
  })

  it('parameters: native ETH is sent as a plain transfer of exactly the quoted wei', async () => {
    const recipient = DEV_ACCOUNTS[6].address
    const checkout = await openCheckout({
      destinationAddress: recipient,
      asset: 'ETH',
      paymentAmount: '50',
    })
    const before = await balanceOf('native', recipient)
    const paid = await postForm(`/checkout/${checkout.id}/pay`, {
      ...PAYING_FORM,
      formToken: checkout.formToken,
    })
    expect(resultOf(paid.html)?.message.status).toBe('completed')
    expect(await balanceOf('native', recipient)).toBe(before + parseUnits('0.01625', 18))
  })
})

describe('Sandbox Exchange', () => {
  it('default: the confirm page shows the customer and balance; concurrent confirms send once', async () => {
    const recipient = DEV_ACCOUNTS[6].address
    const created = await api('/api/exchange/payments', {
      recipient,
      network: NETWORK,
      asset: PUSD.address,
      amount: '12.5',
      returnOrigin: RETURN_ORIGIN,
    })
    expect(created.status).toBe(200)
    const page = await fetch(created.body.url).then((response) => response.text())
    expect(page).toContain('Ada Lovelace')
    expect(page).toContain('Available: <strong>1000000 PUSD</strong>')
    expect(page).toContain('12.5 PUSD')
    const formToken = formTokenOf(page)
    const before = await balanceOf(PUSD.address, recipient)
    const nonceBefore = await client.getTransactionCount({ address: HOT_WALLET.address })
    const confirm = () => postForm(`/exchange/${created.body.id}/confirm`, { formToken })
    const [first, second] = await Promise.all([confirm(), confirm()])
    expect(resultOf(first.html)).toEqual(resultOf(second.html))
    expect(resultOf(first.html)).toEqual({
      targetOrigin: RETURN_ORIGIN,
      message: {
        type: 'portico:checkout',
        sessionId: created.body.id,
        status: 'completed',
        txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        network: NETWORK,
      },
    })
    expect(await balanceOf(PUSD.address, recipient)).toBe(before + parseUnits('12.5', 6))
    expect(await client.getTransactionCount({ address: HOT_WALLET.address })).toBe(nonceBefore + 1)
    expect((await api(`/api/exchange/payments/${created.body.id}`)).body.status).toBe('completed')
  })

  it('behavior: Cancel sends nothing; more decimals than the token has is a 400', async () => {
    const created = await api('/api/exchange/payments', {
      recipient: BUYER,
      network: NETWORK,
      asset: 'native',
      amount: '0.5',
      returnOrigin: RETURN_ORIGIN,
    })
    const formToken = formTokenOf(await fetch(created.body.url).then((response) => response.text()))
    const cancelled = await postForm(`/exchange/${created.body.id}/cancel`, { formToken })
    expect(resultOf(cancelled.html)?.message.status).toBe('cancelled')
    const confirmed = await postForm(`/exchange/${created.body.id}/confirm`, { formToken })
    expect(resultOf(confirmed.html)?.message.status).toBe('cancelled')
    const precise = await api('/api/exchange/payments', {
      recipient: BUYER,
      network: NETWORK,
      asset: PUSD.address,
      amount: '1.0000001',
      returnOrigin: RETURN_ORIGIN,
    })
    expect(precise.body.error.message).toBe('amount: must have at most 6 decimal places')
  })
})

describe('failures', () => {
  let other: OnrampSandbox
  /** A token only account 1 holds: the treasury's transfer of it reverts. */
  let unfunded: Address
  let clock = Date.now()

  beforeAll(async () => {
    const { artifact } = await compilePorticoToken()
    const deployer = createWalletClient({
      account: privateKeyToAccount(DEV_ACCOUNTS[1].privateKey),
      chain: foundry,
      transport: http(anvil.rpcUrl),
    })
    const hash = await deployer.deployContract({
      abi: artifact.abi,
      bytecode: artifact.bytecode,
      args: ['Portico Extra', 'PEXT', 18, [DEV_ACCOUNTS[1].address], parseUnits('1000', 18)],
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    unfunded = receipt.contractAddress as Address
    other = await startOnrampSandbox({
      chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl, name: 'Portico Local' }],
      tokens: [
        {
          chainId: 31337,
          address: unfunded,
          symbol: 'PEXT',
          name: 'Portico Extra',
          decimals: 18,
          priceUsd: 1,
        },
        ...PORTICO_TOKENS.map((token) => ({ chainId: 31337, ...token })),
      ],
      treasury: TREASURY,
      now: () => clock,
    })
  }, 60_000)
  afterAll(() => other?.close())

  const openOn = async (body: Record<string, unknown>) => {
    const response = await fetch(`${other.url}/api/checkouts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        network: NETWORK,
        returnOrigin: RETURN_ORIGIN,
        destinationAddress: BUYER,
        ...body,
      }),
    })
    const created = await response.json()
    const page = await fetch(created.url).then((answer) => answer.text())
    const pay = () =>
      fetch(`${other.url}/checkout/${created.id}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...PAYING_FORM, formToken: formTokenOf(page) }),
      }).then((answer) => answer.text())
    return { id: created.id as string, pay }
  }

  it('behavior: a transfer that fails on chain ends the checkout failed, and a resubmit does not retry', async () => {
    const checkout = await openOn({ asset: 'PEXT', paymentAmount: '20' })
    const nonceBefore = await client.getTransactionCount({ address: TREASURY.address })
    const first = await checkout.pay()
    expect(first).toContain('<h1>Payment failed</h1>')
    expect(first).toMatch(/<div role="alert">The transfer on eip155:31337 failed/)
    expect(resultOf(first)?.message).toEqual({
      type: 'portico:checkout',
      sessionId: checkout.id,
      status: 'failed',
    })
    const again = await checkout.pay()
    expect(resultOf(again)?.message.status).toBe('failed')
    expect(await client.getTransactionCount({ address: TREASURY.address })).toBe(nonceBefore)
  })

  it('behavior: a quote held past 10 minutes is refused for a new checkout, and a checkout paid after it fails', async () => {
    const quote = await fetch(`${other.url}/api/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        purchaseCurrency: 'PUSD',
        network: NETWORK,
        paymentCurrency: 'USD',
        paymentAmount: '30',
      }),
    }).then((answer) => answer.json())
    const checkout = await openOn({ asset: 'PUSD', quoteId: quote.quoteId })
    const nonceBefore = await client.getTransactionCount({ address: TREASURY.address })
    clock += QUOTE_TTL_MS
    const late = await fetch(`${other.url}/api/checkouts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        network: NETWORK,
        returnOrigin: RETURN_ORIGIN,
        destinationAddress: BUYER,
        asset: 'PUSD',
        quoteId: quote.quoteId,
      }),
    })
    expect(late.status).toBe(400)
    expect((await late.json()).error.message).toBe(
      'quoteId: unknown or expired quote; ask for a new one',
    )
    const paid = await checkout.pay()
    expect(paid).toContain('The quote expired before it was paid.')
    expect(resultOf(paid)?.message.status).toBe('failed')
    expect(await client.getTransactionCount({ address: TREASURY.address })).toBe(nonceBefore)
  })
})
