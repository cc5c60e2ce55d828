import type { TokenBalance } from '@portico/core'
import { transactionFixture } from '@portico/test-utils/startHistoryFixtureServer'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connectWithModal } from '../../test/connectWithModal.ts'
import {
  cleanupKits,
  type Kit,
  type RenderKitParameters,
  renderKit,
} from '../../test/renderKit.tsx'

// The chain data service is the local fixture of startDirectoryServer serving contract-shaped
// JSON (the real routes are built and tested in apps/server, and end to end by the lead). The
// 503 of the failure case is a real answer of that server.
afterEach(cleanupKits)

const OTHER = '0x70997970c51812dc3a63c0aa6a6b52f5cb1ec3d0'
const token = (symbol: string, numeric: string, value: number, decimals = '18'): TokenBalance => ({
  name: `${symbol} token`,
  symbol,
  chainId: 'eip155:31337',
  address: symbol === 'ETH' ? undefined : `eip155:31337:0x${symbol.padEnd(40, '0')}`,
  value,
  price: 1,
  quantity: { decimals, numeric },
  iconUrl: null,
})
const pass = (tokenId: string, spam = false) => ({
  name: 'Portico Pass',
  contract: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  tokenId,
  spam,
})

const HISTORY = [
  transactionFixture({
    id: 'r1',
    minedAt: '2026-03-02T10:00:00.000Z',
    operationType: 'receive',
    quantity: '1.23456',
  }),
  transactionFixture({
    id: 's1',
    minedAt: '2026-03-01T10:00:00.000Z',
    operationType: 'send',
    symbol: 'USDC',
    quantity: '25',
  }),
  transactionFixture({
    id: 'spam',
    minedAt: '2026-02-20T10:00:00.000Z',
    spam: true,
    symbol: 'SCAM',
  }),
  transactionFixture({
    id: 'mainnet',
    minedAt: '2026-02-10T10:00:00.000Z',
    chain: 'eip155:1',
    symbol: 'MAIN',
  }),
  transactionFixture({
    id: 'm1',
    minedAt: '2026-01-05T10:00:00.000Z',
    operationType: 'mint',
    nft: pass('1'),
  }),
  transactionFixture({
    id: 'm2',
    minedAt: '2026-01-04T10:00:00.000Z',
    operationType: 'mint',
    nft: pass('2'),
  }),
  transactionFixture({
    id: 'x2',
    minedAt: '2026-01-06T10:00:00.000Z',
    operationType: 'send',
    nft: pass('2'),
  }),
  transactionFixture({ id: 'nspam', minedAt: '2026-01-03T10:00:00.000Z', nft: pass('9', true) }),
  transactionFixture({
    id: 'w1',
    minedAt: '2025-12-31T10:00:00.000Z',
    operationType: 'withdraw',
    quantity: '0.5',
  }),
]

async function openAccount(parameters: RenderKitParameters = {}) {
  const kit = await renderKit({
    chainData: {
      balances: [
        token('PORT', '12.3456', 5),
        token('ETH', '10000', 20_000_000),
        token('USDC', '100.5', 100.5, '6'),
        token('NODEC', '7', 70, '0'),
      ],
      history: HISTORY,
    },
    ...parameters,
  })
  await kit.user.click(await connectWithModal(kit))
  await kit.modal().findByRole('tablist', { name: 'Account' })
  return kit
}
const tab = (kit: Kit, name: string) => kit.modal().getByRole('tab', { name })
const panel = (kit: Kit) => within(kit.modal().getByRole('tabpanel'))

describe('Account tabs', () => {
  it('default: Tokens, NFTs and Activity; Tokens is selected and labels the panel', async () => {
    const kit = await openAccount()
    expect(
      kit
        .modal()
        .getAllByRole('tab')
        .map((each: HTMLElement) => each.textContent),
    ).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(tab(kit, 'Tokens').getAttribute('aria-selected')).toBe('true')
    expect(kit.modal().getByRole('tabpanel', { name: 'Tokens' })).toBeTruthy()
  })

  it('behavior: arrow keys, Home and End move the selection and the focus', async () => {
    const kit = await openAccount()
    tab(kit, 'Tokens').focus()
    await kit.user.keyboard('{ArrowRight}')
    expect(tab(kit, 'NFTs').getAttribute('aria-selected')).toBe('true')
    expect(kit.host()?.shadowRoot?.activeElement).toBe(tab(kit, 'NFTs'))
    await kit.user.keyboard('{End}')
    expect(tab(kit, 'Activity').getAttribute('aria-selected')).toBe('true')
    await kit.user.keyboard('{ArrowRight}')
    expect(tab(kit, 'Tokens').getAttribute('aria-selected')).toBe('true')
    await kit.user.keyboard('{ArrowLeft}')
    expect(tab(kit, 'Activity').getAttribute('aria-selected')).toBe('true')
    await kit.user.keyboard('{Home}')
    expect(tab(kit, 'Tokens').getAttribute('aria-selected')).toBe('true')
    // Only the selected tab is in the tab order.
    expect(tab(kit, 'NFTs').getAttribute('tabindex')).toBe('-1')
    expect(tab(kit, 'Tokens').getAttribute('tabindex')).toBe('0')
  })

  it('Tokens: highest USD value first, quantity to 3 decimals, USD value, total; decimals 0 dropped', async () => {
    const kit = await openAccount()
    const rows = await panel(kit).findAllByTestId('token-row')
    // The rounded PORT quantity keeps the exact one: its title, and the screen reader's text.
    expect(rows.map((row) => row.textContent)).toEqual([
      'EETH token10000.000 ETH$20,000,000.00',
      'UUSDC token100.500 USDC$100.50',
      'PPORT token12.346 PORT12.3456 PORT$5.00',
    ])
    expect(within(rows[2] as HTMLElement).getByText('12.346 PORT').title).toBe('12.3456 PORT')
    expect(panel(kit).getByTestId('tokens-total').textContent).toBe('$20,000,105.50')
    // No icon URL: the local placeholder, no image request.
    expect(kit.modal().queryAllByRole('img')).toHaveLength(0)
  })

  it('Activity: grouped by year and month, newest first; sign, counterparty, amount; spam and other chains hidden', async () => {
    const kit = await openAccount()
    await kit.user.click(tab(kit, 'Activity'))
    await panel(kit).findAllByTestId('activity-row')
    expect(
      panel(kit)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['March 2026', 'January 2026', 'December 2025'])
    const march = within(panel(kit).getByRole('region', { name: 'March 2026' }))
    const [received, sent] = march.getAllByTestId('activity-row')
    expect(received?.textContent).toContain('Received')
    expect(received?.textContent).toContain('from 0x70…1ec3d0')
    const receivedAmount = within(received as HTMLElement).getByTestId('activity-amount')
    expect(receivedAmount.textContent).toBe('+1.235 ETH')
    // Rounded to 3 decimals (spec §5): the exact amount for pointer and screen reader (issue #30).
    expect(receivedAmount.title).toBe('+1.23456 ETH')
    expect(receivedAmount.getAttribute('aria-hidden')).toBe('true')
    expect(within(received as HTMLElement).getByText('+1.23456 ETH').className).toBe('sr-only')
    expect(sent?.textContent).toContain('Sent')
    expect(sent?.textContent).toContain(`to ${OTHER.slice(0, 4)}…${OTHER.slice(-6)}`)
    expect(within(sent as HTMLElement).getByTestId('activity-amount').textContent).toBe(
      '\u221225.000 USDC',
    )
    const december = within(panel(kit).getByRole('region', { name: 'December 2025' }))
    expect(december.getByTestId('activity-amount').textContent).toBe('\u22120.500 ETH')
    expect(panel(kit).queryByText(/SCAM|MAIN/)).toBeNull()
    // r1, s1, x2, m1, m2, w1: 6 shown of the 9 served.
    expect(panel(kit).getAllByTestId('activity-row')).toHaveLength(6)
  })

  it('Activity: a swap (trade) shows both sides — what came in, and what went out', async () => {
    const base = transactionFixture({
      id: 't1',
      minedAt: '2026-03-03T10:00:00.000Z',
      operationType: 'trade',
    })
    const side = (direction: 'in' | 'out', symbol: string, numeric: string) => ({
      direction,
      quantity: { numeric },
      value: null,
      fungible_info: { name: symbol, symbol, icon: null, flags: { is_spam: false } },
    })
    const swap = { ...base, transfers: [side('out', 'ETH', '1'), side('in', 'PUSD', '2979.5123')] }
    const kit = await openAccount({ chainData: { history: [swap] } })
    await kit.user.click(tab(kit, 'Activity'))
    const [row] = await panel(kit).findAllByTestId('activity-row')
    expect(row?.textContent).toContain('Traded')
    expect(row?.textContent).toContain('ETH → PUSD')
    expect(within(row as HTMLElement).getByTestId('activity-amount').textContent).toBe(
      '+2979.512 PUSD',
    )
    expect(within(row as HTMLElement).getByTestId('activity-amount').title).toBe('+2,979.5123 PUSD')
    expect(within(row as HTMLElement).getByTestId('activity-paid').textContent).toBe(
      '\u22121.000 ETH',
    )
  })

  it('Activity: a transaction still pending says so beside its label; a failed one too', async () => {
    const base = transactionFixture({ id: 'p1', minedAt: '2026-03-03T10:00:00.000Z' })
    const failed = transactionFixture({ id: 'f1', minedAt: '2026-03-02T10:00:00.000Z' })
    const kit = await openAccount({
      chainData: {
        history: [
          { ...base, metadata: { ...base.metadata, status: 'pending' } },
          { ...failed, metadata: { ...failed.metadata, status: 'failed' } },
        ],
      },
    })
    await kit.user.click(tab(kit, 'Activity'))
    const [pending, failedRow] = await panel(kit).findAllByTestId('activity-row')
    expect(pending?.querySelector('.tag')?.textContent).toBe('Pending')
    expect(failedRow?.querySelector('.tag')?.textContent).toBe('Failed')
  })

  it('Activity: "Load more" fetches the next page by cursor and disappears at the end', async () => {
    const kit = await openAccount({ chainData: { history: HISTORY, pageSize: 4 } })
    await kit.user.click(tab(kit, 'Activity'))
    await panel(kit).findAllByTestId('activity-row')
    expect(panel(kit).getAllByTestId('activity-row')).toHaveLength(2)

    await kit.user.click(panel(kit).getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(panel(kit).getAllByTestId('activity-row')).toHaveLength(5))
    await kit.user.click(panel(kit).getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(panel(kit).getAllByTestId('activity-row')).toHaveLength(6))
    expect(panel(kit).queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(kit.directory.historyRequests.map((query) => query.get('cursor'))).toEqual([
      null,
      '4',
      '8',
    ])
  })

  it('Activity: a failing service shows "Failed to fetch transactions" and the snackbar; Try again recovers', async () => {
    const kit = await renderKit({ chainData: { history: HISTORY } })
    kit.directory.setHistoryMode('error')
    await kit.user.click(await connectWithModal(kit))
    await kit.user.click(await kit.modal().findByRole('tab', { name: 'Activity' }))

    expect((await panel(kit).findByTestId('activity-error')).textContent).toContain(
      'Failed to fetch transactions',
    )
    await waitFor(() =>
      expect(kit.config.stores.snackbar.getState().snackbar?.message).toBe(
        'Failed to fetch transactions',
      ),
    )
    kit.directory.setHistoryMode('ok')
    await kit.user.click(panel(kit).getByRole('button', { name: 'Try again' }))
    expect(await panel(kit).findAllByTestId('activity-row')).toHaveLength(6)
  })

  it('Activity: an empty history says so', async () => {
    const kit = await openAccount({ chainData: { history: [] } })
    await kit.user.click(tab(kit, 'Activity'))
    expect((await panel(kit).findByTestId('activity-empty')).textContent).toBe('No activity yet')
  })

  it('Activity: a network the service does not serve says so, and nothing is asked', async () => {
    const kit = await openAccount({ chainData: { supportedChains: [], history: HISTORY } })
    await kit.user.click(tab(kit, 'Activity'))
    expect((await panel(kit).findByTestId('activity-unavailable')).textContent).toBe(
      'Activity is not available on this network',
    )
    expect(kit.directory.historyRequests).toHaveLength(0)
  })

  it('NFTs: held ERC-721s with name and token id; sent and spam ones left out', async () => {
    const kit = await openAccount()
    await kit.user.click(tab(kit, 'NFTs'))
    const nfts = await panel(kit).findAllByTestId('nft')
    // No image of its own: a picture glyph stands in, not the name's initial.
    expect(nfts.map((nft) => nft.textContent)).toEqual(['Portico Pass#1'])
    expect(
      nfts[0]?.querySelector('[data-placeholder="picture"] svg'),
      'the picture glyph',
    ).not.toBeNull()
    // In its own direction: in Arabic a Latin name is cut at its end, not its start.
    expect(
      within(nfts[0] as HTMLElement)
        .getByText('Portico Pass')
        .getAttribute('dir'),
    ).toBe('auto')
  })

  it('behavior: reopened, the view shows the same tab and paints the loaded history at once without asking again', async () => {
    const kit = await openAccount()
    await kit.user.click(tab(kit, 'Activity'))
    await panel(kit).findAllByTestId('activity-row')
    await kit.user.click(kit.modal().getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(kit.config.stores.modal.getState().open).toBe(false))

    await kit.user.click(screen.getByRole('button', { name: /0xf3…b92266/ }))
    // It reopens on the tab it was left on (account state currentTab), with the rows at once:
    // no loading state between the tab and its rows.
    await kit.modal().findByRole('tab', { name: 'Activity', selected: true })
    expect(panel(kit).getAllByTestId('activity-row')).toHaveLength(6)
    expect(kit.directory.historyRequests).toHaveLength(1)
  })

  it('parameters: the activity feature off, no Activity tab', async () => {
    const kit = await openAccount({ options: { features: { activity: false } } })
    expect(
      kit
        .modal()
        .getAllByRole('tab')
        .map((each: HTMLElement) => each.textContent),
    ).toEqual(['Tokens', 'NFTs'])
  })

  it('parameters: the project turns activity off remotely; the local setting is ignored (spec §4)', async () => {
    const kit = await openAccount({
      options: { features: { activity: true } },
      chainData: { history: HISTORY, remoteFeatures: [{ id: 'activity', isEnabled: false }] },
    })
    await waitFor(() =>
      expect(
        kit
          .modal()
          .getAllByRole('tab')
          .map((each: HTMLElement) => each.textContent),
      ).toEqual(['Tokens', 'NFTs']),
    )
  })
})
