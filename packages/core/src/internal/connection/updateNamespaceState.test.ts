import { describe, expect, it, vi } from 'vitest'
import { createStore } from 'zustand/vanilla'
import type { ChainNamespace } from '../../types/chain.ts'
import { updateNamespaceState } from './updateNamespaceState.ts'

interface Entry {
  status: string
  connectorId?: string
}

const storeWith = (entry: Entry) =>
  createStore<{ namespaces: Partial<Record<ChainNamespace, Entry>> }>(() => ({
    namespaces: { eip155: entry, solana: { status: 'disconnected' } },
  }))

describe('updateNamespaceState', () => {
  it('behavior: merges the patch into the one namespace, the others untouched', () => {
    const store = storeWith({ status: 'connecting', connectorId: 'a' })
    const solana = store.getState().namespaces.solana
    updateNamespaceState(store, 'eip155', { status: 'connected' })
    expect(store.getState().namespaces.eip155).toEqual({ status: 'connected', connectorId: 'a' })
    expect(store.getState().namespaces.solana).toBe(solana)
  })

  it('behavior: replace drops the fields the patch does not name', () => {
    const store = storeWith({ status: 'connected', connectorId: 'a' })
    updateNamespaceState(store, 'eip155', { status: 'disconnected' }, 'replace')
    expect(store.getState().namespaces.eip155).toEqual({ status: 'disconnected' })
  })

  it('behavior: an update that changes no field writes nothing, so no subscriber runs', () => {
    const store = storeWith({ status: 'disconnected' })
    const entry = store.getState().namespaces.eip155
    const listener = vi.fn()
    store.subscribe(listener)
    updateNamespaceState(store, 'eip155', { status: 'disconnected' }, 'replace')
    updateNamespaceState(store, 'eip155', { status: 'disconnected' })
    expect(listener).not.toHaveBeenCalled()
    expect(store.getState().namespaces.eip155).toBe(entry)
  })

  it('edge: a field added, removed or set to undefined is a change', () => {
    const store = storeWith({ status: 'connected', connectorId: 'a' })
    const listener = vi.fn()
    store.subscribe(listener)
    updateNamespaceState(store, 'eip155', { connectorId: undefined })
    expect(store.getState().namespaces.eip155).toEqual({
      status: 'connected',
      connectorId: undefined,
    })
    updateNamespaceState(store, 'eip155', { status: 'connected' }, 'replace')
    expect(store.getState().namespaces.eip155).toEqual({ status: 'connected' })
    updateNamespaceState(store, 'eip155', { connectorId: 'b' })
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('edge: a namespace with no entry yet gets one', () => {
    const store = storeWith({ status: 'disconnected' })
    updateNamespaceState(store, 'bip122', { status: 'disconnected' })
    expect(store.getState().namespaces.bip122).toEqual({ status: 'disconnected' })
  })
})
