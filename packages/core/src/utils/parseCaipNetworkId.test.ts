import { describe, expect, it } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/format.ts'
import { parseCaipNetworkId } from './parseCaipNetworkId.ts'

describe('parseCaipNetworkId', () => {
  it('eip155', () => {
    expect(parseCaipNetworkId('eip155:31337')).toEqual({
      namespace: 'eip155',
      reference: '31337',
      caipNetworkId: 'eip155:31337',
    })
  })

  it('bip122', () => {
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93').reference).toBe(
      '000000000019d6689c085ae165831e93',
    )
  })

  it.each(['eip155', 'eip155:1:0xabc', '', ':1', 'eip155:', 'evm:1'])(
    'behavior: %j is an InvalidCaipNetworkIdError',
    (value) => {
      expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipNetworkIdError)
    },
  )
})
