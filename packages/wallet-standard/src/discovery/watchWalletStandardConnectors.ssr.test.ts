// @vitest-environment node
import { expect, it, vi } from 'vitest'
import { watchWalletStandardConnectors } from './watchWalletStandardConnectors.ts'

it('server rendering (no window) → one empty list, no throw', () => {
  expect(typeof window).toBe('undefined')
  const onChange = vi.fn()
  const parseWallet = vi.fn()
  const stop = watchWalletStandardConnectors({
    namespace: 'bip122',
    connectorIdPrefix: 'ws:bip122:',
    logPrefix: '[portico/bitcoin]',
    parseWallet,
    supportsNetwork: () => true,
    networks: [],
    onChange,
  })
  expect(onChange).toHaveBeenCalledExactlyOnceWith([])
  expect(parseWallet).not.toHaveBeenCalled()
  expect(() => stop()).not.toThrow()
})
