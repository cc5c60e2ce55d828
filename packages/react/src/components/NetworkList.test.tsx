import { defineNetwork, type Network } from '@portico/core'
import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PorticoContext } from '../context/PorticoContext.ts'
import type { I18n } from '../i18n/I18nContext.ts'
import { i18nForTest, WithI18n } from '../test/i18nForTest.tsx'
import { NetworkList } from './NetworkList.tsx'

afterEach(cleanup)

let english: I18n
beforeAll(async () => {
  english = await i18nForTest('en')
})

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const rpcUrls = { default: { http: ['http://127.0.0.1:8545'] } }
const local = defineNetwork({ id: 31337, name: 'Local', nativeCurrency: ether, rpcUrls })
const sepolia = defineNetwork({
  id: 11155111,
  name: 'Sepolia',
  nativeCurrency: ether,
  rpcUrls,
  testnet: true,
})
const unlisted = defineNetwork({ id: 31338, name: 'Local 2', nativeCurrency: ether, rpcUrls })
const networks = [local, sepolia, unlisted]

function renderList(props: { unserved?: ReadonlySet<string>; current?: Network } = {}) {
  const onSelect = vi.fn()
  // The network images ask the config for the server's image URLs.
  render(
    <PorticoContext.Provider value={createTestConfig()}>
      <WithI18n i18n={english}>
        <NetworkList networks={networks} label="Networks" onSelect={onSelect} {...props} />
      </WithI18n>
    </PorticoContext.Provider>,
  )
  const row = (name: string) => {
    const rows = within(screen.getByRole('list', { name: 'Networks' })).getAllByRole('button')
    const found = rows.find((each) => each.querySelector('.list-item-label')?.textContent === name)
    if (!found) throw new Error(`no row ${name}`)
    return found
  }
  return { onSelect, row }
}

describe('NetworkList', () => {
  it('default: every row shows the network image; testnets carry a Testnet tag', () => {
    const { row } = renderList()
    expect(screen.getAllByTestId('network-image')).toHaveLength(3)
    expect(row('Sepolia').textContent).toContain('Testnet')
    expect(screen.getByRole('button', { name: 'Sepolia', description: 'Testnet' })).toBe(
      row('Sepolia'),
    )
    expect(row('Local').textContent).not.toContain('Testnet')
    expect(row('Local').hasAttribute('aria-describedby')).toBe(false)
  })

  it('parameters: unserved → those rows say "No balance data" and stay selectable', async () => {
    const { row, onSelect } = renderList({ unserved: new Set([unlisted.caipNetworkId]) })
    // The note is the row's description: its name stays the network's name.
    const marked = screen.getByRole('button', { name: 'Local 2', description: 'No balance data' })
    expect(within(marked).getByText('No balance data')).toBeTruthy()
    expect(row('Local').textContent).not.toContain('No balance data')
    expect(marked.hasAttribute('disabled')).toBe(false)

    await userEvent.click(marked)
    expect(onSelect).toHaveBeenCalledWith(unlisted)
  })

  it('parameters: unserved unknown (undefined) → no row is marked', () => {
    renderList()
    expect(screen.queryByText('No balance data')).toBeNull()
  })

  it('parameters: current → marked Connected, and picking it does nothing', async () => {
    const { row, onSelect } = renderList({ current: local })
    const current = row('Local')
    expect(current.getAttribute('aria-current')).toBe('true')
    expect(current.textContent).toContain('Connected')
    await userEvent.click(current)
    expect(onSelect).not.toHaveBeenCalled()
  })
})
