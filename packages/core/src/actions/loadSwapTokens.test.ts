// @vitest-environment node
import { localNetwork2 } from '@portico/test-utils/networks'
import { afterEach, describe, expect, it } from 'vitest'
import { SWAP_IDS, type SwapKit, swapKit } from '../test/swapKit.ts'
import { getSwapTokens } from './getSwapTokens.ts'
import { loadSwapTokens } from './loadSwapTokens.ts'
import { openSwap } from './openSwap.ts'

let kit: SwapKit | undefined
afterEach(() => kit?.stop())

describe('loadSwapTokens', { timeout: 30_000 }, () => {
  it('default: the network tokens with icons on the API URL, USD prices, balances; ETH picked to pay', async () => {
    kit = await swapKit()
    await loadSwapTokens(kit.config)
    const tokens = getSwapTokens(kit.config)
    expect(tokens.map((token) => [token.symbol, token.balance, token.price])).toEqual([
      ['ETH', '10', 2000],
      ['PUSD', '5000', 1],
      ['PTK', '0', 0.5],
    ])
    // On the API URL with the project id, as the server's image route wants it.
    expect(tokens[0]?.logoUri).toMatch(
      new RegExp(`^${kit.url}/public/getTokenImage/ETH\\?projectId=[^&]+&`),
    )
    expect(tokens[1]?.balanceValue).toBe(5000)
    const state = kit.config.stores.swap.getState()
    expect(state.fromToken?.address).toBe(SWAP_IDS.eth)
    expect(state.toToken).toBeUndefined()
    expect(state.gasPrice).toBe('1000000000')
    expect(state.slippage).toBe('1')
    expect(state.validation?.message).toBe('Select a token to receive')
    // One request of each kind: the tokens, the gas price, the prices of all tokens.
    expect(kit.convert.requests.map((request) => request.path).sort()).toEqual([
      '/v1/convert/gas-price',
      '/v1/convert/tokens',
      '/v1/fungible/price',
    ])
  })

  it('behavior: the gas price endpoint failing gives null (spec §8), the tokens still load', async () => {
    kit = await swapKit()
    kit.convert.setFaults({ gasPriceDown: true })
    await loadSwapTokens(kit.config)
    const state = kit.config.stores.swap.getState()
    expect(state.gasPrice).toBeNull()
    expect(state.tokens.status).toBe('ready')
  })

  it('behavior: a network the service does not swap on says Network not supported for Swaps', async () => {
    kit = await swapKit({ network: localNetwork2 })
    openSwap(kit.config)
    await loadSwapTokens(kit.config)
    const state = kit.config.stores.swap.getState()
    expect(state.tokens).toEqual({ status: 'unsupported' })
    expect(state.validation).toEqual({
      code: 'UNSUPPORTED_NETWORK',
      message: 'Network not supported for Swaps',
    })
  })

  it('behavior: the service down is a message, not a crash; the next call asks again', async () => {
    kit = await swapKit()
    kit.convert.setFaults({ tokensDown: true })
    await loadSwapTokens(kit.config)
    expect(kit.config.stores.swap.getState().tokens).toEqual({
      status: 'error',
      message: 'Could not load the tokens to swap',
    })
    kit.convert.setFaults({})
    await loadSwapTokens(kit.config)
    expect(kit.config.stores.swap.getState().tokens.status).toBe('ready')
  })

  it('behavior: two calls at once share one load; a loaded network is not asked again', async () => {
    kit = await swapKit()
    await Promise.all([loadSwapTokens(kit.config), loadSwapTokens(kit.config)])
    await loadSwapTokens(kit.config)
    expect(kit.convert.requests.filter((r) => r.path === '/v1/convert/tokens')).toHaveLength(1)
  })
})
