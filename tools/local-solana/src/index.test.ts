import { expect, it } from 'vitest'
import * as localSolana from './index.ts'

it('exports: the public API does not change by accident', () => {
  expect(Object.keys(localSolana).sort()).toEqual([
    'LOCAL_SOLANA_CAIP_NETWORK_ID',
    'LOCAL_SOLANA_GENESIS_HASH',
    'LOCAL_SOLANA_TOKEN',
    'SOLANA_DEV_ACCOUNTS',
    'localTokenAccountOf',
    'startLocalSolana',
  ])
})
