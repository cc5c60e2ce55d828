import { disconnect } from '@portico/core'
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectTestWallet } from '../test/connectTestWallet.ts'
import { renderHookWithKit } from '../test/renderHookWithKit.tsx'
import { cleanupKits } from '../test/renderKit.tsx'
import { useWalletInfo } from './useWalletInfo.ts'

afterEach(cleanupKits)

describe('useWalletInfo', () => {
  it('default: undefined while disconnected', async () => {
    const { result } = await renderHookWithKit(() => useWalletInfo())
    expect(result.current.walletInfo).toBeUndefined()
  })

  it('behavior: connected, the wallet name and connector type; cleared on disconnect', async () => {
    const { result, config } = await renderHookWithKit(() => useWalletInfo())
    await connectTestWallet(config)
    expect(result.current.walletInfo).toMatchObject({ name: 'Portico Test Wallet' })
    expect(result.current.walletInfo?.type).toBeDefined()

    await act(() => disconnect(config))
    expect(result.current.walletInfo).toBeUndefined()
  })
})
