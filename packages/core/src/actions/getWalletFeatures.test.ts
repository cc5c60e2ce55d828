import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { describe, expect, it } from 'vitest'
import { WALLET_FEATURES_ORDER } from '../constants.ts'
import { getWalletFeatures } from './getWalletFeatures.ts'

describe('getWalletFeatures', () => {
  it('default: receive and send, in spec §9 order (send and receive are on by default)', () => {
    expect(WALLET_FEATURES_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(getWalletFeatures(createTestConfig())).toEqual(['receive', 'send'])
  })

  it('behavior: a switch that is off hides its button (spec §6)', () => {
    expect(getWalletFeatures(createTestConfig({ features: { send: false } }))).toEqual(['receive'])
    expect(
      getWalletFeatures(createTestConfig({ features: { receive: false, send: false } })),
    ).toEqual([])
  })

  it('behavior: swaps and on-ramp are not built yet: not listed even when on', () => {
    const config = createTestConfig({ features: { swaps: true, onramp: true } })
    expect(getWalletFeatures(config)).toEqual(['receive', 'send'])
  })

  it('parameters: the features a binding subscribed to', () => {
    const config = createTestConfig()
    const features = { ...config.stores.features.getState().features, receive: false }
    expect(getWalletFeatures(config, { features })).toEqual(['send'])
  })
})
