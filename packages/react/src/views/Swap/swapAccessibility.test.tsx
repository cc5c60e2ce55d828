import { getSwapTokens, setSwapAmount, setSwapToToken } from '@portico/core'
import { act, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { CHUNK_TIMEOUT } from '../../test/openSendView.ts'
import { openSwapView, type SwapViewKit } from '../../test/openSwapView.ts'
import { cleanupKits } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

/**
 * axe over the modal inside its shadow root. Colour contrast needs real layout and rendering,
 * which happy-dom does not do: the browser tests check it.
 */
async function violations(kit: SwapViewKit) {
  const dialog = await kit.modal().findByRole('dialog')
  const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`)
}

/** 1 ETH for PUSD, quoted. */
async function quoted(): Promise<SwapViewKit> {
  const kit = await openSwapView()
  const pusd = getSwapTokens(kit.config).find((token) => token.symbol === 'PUSD')
  if (!pusd) throw new Error('No PUSD')
  act(() => {
    setSwapToToken(kit.config, pusd)
    setSwapAmount(kit.config, '1')
  })
  await waitFor(() =>
    expect(kit.modal().getByTestId('swap-review').textContent).toBe('Review swap'),
  )
  return kit
}

describe('Swap accessibility', { timeout: 30_000 }, () => {
  it('behavior: the empty form, Review pressed, has no axe violations', async () => {
    const kit = await openSwapView()
    expect(await violations(kit)).toEqual([])
    await kit.user.click(kit.modal().getByTestId('swap-review'))
    expect(await violations(kit)).toEqual([])
  })

  it('behavior: the form with a quote and the slippage setting open has no axe violations', async () => {
    const kit = await quoted()
    await kit.user.click(kit.modal().getByRole('button', { name: 'Change the slippage' }))
    expect(await violations(kit)).toEqual([])
  })

  it('behavior: the token picker has no axe violations', async () => {
    const kit = await openSwapView()
    await kit.user.click(kit.modal().getByTestId('swap-to-token'))
    await kit.modal().findAllByTestId('swap-token-option', {}, CHUNK_TIMEOUT)
    expect(await violations(kit)).toEqual([])
  })

  it('behavior: the preview, before, during and after the swap, has no axe violations', async () => {
    const kit = await quoted()
    await kit.user.click(kit.modal().getByTestId('swap-review'))
    await kit.modal().findByRole('heading', { name: 'Review Swap' }, CHUNK_TIMEOUT)
    expect(await violations(kit)).toEqual([])

    kit.adapter.setFeatures({ waitForTransferError: true })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Confirm swap' }))
    await kit.modal().findByRole('button', { name: 'Check again' }, CHUNK_TIMEOUT)
    expect(await violations(kit)).toEqual([])

    kit.adapter.setFeatures({ waitForTransferError: false })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Check again' }))
    await kit.modal().findByRole('button', { name: 'Done' }, CHUNK_TIMEOUT)
    expect(await violations(kit)).toEqual([])
  })
})
