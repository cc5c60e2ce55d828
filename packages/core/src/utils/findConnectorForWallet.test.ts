import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.ts'
import type { Wallet } from '../types/wallet.ts'
import { findConnectorForWallet } from './findConnectorForWallet.ts'

const rabby: Connector = {
  id: 'io.rabby',
  name: 'Rabby',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.rabby' },
  explorerId: '18388be9',
}
const injected: Connector = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
}

describe('findConnectorForWallet', () => {
  it('behavior: matches by directory id', () => {
    const wallet: Wallet = { id: '18388be9', name: 'Rabby Wallet' }
    expect(findConnectorForWallet([injected, rabby], wallet)).toBe(rabby)
  })

  it('behavior: matches by rdns', () => {
    const wallet: Wallet = { id: 'other-id', name: 'Rabby', rdns: 'io.rabby' }
    expect(findConnectorForWallet([injected, rabby], wallet)).toBe(rabby)
  })

  it('behavior: no match when neither id nor rdns fit', () => {
    const wallet: Wallet = { id: 'nope', name: 'Zerion', rdns: 'io.zerion.wallet' }
    expect(findConnectorForWallet([injected, rabby], wallet)).toBeUndefined()
  })

  it('behavior: a wallet without rdns never matches a connector without one', () => {
    const wallet: Wallet = { id: 'nope', name: 'Plain', rdns: null }
    expect(findConnectorForWallet([injected], wallet)).toBeUndefined()
  })
})
