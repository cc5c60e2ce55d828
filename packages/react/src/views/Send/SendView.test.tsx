import {
  type AdapterConnection,
  closeModal,
  connect,
  defineNetwork,
  mockAdapter,
  openModal,
  type TokenBalance,
} from '@portico/core'
import { OTHER_ADDRESS } from '@portico/test-utils/accounts'
import { localNetwork } from '@portico/test-utils/networks'
import { act, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CHUNK_TIMEOUT, openSendView } from '../../test/openSendView.ts'
import { cleanupKits, type Kit, renderKit } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 2000,
  price: 2000,
  quantity: { decimals: '18', numeric: '1' },
}
const PUSD: TokenBalance = {
  name: 'Portico USD',
  symbol: 'PUSD',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3',
  value: 250,
  price: 1,
  quantity: { decimals: '6', numeric: '250' },
}

const amountField = (kit: Kit) => kit.modal().getByLabelText('Amount') as HTMLInputElement
const receiverField = (kit: Kit) => kit.modal().getByLabelText('To') as HTMLInputElement
const review = (kit: Kit) => kit.modal().getByTestId('send-review')

/** Types `text` over what the field holds (user-event's clear wants the page's focus, not a shadow root's). */
async function retype(kit: Kit, field: HTMLInputElement, text: string): Promise<void> {
  await kit.user.type(field, text, {
    initialSelectionStart: 0,
    initialSelectionEnd: field.value.length,
  })
}

/** The message under a field (its aria-describedby error), empty when there is none. */
function fieldError(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
  const root = field.getRootNode() as ShadowRoot
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => root.getElementById(id)?.textContent ?? '')
    .join('')
}

/** Send with the service's balances (ETH priced at $2000, PUSD), ETH picked. */
async function openPricedSend(): Promise<Kit> {
  const kit = await openSendView({ chainData: { balances: [PUSD, ETH] } })
  await waitFor(() =>
    expect(kit.modal().getByTestId('send-token-balance').textContent).toBe('Balance: 1.00 ETH'),
  )
  return kit
}

describe('Send view', { timeout: 30_000 }, () => {
  it('default: the native token is picked with its balance (2 decimals), the amount field has the focus, Review says what is missing', async () => {
    const kit = await openSendView()

    expect(await kit.modal().findByRole('heading', { name: 'Send' })).toBeTruthy()
    await waitFor(() =>
      expect(kit.modal().getByTestId('send-token-balance').textContent).toBe(
        'Balance: 10000.00 ETH',
      ),
    )
    expect(kit.modal().getByTestId('send-amount-unit').textContent).toBe('ETH')
    expect(kit.host()?.shadowRoot?.activeElement).toBe(amountField(kit))
    expect(review(kit).textContent).toBe('An amount and receiver address are required')
    expect(review(kit).getAttribute('aria-disabled')).toBe('true')
    // Nothing was touched yet: no message under the fields.
    expect(fieldError(amountField(kit))).toBe('')
    expect(fieldError(receiverField(kit))).toBe('')
  })

  it('behavior: a rule shows under its field once the field was touched, in the spec words', async () => {
    const kit = await openSendView()
    await waitFor(() => expect(kit.config.stores.send.getState().token?.symbol).toBe('ETH'))

    await kit.user.click(amountField(kit))
    await kit.user.tab()
    expect(fieldError(amountField(kit))).toBe('An amount and receiver address are required')
    expect(amountField(kit).getAttribute('aria-invalid')).toBe('true')

    await kit.user.type(amountField(kit), 'abc')
    expect(fieldError(amountField(kit))).toBe('')
    await kit.user.type(receiverField(kit), '0x1234')
    await kit.user.tab()
    expect(fieldError(amountField(kit))).toBe('Not a valid amount')
    expect(review(kit).textContent).toBe('Not a valid amount')

    await retype(kit, amountField(kit), '1.5')
    expect(fieldError(amountField(kit))).toBe('')
    expect(fieldError(receiverField(kit))).toBe('Not a valid EVM address')
    expect(review(kit).textContent).toBe('Not a valid EVM address')

    await retype(kit, receiverField(kit), OTHER_ADDRESS)
    await retype(kit, amountField(kit), '20000')
    expect(fieldError(amountField(kit))).toBe('Insufficient ETH balance')
    expect(fieldError(receiverField(kit))).toBe('')

    await retype(kit, amountField(kit), '1.0000000000000000001')
    expect(fieldError(amountField(kit))).toBe('ETH has at most 18 decimals')
  })

  it('behavior: Review on an incomplete form shows the message and moves the focus to the field', async () => {
    const kit = await openSendView()
    await waitFor(() => expect(kit.config.stores.send.getState().token?.symbol).toBe('ETH'))
    await kit.user.type(amountField(kit), '1')
    await kit.user.click(review(kit))

    expect(fieldError(receiverField(kit))).toBe('An amount and receiver address are required')
    expect(kit.host()?.shadowRoot?.activeElement).toBe(receiverField(kit))
    expect(kit.config.stores.router.getState().view).toBe('Send')
  })

  it('behavior: a valid form reviews into SendPreview, with Enter too', async () => {
    const kit = await openSendView()
    await waitFor(() => expect(kit.config.stores.send.getState().token?.symbol).toBe('ETH'))
    await kit.user.type(amountField(kit), '1')
    await kit.user.type(receiverField(kit), `${OTHER_ADDRESS}{Enter}`)

    expect(await kit.modal().findByRole('heading', { name: 'Review Send' })).toBeTruthy()
    expect(kit.config.stores.router.getState().view).toBe('SendPreview')
  })

  it('behavior: when the balances are read again, the picked token is checked against the new balance', async () => {
    const kit = await openSendView()
    await waitFor(() =>
      expect(kit.modal().getByTestId('send-token-balance').textContent).toBe(
        'Balance: 10000.00 ETH',
      ),
    )
    await kit.user.type(amountField(kit), '20')
    // The account spent most of it elsewhere: the wallet now reports 10 ETH.
    const { namespaces } = kit.config.stores.account.getState()
    act(() =>
      kit.config.stores.account.setState({
        namespaces: { ...namespaces, eip155: { ...namespaces.eip155, balance: '10' } },
      }),
    )
    await waitFor(() =>
      expect(kit.modal().getByTestId('send-token-balance').textContent).toBe('Balance: 10.00 ETH'),
    )
    expect(amountField(kit).value).toBe('20')
    expect(fieldError(amountField(kit))).toBe('')
    await kit.user.type(receiverField(kit), OTHER_ADDRESS)
    expect(review(kit).textContent).toBe('Insufficient ETH balance')
  })

  it('behavior: Max fills in the balance less the network fee for the native currency', async () => {
    const kit = await openSendView()
    await waitFor(() => expect(kit.config.stores.send.getState().token?.symbol).toBe('ETH'))
    await kit.user.click(kit.modal().getByRole('button', { name: /^Max/ }))

    // 10 000 ETH less the mock wallet's 21 000 gwei fee.
    await waitFor(() => expect(amountField(kit).value).toBe('9999.999979'))
    expect(kit.config.stores.send.getState().sendTokenAmount).toBe('9999.999979')
  })

  it('behavior: Max for a token is its whole balance', async () => {
    const kit = await openPricedSend()
    await kit.user.click(kit.modal().getByTestId('send-token'))
    await kit.user.click(await kit.modal().findByRole('button', { name: /^PUSD/ }, CHUNK_TIMEOUT))
    await waitFor(() =>
      expect(kit.modal().getByTestId('send-amount-unit').textContent).toBe('PUSD'),
    )
    await kit.user.click(kit.modal().getByRole('button', { name: /^Max/ }))
    await waitFor(() => expect(amountField(kit).value).toBe('250'))
  })

  it('behavior: a rounded balance, and a rounded token amount under a USD one, keep the exact amount (issue #30)', async () => {
    const odd = { ...ETH, quantity: { decimals: '18', numeric: '1.23456' }, value: 2469.12 }
    const kit = await openSendView({ chainData: { balances: [PUSD, odd] } })
    await waitFor(() =>
      expect(kit.modal().getByTestId('send-token-balance').textContent).toBe(
        'Balance: 1.23 ETH1.23456 ETH',
      ),
    )
    const balance = kit.modal().getByTestId('send-token-balance')
    // The pointer gets it in the title, the screen reader as the token button's name.
    expect(within(balance).getByText('1.23 ETH').title).toBe('1.23456 ETH')
    expect(kit.modal().getByRole('button', { name: /Balance: 1\.23456 ETH/ })).toBeTruthy()

    await kit.user.click(kit.modal().getByRole('button', { name: /Enter the amount in USD/ }))
    await kit.user.type(amountField(kit), '1')
    expect(kit.config.stores.send.getState().sendTokenAmount).toBe('0.0005')
    const other = kit.modal().getByTestId('send-amount-other')
    expect(within(other).getByText('0.001 ETH').title).toBe('0.0005 ETH')
    expect(
      kit.modal().getByRole('button', { name: 'Enter the amount in ETH, now 0.0005 ETH' }),
    ).toBeTruthy()

    await kit.user.click(kit.modal().getByTestId('send-token'))
    const [option] = await kit.modal().findAllByTestId('send-token-option', {}, CHUNK_TIMEOUT)
    expect(within(option as HTMLElement).getByText('1.23').title).toBe('1.23456')
  })

  it('behavior: the amount is typed in tokens or USD; the other unit shows below', async () => {
    const kit = await openPricedSend()
    await kit.user.type(amountField(kit), '0.5')
    expect(kit.modal().getByTestId('send-amount-other').textContent).toBe('≈ $1,000.00')

    await kit.user.click(kit.modal().getByRole('button', { name: /Enter the amount in USD/ }))
    expect(kit.modal().getByTestId('send-amount-unit').textContent).toBe('USD')
    expect(amountField(kit).value).toBe('1000.00')
    expect(kit.modal().getByTestId('send-amount-other').textContent).toBe('≈ 0.500 ETH')

    await retype(kit, amountField(kit), '100')
    expect(kit.config.stores.send.getState().sendTokenAmount).toBe('0.05')
    expect(kit.modal().getByTestId('send-amount-other').textContent).toBe('≈ 0.050 ETH')

    await kit.user.click(kit.modal().getByRole('button', { name: /Enter the amount in ETH/ }))
    expect(amountField(kit).value).toBe('0.05')
  })

  it('behavior: without a USD price the toggle is off', async () => {
    const kit = await openSendView()
    await waitFor(() => expect(kit.config.stores.send.getState().token?.symbol).toBe('ETH'))
    const toggle = kit.modal().getByRole('button', { name: 'No USD price for this token' })
    expect((toggle as HTMLButtonElement).disabled).toBe(true)
  })

  it('behavior: Paste puts the clipboard address in the receiver field', async () => {
    const kit = await openSendView()
    await navigator.clipboard.writeText(`  ${OTHER_ADDRESS}\n`)
    await kit.user.click(kit.modal().getByRole('button', { name: 'Paste address' }))
    await waitFor(() => expect(receiverField(kit).value).toBe(OTHER_ADDRESS))
    expect(kit.config.stores.send.getState().receiverAddress).toBe(OTHER_ADDRESS)
  })

  it('behavior: the name the service knows the receiver by shows under the field', async () => {
    const kit = await openSendView({ identities: { [OTHER_ADDRESS.toLowerCase()]: 'bob.portico' } })
    await kit.user.type(receiverField(kit), OTHER_ADDRESS)
    expect((await kit.modal().findByTestId('send-receiver-name')).textContent).toBe('bob.portico')
  })

  it('behavior: leaving Send for Account empties the form; the Send button opens a new one', async () => {
    const kit = await openSendView()
    await waitFor(() => expect(kit.config.stores.send.getState().token?.symbol).toBe('ETH'))
    await kit.user.type(amountField(kit), '1')
    await kit.user.click(kit.modal().getByRole('button', { name: 'Back' }))

    await kit.modal().findByTestId('account-address')
    expect(kit.config.stores.send.getState().amountInput).toBeUndefined()
    expect(kit.config.stores.send.getState().token).toBeUndefined()
  })

  it('behavior: closing the modal empties the form', async () => {
    const kit = await openSendView()
    await kit.user.type(amountField(kit), '1')
    act(() => closeModal(kit.config))
    await waitFor(() => expect(kit.config.stores.send.getState().amountInput).toBeUndefined())
  })
})

describe('Send view, feature off', { timeout: 30_000 }, () => {
  it('parameters: features.send off, opened by view name, says so and shows no form', async () => {
    const kit = await renderKit({ options: { features: { send: false } } })
    await act(() => connect(kit.config, { connectorId: 'dev.portico.test' }))
    await act(() => openModal(kit.config, { view: 'Send' }))
    await waitFor(() => expect(kit.host()?.shadowRoot).toBeTruthy(), CHUNK_TIMEOUT)
    expect(await kit.modal().findByText('Send is turned off', {}, CHUNK_TIMEOUT)).toBeTruthy()
    expect(kit.modal().queryByRole('form')).toBeNull()
  })
})

describe('SendSelectToken view', { timeout: 30_000 }, () => {
  it('default: the held tokens of the network, native first, with balance and value; picking one goes back to Send', async () => {
    const kit = await openPricedSend()
    await kit.user.click(kit.modal().getByTestId('send-token'))
    await kit.modal().findByRole('heading', { name: 'Select Token' }, CHUNK_TIMEOUT)

    const options = kit.modal().getAllByTestId('send-token-option')
    expect(options.map((option: HTMLElement) => option.getAttribute('aria-current'))).toEqual([
      'true',
      null,
    ])
    expect(options[0]?.textContent).toContain('1.00')
    expect(options[0]?.textContent).toContain('$2,000.00')
    expect(options[1]?.textContent).toContain('Portico USD')
    expect(kit.host()?.shadowRoot?.activeElement).toBe(
      kit.modal().getByRole('searchbox', { name: 'Search tokens' }),
    )

    await kit.user.click(options[1] as HTMLElement)
    await kit.modal().findByRole('form', { name: 'Send' })
    expect(kit.modal().getByTestId('send-token-balance').textContent).toBe('Balance: 250.00 PUSD')
  })

  it('behavior: search by symbol or name, any case; nothing found says so', async () => {
    const kit = await openPricedSend()
    await kit.user.click(kit.modal().getByTestId('send-token'))
    const search = await kit.modal().findByRole('searchbox', { name: 'Search tokens' })

    await kit.user.type(search, 'portico')
    expect(
      kit
        .modal()
        .getAllByTestId('send-token-option')
        .map((option: HTMLElement) => option.textContent),
    ).toEqual([expect.stringContaining('PUSD')])
    await retype(kit, search as HTMLInputElement, 'doge')
    expect(kit.modal().queryAllByTestId('send-token-option')).toHaveLength(0)
    expect(kit.modal().getByText('No token matches “doge”').getAttribute('role')).toBe('status')
  })
})

describe('Send view, Bitcoin', { timeout: 30_000 }, () => {
  it('behavior: a family without send says Unsupported chain and shows no form', async () => {
    const regtest = defineNetwork({
      id: '0f9188f13cb7b2c71f2a335e3a4fc328',
      chainNamespace: 'bip122',
      name: 'Bitcoin Regtest',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['http://127.0.0.1:18443'] } },
    })
    const payment = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
    // Core's in-memory adapter as a Bitcoin wallet; like the real one it has no `transfers`.
    const bitcoin = mockAdapter({
      namespace: 'bip122',
      accounts: [payment],
      chainId: regtest.id,
      connectors: [{ id: 'btc', name: 'Bitcoin Test Wallet', type: 'ANNOUNCED', chain: 'bip122' }],
      balance: { value: 300_000_000n, decimals: 8, symbol: 'BTC' },
    })
    const grant = bitcoin.connect.bind(bitcoin)
    const accounts: AdapterConnection['accounts'] = [
      { address: payment, namespace: 'bip122', type: 'payment' },
    ]
    bitcoin.connect = async (parameters) => ({ ...(await grant(parameters)), accounts })
    const kit = await renderKit({
      options: { networks: [localNetwork, regtest] },
      extraAdapters: [bitcoin],
    })
    await act(() => connect(kit.config, { connectorId: 'btc' }))
    await act(() => openModal(kit.config, { view: 'Account' }))
    await waitFor(() => expect(kit.host()?.shadowRoot).toBeTruthy(), CHUNK_TIMEOUT)
    await kit.user.click(await kit.modal().findByRole('button', { name: 'Send' }, CHUNK_TIMEOUT))

    expect((await kit.modal().findByRole('alert', {}, CHUNK_TIMEOUT)).textContent).toBe(
      'Unsupported chain',
    )
    expect(kit.modal().queryByRole('form')).toBeNull()
    expect(kit.modal().queryByLabelText('Amount')).toBeNull()
    await kit.user.click(kit.modal().getByRole('button', { name: 'Back to account' }))
    await kit.modal().findByTestId('account-address')
  })
})
