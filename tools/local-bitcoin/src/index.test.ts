import { expect, it } from 'vitest'
import * as localBitcoin from './index.ts'

it('exports: the public API does not change by accident', () => {
  expect(Object.keys(localBitcoin).sort()).toEqual([
    'BITCOIN_DEV_ACCOUNTS',
    'BITCOIN_REGTEST_CAIP_NETWORK_ID',
    'startLocalBitcoin',
  ])
})
