import { describe, expect, test } from 'vitest'
import { createChainState, toEvmChainId } from './chainState.ts'

const BOOT_RPC = 'http://127.0.0.1:8545'

describe('createChainState', () => {
  test('default: the iframe URL’s chain and RPC URL', () => {
    const chains = createChainState({ chainId: 31337, rpcUrl: BOOT_RPC })
    expect(chains.chainId()).toBe(31337)
    expect(chains.resolve()).toEqual({ chainId: 31337, rpcUrl: BOOT_RPC })
  })

  test('behavior: a request’s rpcUrl wins and is remembered for its chain', () => {
    const chains = createChainState({ chainId: 31337, rpcUrl: BOOT_RPC })
    expect(chains.resolve({ chainId: 31338, rpcUrl: 'http://127.0.0.1:8546' })).toEqual({
      chainId: 31338,
      rpcUrl: 'http://127.0.0.1:8546',
    })
    chains.switchTo('0x7a6a')
    expect(chains.resolve()).toEqual({ chainId: 31338, rpcUrl: 'http://127.0.0.1:8546' })
  })

  test('behavior: a chain with no RPC URL of its own falls back to the iframe URL’s', () => {
    const chains = createChainState({ chainId: 31337, rpcUrl: BOOT_RPC })
    chains.switchTo(8453)
    expect(chains.resolve()).toEqual({ chainId: 8453, rpcUrl: BOOT_RPC })
  })

  test('behavior: no RPC URL at all is an error', () => {
    const chains = createChainState({ chainId: 1, rpcUrl: undefined })
    expect(() => chains.resolve()).toThrow('No RPC URL for chain 1')
  })
})

describe('toEvmChainId', () => {
  test.each([
    [1, 1],
    ['31337', 31337],
    ['0x7a69', 31337],
  ])('%s → %s', (input, expected) => {
    expect(toEvmChainId(input)).toBe(expected)
  })

  test.each([0, -1, 'solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '0x', 1.5])(
    '%s is not an EVM chain',
    (input) => {
      expect(() => toEvmChainId(input)).toThrow('is not supported by this wallet')
    },
  )
})
