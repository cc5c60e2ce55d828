import {
  type AdapterConnection,
  connect,
  defineNetwork,
  mockAdapter,
  openModal,
} from '@portico/core'
import { localNetwork } from '@portico/test-utils/networks'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

const regtest = defineNetwork({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:18443'] } },
  blockExplorers: { default: { name: 'Local mempool', url: 'https://mempool.example/regtest' } },
})

const PAYMENT = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const ORDINAL = 'bcrt1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqp3mvzv'

/**
 * Core's in-memory adapter as a Bitcoin wallet granting a payment and an ordinal account (the
 * real Bitcoin adapter and wallet are tested in @portico/bitcoin and the browser tests).
 */
async function renderBitcoin(accounts: AdapterConnection['accounts']): Promise<Kit> {
  const bitcoin = mockAdapter({
    namespace: 'bip122',
    accounts: [PAYMENT],
    chainId: regtest.id,
    connectors: [{ id: 'btc', name: 'Bitcoin Test Wallet', type: 'ANNOUNCED', chain: 'bip122' }],
    balance: { value: 300_000_000n, decimals: 8, symbol: 'BTC' },
  })
  const grant = bitcoin.connect.bind(bitcoin)
  bitcoin.connect = async (parameters) => ({ ...(await grant(parameters)), accounts })
  const kit = await renderKit({
    options: { networks: [localNetwork, regtest] },
    extraAdapters: [bitcoin],
  })
  await act(() => connect(kit.config, { connectorId: 'btc' }))
  await act(() => openModal(kit.config, { view: 'Account' }))
  await kit.modal().findByTestId('account-address')
  return kit
}

describe('Account view, Bitcoin', () => {
  it('default: payment address first, both addresses listed with copy, BTC with its network and explorer', async () => {
    const kit = await renderBitcoin([
      {
        address: PAYMENT,
        namespace: 'bip122',
        type: 'payment',
        publicKey: '02ab',
        path: "m/84'/1'/0'/0/0",
      },
      {
        address: ORDINAL,
        namespace: 'bip122',
        type: 'ordinal',
        publicKey: 'cd',
        path: "m/86'/1'/0'/0/0",
      },
    ])
    const modal = kit.modal()
    expect(modal.getByTestId('account-address').getAttribute('title')).toBe(PAYMENT)
    const list = modal.getByRole('list', { name: 'Bitcoin addresses' })
    expect(list.textContent).toContain('Payment')
    expect(list.textContent).toContain('Ordinals')
    await waitFor(() => expect(modal.getByTestId('account-balance').textContent).toBe('3.00 BTC'))
    expect(modal.getByRole('button', { name: /Network: Bitcoin Regtest/ })).toBeTruthy()
    expect(modal.getByRole('link', { name: /View on Local mempool/ }).getAttribute('href')).toBe(
      `https://mempool.example/regtest/address/${PAYMENT}`,
    )

    await kit.user.click(modal.getByRole('button', { name: 'Copy ordinals address' }))
    expect(await navigator.clipboard.readText()).toBe(ORDINAL)
    expect(await modal.findByRole('button', { name: 'Ordinals address copied' })).toBeTruthy()
  })

  it('behavior: a wallet granting one address → no address list, just the account', async () => {
    const kit = await renderBitcoin([{ address: PAYMENT, namespace: 'bip122', type: 'payment' }])
    expect(kit.modal().queryByRole('list', { name: 'Bitcoin addresses' })).toBeNull()
    expect(kit.modal().getByTestId('account-address').getAttribute('title')).toBe(PAYMENT)
  })
})
