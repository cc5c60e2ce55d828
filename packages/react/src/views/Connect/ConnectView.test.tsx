import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupKits, renderKit } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

/** What a visitor reads on each row: the wallet's name and its tag, if any. */
function rows(list: HTMLElement, name?: RegExp) {
  return within(list)
    .getAllByRole('button', name ? { name } : {})
    .map((button) => {
      const label = button.querySelector('.list-item-label')?.textContent
      const tag = button.querySelector('.tag')?.textContent
      return tag ? `${label} (${tag})` : label
    })
}

async function openConnect(kit: Awaited<ReturnType<typeof renderKit>>) {
  await kit.user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  return kit.modal().findByRole('list', { name: 'Wallets' })
}

describe('Connect view', () => {
  it('default: the installed wallet first, then recommended wallets, then All Wallets with the count', async () => {
    const kit = await renderKit()
    const list = await openConnect(kit)
    await within(list).findByRole('button', { name: /MetaMask/ })

    expect(rows(list)).toEqual([
      'Portico Test Wallet (Installed)',
      'MetaMask',
      'Trust Wallet',
      'Rainbow',
      'Rabby Wallet',
      'All Wallets (90+)',
    ])
  })

  it('behavior: announced wallets come before a bare injected one', async () => {
    const kit = await renderKit({
      adapter: {
        connectors: [
          { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
          {
            id: 'io.rabby',
            name: 'Rabby',
            type: 'ANNOUNCED',
            chain: 'eip155',
            info: { rdns: 'io.rabby' },
          },
        ],
      },
    })
    const list = await openConnect(kit)
    await within(list).findAllByRole('button', { name: /Installed/ })

    expect(rows(list, /Installed/)).toEqual(['Rabby (Installed)', 'Browser Wallet (Installed)'])
    // The directory's Rabby is the installed one: it is not listed a second time.
    await within(list).findByRole('button', { name: /MetaMask/ })
    expect(within(list).queryByRole('button', { name: 'Rabby Wallet' })).toBeNull()
  })

  it('behavior: recent wallets come first, before the installed ones (spec §9 order)', async () => {
    const kit = await renderKit()
    kit.config.stores.wallets.setState({
      recent: [{ id: 'zerion', name: 'Zerion', image_id: 'zerion' }],
    })
    const list = await openConnect(kit)
    await within(list).findByRole('button', { name: /MetaMask/ })

    expect(rows(list).slice(0, 3)).toEqual([
      'Zerion (Recent)',
      'Portico Test Wallet (Installed)',
      'MetaMask',
    ])
  })

  it('behavior: a recent wallet that is installed shows once, as recent, and opens its connector', async () => {
    const kit = await renderKit()
    kit.config.stores.wallets.setState({
      recent: [
        { id: 'portico-test', name: 'Portico Test Wallet', rdns: 'dev.portico.test' },
        { id: 'zerion', name: 'Zerion', image_id: 'zerion' },
      ],
    })
    const list = await openConnect(kit)
    await within(list).findByRole('button', { name: /MetaMask/ })

    expect(rows(list).slice(0, 3)).toEqual([
      'Portico Test Wallet (Recent)',
      'Zerion (Recent)',
      'MetaMask',
    ])
    await kit.user.click(within(list).getByRole('button', { name: /Portico Test Wallet/ }))
    // The installed wallet connects (no WalletConnect pairing for the directory entry).
    await waitFor(() =>
      expect(kit.config.stores.connection.getState().namespaces.eip155?.status).toBe('connected'),
    )
    expect(kit.config.stores.pairing.getState().status).toBe('idle')
  })

  it('parameters: customWallets, listed after the featured ones and before the recommended', async () => {
    const kit = await renderKit({
      options: {
        customWallets: [
          {
            id: 'my-wallet',
            name: 'My Wallet',
            mobile_link: 'mywallet://',
            homepage: 'https://my.example',
          },
        ],
      },
    })
    const list = await openConnect(kit)
    await within(list).findByRole('button', { name: /MetaMask/ })
    expect(rows(list)).toEqual([
      'Portico Test Wallet (Installed)',
      'My Wallet',
      'MetaMask',
      'Trust Wallet',
      'Rainbow',
      'Rabby Wallet',
      'All Wallets (90+)',
    ])
  })

  it('behavior: the whole spec §9 connector type order (recent, injected, featured, custom, external, recommended)', async () => {
    const kit = await renderKit({
      options: {
        featuredWalletIds: ['zerion'],
        customWallets: [{ id: 'my-wallet', name: 'My Wallet', homepage: 'https://my.example' }],
      },
      adapter: {
        connectors: [
          { id: 'sdk-wallet', name: 'SDK Wallet', type: 'EXTERNAL', chain: 'eip155' },
          {
            id: 'dev.portico.test',
            name: 'Portico Test Wallet',
            type: 'ANNOUNCED',
            chain: 'eip155',
            info: { rdns: 'dev.portico.test' },
          },
        ],
      },
    })
    kit.config.stores.wallets.setState({
      recent: [{ id: 'rainbow', name: 'Rainbow', image_id: 'rainbow' }],
    })
    const list = await openConnect(kit)
    await within(list).findByRole('button', { name: /Zerion/ })
    await within(list).findByRole('button', { name: /MetaMask/ })

    expect(rows(list)).toEqual([
      'Rainbow (Recent)',
      'Portico Test Wallet (Installed)',
      'Zerion',
      'My Wallet',
      'SDK Wallet',
      // Four recommended: the directory's first wallets not already listed above.
      'MetaMask',
      'Trust Wallet',
      'Rabby Wallet',
      'Ledger Live',
      'All Wallets (90+)',
    ])
  })

  it('behavior: the "New to wallets?" help line', async () => {
    const kit = await renderKit()
    await openConnect(kit)
    expect(kit.modal().getByText('New to wallets?')).toBeTruthy()
  })

  it('parameters: terms and privacy URLs, legal links', async () => {
    const kit = await renderKit({
      options: {
        termsConditionsUrl: 'https://example.org/terms',
        privacyPolicyUrl: 'https://example.org/privacy',
      },
    })
    await openConnect(kit)

    const terms = kit.modal().getByRole('link', { name: 'Terms of Service' })
    expect(terms.getAttribute('href')).toBe('https://example.org/terms')
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer')
    expect(kit.modal().getByRole('link', { name: 'Privacy Policy' })).toBeTruthy()
  })

  it('parameters: no legal URLs, no legal line', async () => {
    const kit = await renderKit()
    await openConnect(kit)
    expect(kit.modal().queryByRole('link')).toBeNull()
  })

  it('behavior: a directory that fails still lists the installed wallet', async () => {
    const kit = await renderKit()
    kit.directory.setMode('error')
    const list = await openConnect(kit)

    expect(within(list).getByRole('button', { name: /Portico Test Wallet/ })).toBeTruthy()
    expect(within(list).getByRole('button', { name: 'All Wallets' })).toBeTruthy()
  })

  it('behavior: picking a wallet opens its connecting view', async () => {
    const kit = await renderKit()
    await openConnect(kit)
    // The mock wallet answers at once and the modal then closes, so record every view shown.
    const views: string[] = []
    const unsubscribe = kit.config.stores.router.subscribe((state) => views.push(state.view))
    await kit.user.click(kit.modal().getByRole('button', { name: /Portico Test Wallet/ }))
    unsubscribe()

    expect(views[0]).toBe('ConnectingExternal')
  })
})
