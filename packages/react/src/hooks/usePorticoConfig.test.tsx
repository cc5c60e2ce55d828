import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProviderNotFoundError } from '../errors/ProviderNotFoundError.ts'
import { renderHookWithKit } from '../test/renderHookWithKit.tsx'
import { cleanupKits } from '../test/renderKit.tsx'
import { useAccount } from './useAccount.ts'
import { useDisconnect } from './useDisconnect.ts'
import { useModal } from './useModal.ts'
import { useNetwork } from './useNetwork.ts'
import { usePorticoConfig } from './usePorticoConfig.ts'
import { useSignMessage } from './useSignMessage.ts'

afterEach(async () => {
  await cleanupKits()
  vi.restoreAllMocks()
})

describe('usePorticoConfig', () => {
  it('default: the provider config', async () => {
    const { result, config } = await renderHookWithKit(() => usePorticoConfig())
    expect(result.current).toBe(config)
  })

  it.each<[string, () => unknown]>([
    ['usePorticoConfig', () => usePorticoConfig()],
    ['useAccount', () => useAccount()],
    ['useNetwork', () => useNetwork()],
    ['useModal', () => useModal()],
    ['useDisconnect', () => useDisconnect()],
    ['useSignMessage', () => useSignMessage()],
  ])('behavior: %s outside <PorticoProvider> throws', (_, hook) => {
    // React logs the error it rethrows; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(hook)).toThrow(ProviderNotFoundError)
    expect(() => renderHook(hook)).toThrow('usePorticoConfig must be used within <PorticoProvider>')
  })
})
