// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { untilEvent } from '../test/sendKit.ts'
import { SWAP_IDS, type SwapKit, swapKit, untilSwap } from '../test/swapKit.ts'
import { confirmSwap } from './confirmSwap.ts'
import { getSwapTokens } from './getSwapTokens.ts'
import { loadSwapTokens } from './loadSwapTokens.ts'
import { openSwap } from './openSwap.ts'
import { resetSwap } from './resetSwap.ts'
import { setSwapAmount } from './setSwapAmount.ts'
import { setSwapSlippage } from './setSwapSlippage.ts'
import { setSwapToToken } from './setSwapToToken.ts'

let kit: SwapKit | undefined
afterEach(async () => {
  if (kit) resetSwap(kit.config)
  await kit?.stop()
})

describe('openSwap', { timeout: 30_000 }, () => {
  it('default: the Swap view on an empty form at 1% slippage, what is missing said at once', async () => {
    kit = await swapKit()
    setSwapSlippage(kit.config, '3')
    openSwap(kit.config)
    expect(kit.config.stores.router.getState().view).toBe('Swap')
    expect(kit.config.stores.swap.getState()).toEqual({
      tokens: { status: 'idle' },
      slippage: '1',
      quote: { status: 'idle' },
      validation: { code: 'FROM_TOKEN_REQUIRED', message: 'Select a token to pay with' },
    })
    // Opening again does not push the view twice.
    openSwap(kit.config)
    expect(kit.config.stores.router.getState().history.map((entry) => entry.view)).toEqual([
      'Connect',
      'Swap',
    ])
  })

  it('behavior: leaving Swap while the trade is pending stops showing it, not following it', async () => {
    kit = await swapKit()
    const k = kit
    await loadSwapTokens(k.config)
    const pusd = getSwapTokens(k.config).find((token) => token.address === SWAP_IDS.pusd)
    if (!pusd) throw new Error('No PUSD')
    setSwapToToken(k.config, pusd)
    setSwapAmount(k.config, '1')
    await untilSwap(k.config, (state) => state.quote.status === 'ready')
    k.adapter.setFeatures({ waitForTransferHangs: true })
    await confirmSwap(k.config)
    resetSwap(k.config)
    const success = untilEvent(k.config, 'SWAP_SUCCESS')
    k.adapter.setFeatures({ waitForTransferHangs: false })
    await success
    expect(k.config.stores.swap.getState().confirmation).toBeUndefined()
  })
})
