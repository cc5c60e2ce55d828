import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import {
  createGetWalletFeature,
  STANDARD_FEATURE_METHOD_NAMES,
  type StandardFeatureMethods,
} from './walletFeatures.ts'

const getWalletFeature = createGetWalletFeature<StandardFeatureMethods>(
  STANDARD_FEATURE_METHOD_NAMES,
)
const connect = { version: '1.0.0', connect: async () => ({ accounts: [] }) }
const walletWith = (features: Record<string, unknown>) => ({ features }) as unknown as Wallet

describe('getWalletFeature', () => {
  it('default: the feature whose method is a function', () => {
    expect(getWalletFeature(walletWith({ 'standard:connect': connect }), 'standard:connect')).toBe(
      connect,
    )
  })

  it.each([
    ['missing', {}],
    ['not an object', { 'standard:connect': 'connect' }],
    ['null', { 'standard:connect': null }],
    ['method not a function', { 'standard:connect': { connect: 'yes' } }],
    ['another feature’s method only', { 'standard:connect': { on: () => {} } }],
  ])('%s → undefined', (_, features) => {
    expect(getWalletFeature(walletWith(features), 'standard:connect')).toBeUndefined()
  })

  it('a throwing features getter → undefined', () => {
    const hostile = Object.defineProperty({}, 'features', {
      get() {
        throw new Error('boom')
      },
    }) as Wallet
    expect(getWalletFeature(hostile, 'standard:events')).toBeUndefined()
  })
})
