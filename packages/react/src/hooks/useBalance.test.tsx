import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectTestWallet } from '../test/connectTestWallet.ts'
import { renderHookWithKit } from '../test/renderHookWithKit.tsx'
import { cleanupKits } from '../test/renderKit.tsx'
import { useBalance } from './useBalance.ts'

afterEach(cleanupKits)

describe('useBalance', () => {
  it('default: nothing while disconnected', async () => {
    const { result } = await renderHookWithKit(() => useBalance())
    expect(result.current).toMatchObject({
      balance: undefined,
      symbol: undefined,
      formatted: undefined,
      isLoading: false,
    })
  })

  it('behavior: connected, the exact balance, its symbol and the 2-decimal display', async () => {
    const { result, config } = await renderHookWithKit(() => useBalance())
    await connectTestWallet(config)
    // The test wallet holds 10 000 ETH.
    await waitFor(() => expect(result.current.formatted).toBe('10000.00 ETH'))
    expect(Number(result.current.balance)).toBe(10_000)
    expect(result.current.symbol).toBe('ETH')
  })

  it('behavior: refetch resolves and keeps the balance', async () => {
    const { result, config } = await renderHookWithKit(() => useBalance())
    await connectTestWallet(config)
    await waitFor(() => expect(result.current.formatted).toBe('10000.00 ETH'))
    await result.current.refetch()
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.formatted).toBe('10000.00 ETH')
  })

  it('parameters: namespace, another chain family stays empty', async () => {
    const { result, config } = await renderHookWithKit(() => useBalance('solana'))
    await connectTestWallet(config)
    expect(result.current.balance).toBeUndefined()
  })
})
