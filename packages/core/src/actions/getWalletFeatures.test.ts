import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { describe, expect, it } from 'vitest'
import { WALLET_FEATURES_ORDER } from '../constants.ts'
import { getWalletFeatures } from './getWalletFeatures.ts'

describe('getWalletFeatures', () => {
  it('default: onramp, swaps, receive and send on an EVM network, in spec §9 order (all on by default)', () => {
    expect(WALLET_FEATURES_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(getWalletFeatures(createTestConfig())).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('parameters: namespace → swaps show on EVM networks only; Buy on every family', () => {
    const config = createTestConfig()
    expect(getWalletFeatures(config, { namespace: 'solana' })).toEqual([
      'onramp',
      'receive',
      'send',
    ])
    expect(getWalletFeatures(config, { namespace: 'bip122' })).toEqual([
      'onramp',
      'receive',
      'send',
    ])
    expect(getWalletFeatures(config, { namespace: 'eip155' })).toEqual([
      'onramp',
      'swaps',
      'receive',
      'send',
    ])
  })

  it('behavior: a switch that is off hides its button (spec §6)', () => {
    expect(getWalletFeatures(createTestConfig({ features: { send: false } }))).toEqual([
      'onramp',
      'swaps',
      'receive',
    ])
    expect(
      getWalletFeatures(
        createTestConfig({
          features: { onramp: false, swaps: false, receive: false, send: false },
        }),
      ),
    ).toEqual([])
  })

  it('behavior: features.onramp off hides Buy only', () => {
    const config = createTestConfig({ features: { swaps: true, onramp: false } })
    expect(getWalletFeatures(config)).toEqual(['swaps', 'receive', 'send'])
  })

  it('parameters: the features a binding subscribed to', () => {
    const config = createTestConfig()
    const features = { ...config.stores.features.getState().features, receive: false }
    expect(getWalletFeatures(config, { features })).toEqual(['onramp', 'swaps', 'send'])
  })
})
