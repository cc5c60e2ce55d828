import { DEV_ACCOUNTS, DEVNET_SWAP_GAS, type DevAccount } from '@portico/devnet'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  parseAbi,
  parseEther,
  type TransactionReceipt,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestServer,
  TEST_PROJECT_ID,
  type TestServer,
} from '../../testing/createTestServer.ts'
import { type SwapChain, startSwapChain } from '../../testing/startSwapChain.ts'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
])
// Accounts 1–4 trade (they hold PUSD and PTK); account 5 moves the pools.
const alice: DevAccount = DEV_ACCOUNTS[1]
const bob: DevAccount = DEV_ACCOUNTS[2]
const carol: DevAccount = DEV_ACCOUNTS[3]
const dave: DevAccount = DEV_ACCOUNTS[4]
const mover: DevAccount = DEV_ACCOUNTS[5]

let chain: SwapChain
let server: TestServer
const id = (address: string) => `${chain.caipNetworkId}:${address}`

beforeAll(async () => {
  chain = await startSwapChain()
  server = await createTestServer({
    ...chain.serverConfig,
    // Every quote reads the pools: these tests swap between quotes, and compare with them.
    quoteSources: (chain.serverConfig.quoteSources ?? []).map((source) => ({
      ...source,
      reserveCacheMs: 0,
    })),
  })
}, 120_000)
afterAll(async () => {
  await server?.close()
  await chain?.anvil.stop()
})

interface BuiltTransaction {
  from: Address
  to: Address
  data: Hex
  value: string
  gas?: string
  gasPrice: string
}

async function get(path: string, query: Record<string, string>) {
  const response = await server.app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams(query)}`,
    headers: { 'x-project-id': TEST_PROJECT_ID },
  })
  return { status: response.statusCode, body: response.json() }
}

async function buildTransaction(body: Record<string, unknown>) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/convert/build-transaction',
    headers: { 'x-project-id': TEST_PROJECT_ID },
    payload: { projectId: TEST_PROJECT_ID, ...body },
  })
  return { status: response.statusCode, body: response.json() }
}

async function quote(from: string, to: string, amount: bigint, user: DevAccount) {
  const { status, body } = await get('/v1/convert/quotes', {
    amount: String(amount),
    from: id(from),
    to: id(to),
    userAddress: user.address,
  })
  expect(status).toBe(200)
  return body.quotes[0] as { toAmount: string; gas: string; route: string[] }
}

/** Sends what the server built, as the kit's wallet would: its gas and gas price. */
async function send(user: DevAccount, tx: BuiltTransaction): Promise<TransactionReceipt> {
  expect(tx.from).toBe(user.address)
  const receipt = await chain.mined(
    chain.walletOf(user).sendTransaction({
      to: tx.to,
      data: tx.data,
      value: BigInt(tx.value),
      gasPrice: BigInt(tx.gasPrice),
      ...(tx.gas === undefined ? {} : { gas: BigInt(tx.gas) }),
    }),
  )
  // A swap that reverts where it should not has failed only in loaded full runs (never alone):
  // say why in the log, replayed on the block before, so the next one can be traced.
  if (receipt.status === 'reverted') {
    const reason = await chain.publicClient
      .call({
        account: user.address,
        to: tx.to,
        data: tx.data,
        value: BigInt(tx.value),
        blockNumber: receipt.blockNumber - 1n,
      })
      .then(
        () => 'succeeds when replayed on the block before (so not the pool or the deadline)',
        (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error)),
      )
    console.warn(
      `[buildTransaction.test] swap reverted in block ${receipt.blockNumber}: ${reason}; gas used ${receipt.gasUsed} of ${tx.gas}`,
    )
  }
  return receipt
}

const feeOf = (receipt: TransactionReceipt) => receipt.gasUsed * receipt.effectiveGasPrice

/** Account 5 buys PUSD with `eth` ETH straight from the router: the pool moves. */
async function movePool(eth: string) {
  const receipt = await chain.mined(
    chain.walletOf(mover).writeContract({
      address: chain.router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [chain.weth, chain.pusd], mover.address, maxUint256],
      value: parseEther(eth),
      // Not the estimate: mined in a later second, the pair also writes its price accumulators,
      // and a loaded CI run's move ran out of gas ('reverted').
      gas: DEVNET_SWAP_GAS,
    }),
  )
  expect(receipt.status).toBe('success')
}

async function approve(user: DevAccount, token: Address, to: string, amount: bigint) {
  const { status, body } = await get('/v1/convert/build-approve', {
    userAddress: user.address,
    from: id(token),
    to: id(to),
    amount: String(amount),
  })
  expect(status).toBe(200)
  expect(body.tx).toMatchObject({ from: user.address, to: token, value: '0' })
  expect(decodeFunctionData({ abi: erc20Abi, data: body.tx.data })).toEqual({
    functionName: 'approve',
    args: [chain.router, amount],
  })
  expect((await send(user, body.tx)).status).toBe('success')
}

describe('POST /v1/convert/build-transaction: swaps on chain', () => {
  it('default: native → PUSD; the visitor receives the quoted amount, within slippage', async () => {
    const amount = parseEther('1')
    const quoted = await quote(NATIVE, chain.pusd, amount, alice)
    const { status, body } = await buildTransaction({
      amount: String(amount),
      from: id(NATIVE),
      to: id(chain.pusd),
      userAddress: alice.address,
      toAmount: quoted.toAmount,
    })
    expect(status).toBe(200)
    const minimum = (BigInt(quoted.toAmount) * 99n) / 100n
    expect(body).toEqual({
      tx: {
        from: alice.address,
        to: chain.router,
        data: expect.stringMatching(/^0x/),
        value: String(amount),
        gas: expect.stringMatching(/^\d+$/),
        gasPrice: expect.stringMatching(/^\d+$/),
      },
      toAmount: quoted.toAmount,
      minimumToAmount: String(minimum),
      deadline: expect.any(Number),
    })
    expect(body.deadline).toBeGreaterThan(Date.now() / 1000 + 19 * 60)
    const call = decodeFunctionData({ abi: routerAbi, data: body.tx.data })
    expect(call).toEqual({
      functionName: 'swapExactETHForTokens',
      args: [minimum, [chain.weth, chain.pusd], alice.address, BigInt(body.deadline)],
    })

    const pusdBefore = await chain.balanceOf(chain.pusd, alice.address)
    const ethBefore = await chain.balanceOf('native', alice.address)
    const receipt = await send(alice, body.tx)
    expect(receipt.status).toBe('success')
    const received = (await chain.balanceOf(chain.pusd, alice.address)) - pusdBefore
    expect(received).toBe(BigInt(quoted.toAmount))
    expect(received).toBeGreaterThanOrEqual(minimum)
    expect(ethBefore - (await chain.balanceOf('native', alice.address))).toBe(
      amount + feeOf(receipt),
    )
    // The quote's gas is an upper estimate of what the swap took.
    expect(receipt.gasUsed).toBeLessThanOrEqual(BigInt(quoted.gas))
  })

  it('behavior: a large PTK → PUSD goes through WETH, two pairs in one swap', async () => {
    const amount = parseEther('1500')
    await approve(carol, chain.ptk, chain.pusd, amount)
    const quoted = await quote(chain.ptk, chain.pusd, amount, carol)
    expect(quoted.route).toEqual([id(chain.ptk), id(chain.weth), id(chain.pusd)])
    const { status, body } = await buildTransaction({
      amount: String(amount),
      from: id(chain.ptk),
      to: id(chain.pusd),
      userAddress: carol.address,
      toAmount: quoted.toAmount,
    })
    expect(status).toBe(200)
    const pusdBefore = await chain.balanceOf(chain.pusd, carol.address)
    const receipt = await send(carol, body.tx)
    expect(receipt.status).toBe('success')
    const received = (await chain.balanceOf(chain.pusd, carol.address)) - pusdBefore
    expect(received).toBe(BigInt(quoted.toAmount))
    expect(received).toBeGreaterThanOrEqual(BigInt(body.minimumToAmount))
    expect(receipt.gasUsed).toBeLessThanOrEqual(BigInt(quoted.gas))
  })

  it('behavior: PTK → native after build-approve; the exact approval is used up', async () => {
    const amount = parseEther('100')
    const allowance = () =>
      get('/v1/convert/allowance', { tokenAddress: id(chain.ptk), userAddress: bob.address })
    expect((await allowance()).body).toEqual({ allowance: '0' })

    // Without the approval the chain refuses the swap: the estimate says so, unless skipped.
    const request = {
      amount: String(amount),
      from: id(chain.ptk),
      to: id(NATIVE),
      userAddress: bob.address,
    }
    const refused = await buildTransaction(request)
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(
        /^The transaction would fail on chain: .*TRANSFER_FROM_FAILED/,
      ),
    })
    const unestimated = await buildTransaction({ ...request, disableEstimate: true })
    expect(unestimated.status).toBe(200)
    expect(unestimated.body.tx.gas).toBeUndefined()

    await approve(bob, chain.ptk, NATIVE, amount)
    expect((await allowance()).body).toEqual({ allowance: String(amount) })

    const quoted = await quote(chain.ptk, NATIVE, amount, bob)
    const { status, body } = await buildTransaction({ ...request, toAmount: quoted.toAmount })
    expect(status).toBe(200)
    expect(decodeFunctionData({ abi: routerAbi, data: body.tx.data }).functionName).toBe(
      'swapExactTokensForETH',
    )
    expect(body.tx.value).toBe('0')
    const ptkBefore = await chain.balanceOf(chain.ptk, bob.address)
    const ethBefore = await chain.balanceOf('native', bob.address)
    const receipt = await send(bob, body.tx)
    expect(receipt.status).toBe('success')
    expect(ptkBefore - (await chain.balanceOf(chain.ptk, bob.address))).toBe(amount)
    const ethReceived = (await chain.balanceOf('native', bob.address)) - ethBefore + feeOf(receipt)
    expect(ethReceived).toBe(BigInt(quoted.toAmount))
    expect(ethReceived).toBeGreaterThanOrEqual(BigInt(body.minimumToAmount))
    expect(receipt.gasUsed).toBeLessThanOrEqual(BigInt(quoted.gas))
    expect((await allowance()).body).toEqual({ allowance: '0' })
  })

  it('behavior: PTK → PUSD after build-approve', async () => {
    const amount = parseEther('40')
    await approve(carol, chain.ptk, chain.pusd, amount)
    const quoted = await quote(chain.ptk, chain.pusd, amount, carol)
    const { status, body } = await buildTransaction({
      amount: String(amount),
      from: id(chain.ptk),
      to: id(chain.pusd),
      userAddress: carol.address,
      eip155: { slippage: '0.5' },
      toAmount: quoted.toAmount,
    })
    expect(status).toBe(200)
    expect(body.minimumToAmount).toBe(String((BigInt(quoted.toAmount) * 995n) / 1000n))
    expect(decodeFunctionData({ abi: routerAbi, data: body.tx.data })).toEqual({
      functionName: 'swapExactTokensForTokens',
      args: [
        amount,
        BigInt(body.minimumToAmount),
        quoted.route.map((step) => step.split(':')[2]),
        carol.address,
        BigInt(body.deadline),
      ],
    })
    const ptkBefore = await chain.balanceOf(chain.ptk, carol.address)
    const pusdBefore = await chain.balanceOf(chain.pusd, carol.address)
    const receipt = await send(carol, body.tx)
    expect(receipt.status).toBe('success')
    expect(ptkBefore - (await chain.balanceOf(chain.ptk, carol.address))).toBe(amount)
    expect((await chain.balanceOf(chain.pusd, carol.address)) - pusdBefore).toBe(
      BigInt(quoted.toAmount),
    )
    expect(receipt.gasUsed).toBeLessThanOrEqual(BigInt(quoted.gas))
  })
})

describe('POST /v1/convert/build-transaction: the gas', () => {
  it("behavior: covers the pair's price oracle, which a block in a later second writes and an estimate in the pool's last second does not", async () => {
    const erin: DevAccount = DEV_ACCOUNTS[6]
    // The pool trades at T, and the estimate is made at T too: a Uniswap V2 pair writes its
    // cumulative prices only in the first block of a new second, so the estimate leaves them out.
    await movePool('0.01')
    const { timestamp } = await chain.publicClient.getBlock()
    await chain.testClient.setNextBlockTimestamp({ timestamp })
    const amount = parseEther('0.5')
    const { status, body } = await buildTransaction({
      amount: String(amount),
      from: id(NATIVE),
      to: id(chain.pusd),
      userAddress: erin.address,
    })
    expect(status).toBe(200)
    // The visitor signs a few seconds later (within the swap's 20 minute deadline).
    await chain.testClient.setNextBlockTimestamp({ timestamp: timestamp + 5n })
    expect((await send(erin, body.tx)).status).toBe('success')
  })
})

describe('POST /v1/convert/build-transaction: the pool moves', () => {
  it('behavior: moved between quote and build beyond slippage → 409 QUOTE_MOVED; a wider slippage accepts it', async () => {
    const amount = parseEther('1')
    const quoted = await quote(NATIVE, chain.pusd, amount, dave)
    await movePool('5')
    const request = {
      amount: String(amount),
      from: id(NATIVE),
      to: id(chain.pusd),
      userAddress: dave.address,
      toAmount: quoted.toAmount,
    }
    const { status, body } = await buildTransaction(request)
    expect(status).toBe(409)
    expect(body).toEqual({ code: 'QUOTE_MOVED', message: 'The price moved beyond your slippage' })

    const wider = await buildTransaction({ ...request, eip155: { slippage: '20' } })
    expect(wider.status).toBe(200)
    expect(BigInt(wider.body.toAmount)).toBeLessThan(BigInt(quoted.toAmount))
  })

  it('behavior: moved after build, before mining → the swap reverts on chain and the tokens stay', async () => {
    const amount = parseEther('1')
    const { status, body } = await buildTransaction({
      amount: String(amount),
      from: id(NATIVE),
      to: id(chain.pusd),
      userAddress: dave.address,
    })
    expect(status).toBe(200)
    await movePool('5')
    const pusdBefore = await chain.balanceOf(chain.pusd, dave.address)
    const ethBefore = await chain.balanceOf('native', dave.address)
    const receipt = await send(dave, body.tx)
    expect(receipt.status).toBe('reverted')
    expect(await chain.balanceOf(chain.pusd, dave.address)).toBe(pusdBefore)
    // Only the fee of the reverted transaction is gone; the 1 ETH stayed.
    expect(ethBefore - (await chain.balanceOf('native', dave.address))).toBe(feeOf(receipt))
  })
})

describe('convert: bad input is a 400 naming the field', () => {
  const valid = () => ({
    amount: String(parseEther('1')),
    from: id(NATIVE),
    to: id(chain.pusd),
    userAddress: alice.address,
  })

  it.each<[string, (body: Record<string, unknown>) => Record<string, unknown>, string]>([
    [
      'slippage below 0.05',
      (body) => ({ ...body, eip155: { slippage: '0.01' } }),
      'eip155.slippage: must be a percentage from 0.05 to 50',
    ],
    [
      'slippage above 50',
      (body) => ({ ...body, eip155: { slippage: 51 } }),
      'eip155.slippage: must be a percentage from 0.05 to 50',
    ],
    [
      'slippage with three decimals',
      (body) => ({ ...body, eip155: { slippage: '1.125' } }),
      'eip155.slippage: must be a percentage from 0.05 to 50',
    ],
    [
      'zero amount',
      (body) => ({ ...body, amount: '0' }),
      "amount: must be a positive integer in the token's smallest unit",
    ],
    ['amount as a number', (body) => ({ ...body, amount: 1 }), 'amount: '],
    [
      'accepted amount not an integer',
      (body) => ({ ...body, toAmount: '12.5' }),
      "toAmount: must be an integer in the token's smallest unit",
    ],
    [
      'disableEstimate not a boolean',
      (body) => ({ ...body, disableEstimate: 'yes' }),
      'disableEstimate: must be true or false',
    ],
    [
      'unknown token',
      (body) => ({ ...body, from: id('0x0000000000000000000000000000000000000002') }),
      'from: not a token swapped on eip155:31337',
    ],
    [
      'malformed user address',
      (body) => ({ ...body, userAddress: 'me' }),
      'userAddress: must be an EVM address',
    ],
    [
      'amount beyond the reserves',
      (body) => ({ ...body, amount: String(parseEther('1000')) }),
      'amount: Not enough liquidity for this amount',
    ],
    ['same token twice', (body) => ({ ...body, to: body.from }), 'to: must be another token'],
  ])('error: build-transaction, %s', async (_case, edit, message) => {
    const { status, body } = await buildTransaction(edit(valid()))
    expect(status).toBe(400)
    expect(body.code).toBe('BAD_REQUEST')
    expect(body.message.startsWith(message), body.message).toBe(true)
  })

  it('error: build-transaction without a body', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v1/convert/build-transaction',
      headers: { 'x-project-id': TEST_PROJECT_ID },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('BAD_REQUEST')
  })

  it('error: build-transaction on a chain without swaps', async () => {
    const { status, body } = await buildTransaction({
      ...valid(),
      from: `eip155:1:${NATIVE}`,
      to: `eip155:1:${chain.pusd}`,
    })
    expect(status).toBe(400)
    expect(body.code).toBe('UNSUPPORTED_SWAP_NETWORK')
  })

  it.each<[string, Record<string, string>, string]>([
    [
      'native currency to approve',
      { from: `eip155:31337:${NATIVE}`, to: 'PUSD' },
      'from: the native currency needs no approval',
    ],
    ['zero amount', { amount: '0' }, 'amount: must be a positive integer'],
    [
      'unknown token',
      { from: 'eip155:31337:0x0000000000000000000000000000000000000003' },
      'from: not a token swapped on eip155:31337',
    ],
    ['malformed user address', { userAddress: '0x12' }, 'userAddress: must be an EVM address'],
  ])('error: build-approve, %s', async (_case, edit, message) => {
    const query = {
      userAddress: alice.address,
      from: id(chain.ptk),
      to: id(chain.pusd),
      amount: '1000',
      ...edit,
    }
    if (query.to === 'PUSD') query.to = id(chain.pusd)
    const { status, body } = await get('/v1/convert/build-approve', query)
    expect(status).toBe(400)
    expect(body.code).toBe('BAD_REQUEST')
    expect(body.message.startsWith(message), body.message).toBe(true)
  })

  it('default: allowance of the native currency is unlimited', async () => {
    const { status, body } = await get('/v1/convert/allowance', {
      tokenAddress: id(NATIVE),
      userAddress: alice.address,
    })
    expect(status).toBe(200)
    expect(body).toEqual({ allowance: String(maxUint256) })
  })

  it.each<[string, Record<string, string>, number, string]>([
    [
      'unknown token',
      { tokenAddress: 'eip155:31337:0x0000000000000000000000000000000000000004' },
      400,
      'tokenAddress: not a token swapped on eip155:31337',
    ],
    ['malformed user address', { userAddress: 'x' }, 400, 'userAddress: must be an EVM address'],
    [
      'a chain without swaps',
      { tokenAddress: `eip155:1:${NATIVE}` },
      400,
      'Network not supported for Swaps',
    ],
  ])('error: allowance, %s', async (_case, edit, statusCode, message) => {
    const { status, body } = await get('/v1/convert/allowance', {
      tokenAddress: id(chain.pusd),
      userAddress: alice.address,
      ...edit,
    })
    expect(status).toBe(statusCode)
    expect(body.message.startsWith(message), body.message).toBe(true)
  })
})
