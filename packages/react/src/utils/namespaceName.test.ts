import { CHAIN_NAMESPACES } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { namespaceName } from './namespaceName.ts'

describe('namespaceName', () => {
  it('default: every namespace of spec §5 has the name visitors know', () => {
    expect(CHAIN_NAMESPACES.map(namespaceName)).toEqual([
      'EVM',
      'Solana',
      'Polkadot',
      'Bitcoin',
      'Cosmos',
    ])
  })
})
