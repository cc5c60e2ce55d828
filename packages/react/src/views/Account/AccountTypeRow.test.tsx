import { closeModal, connect, connectEmail, storageKeys, switchNetwork } from '@portico/core'
import { TEST_ADDRESS } from '@portico/test-utils/accounts'
import { authAdapter, TEST_SMART_ACCOUNT_ADDRESS } from '@portico/test-utils/authAdapter'
import { localNetwork, localNetwork2 } from '@portico/test-utils/networks'
import { act, screen, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupKits, renderKit } from '../../test/renderKit.tsx'

afterEach(cleanupKits)

// The embedded-wallet double keeps the frame's rule (spec §6): a smart account where the
// network enables it (here the first local chain, as the demo project does), else the EOA.
const SMART = /0x5a…00005a/
const PLAIN = /0xf3…b92266/

/** Signed in to the embedded wallet (the kit's default: a smart account), Account open. */
async function signedIn(
  parameters: { multiWallet?: boolean; account?: RegExp } = {},
): Promise<Awaited<ReturnType<typeof renderKit>> & { wallet: ReturnType<typeof authAdapter> }> {
  const wallet = authAdapter({
    signedInAs: 'ada@example.org',
    smartAccountEnabledNetworks: [localNetwork.id as number],
  })
  const kit = await renderKit({
    extraAdapters: [wallet],
    ...(parameters.multiWallet ? { options: { features: { multiWallet: true } } } : {}),
  })
  // An e-mail sign-in (the double's session is there: CONNECT), which asks for the kit's type.
  await act(() => connectEmail(kit.config, { email: 'ada@example.org' }))
  await kit.user.click(await screen.findByRole('button', { name: parameters.account ?? SMART }))
  return { ...kit, wallet }
}

describe('AccountTypeRow in Account', () => {
  it("default: the smart account is in use → 'Smart account' and 'Not deployed yet' tags, 'Use plain account'", async () => {
    const kit = await signedIn()

    const row = await kit.modal().findByTestId('account-type')
    expect(row.getAttribute('data-state')).toBe('smartAccount')
    expect(kit.modal().getByTestId('account-type-tag').textContent).toBe('Smart account')
    expect(kit.modal().getByTestId('account-type-undeployed').textContent).toBe('Not deployed yet')
    expect(kit.modal().getByRole('button', { name: 'Use plain account' })).toBeTruthy()
    expect(kit.modal().getByTestId('account-address').getAttribute('title')).toBe(
      TEST_SMART_ACCOUNT_ADDRESS,
    )
    const results = await axe.run(row)
    expect(results.violations).toEqual([])
  })

  it("behavior: deployed since (its first transaction) → 'Not deployed yet' goes when Account shows again", async () => {
    const kit = await signedIn()
    await kit.modal().findByTestId('account-type-undeployed')

    kit.wallet.deploySmartAccount()
    act(() => closeModal(kit.config))
    await kit.user.click(await screen.findByRole('button', { name: SMART }))

    await waitFor(() => expect(kit.modal().queryByTestId('account-type-undeployed')).toBeNull())
    expect(kit.modal().getByTestId('account-type-tag').textContent).toBe('Smart account')
  })

  it("behavior: 'Use plain account' → the EOA's address, no tag, 'Use smart account'; and back", async () => {
    const kit = await signedIn()

    await kit.user.click(await kit.modal().findByRole('button', { name: 'Use plain account' }))

    await waitFor(() =>
      expect(kit.modal().getByTestId('account-address').getAttribute('title')).toBe(TEST_ADDRESS),
    )
    expect(kit.modal().getByTestId('account-type').getAttribute('data-state')).toBe('eoa')
    expect(kit.modal().queryByTestId('account-type-tag')).toBeNull()
    expect(kit.modal().queryByTestId('account-type-undeployed')).toBeNull()
    expect(kit.config.storage.get(storageKeys.preferredAccountTypes)).toEqual({ eip155: 'eoa' })

    await kit.user.click(kit.modal().getByRole('button', { name: 'Use smart account' }))

    await waitFor(() =>
      expect(kit.modal().getByTestId('account-address').getAttribute('title')).toBe(
        TEST_SMART_ACCOUNT_ADDRESS,
      ),
    )
    expect(kit.modal().getByTestId('account-type-tag').textContent).toBe('Smart account')
  })

  it("behavior: on a network without smart accounts → the EOA; 'Use smart account' is refused with the rule's message", async () => {
    const kit = await signedIn()
    await act(() => switchNetwork(kit.config, localNetwork2))
    await waitFor(() =>
      expect(kit.modal().getByTestId('account-address').getAttribute('title')).toBe(TEST_ADDRESS),
    )

    await kit.user.click(kit.modal().getByRole('button', { name: 'Use smart account' }))

    const alert = await kit.modal().findByRole('alert')
    expect(alert.textContent).toBe('Smart accounts are not available on this network')
    expect(kit.wallet.calls.setPreferredAccount).toBe(0)
    expect(kit.modal().getByTestId('account-address').getAttribute('title')).toBe(TEST_ADDRESS)

    // Back on the network that enables them: the refusal goes, the smart account is back.
    await act(() => switchNetwork(kit.config, localNetwork))
    await waitFor(() =>
      expect(kit.modal().getByTestId('account-address').getAttribute('title')).toBe(
        TEST_SMART_ACCOUNT_ADDRESS,
      ),
    )
    expect(kit.modal().queryByRole('alert')).toBeNull()
  })

  it('behavior: another wallet (not the embedded one) → no account type row', async () => {
    const kit = await renderKit()
    await act(() => connect(kit.config, { connectorId: kit.adapter.getConnectors()[0]?.id ?? '' }))
    await kit.user.click(await screen.findByRole('button', { name: PLAIN }))
    await kit.modal().findByTestId('account-address')
    expect(kit.modal().queryByTestId('account-type')).toBeNull()
  })

  it('i18n: German → the tags and the switch in German', async () => {
    const wallet = authAdapter({
      signedInAs: 'ada@example.org',
      smartAccountEnabledNetworks: [localNetwork.id as number],
    })
    const kit = await renderKit({ extraAdapters: [wallet], options: { locale: 'de' } })
    await act(() => connectEmail(kit.config, { email: 'ada@example.org' }))
    await kit.user.click(await screen.findByRole('button', { name: SMART }))

    expect((await kit.modal().findByTestId('account-type-tag')).textContent).toBe('Smart Account')
    expect(kit.modal().getByTestId('account-type-undeployed').textContent).toBe(
      'Noch nicht bereitgestellt',
    )
    expect(kit.modal().getByRole('button', { name: 'Normales Konto nutzen' })).toBeTruthy()
  })
})

describe('AccountTypeRow in ProfileWallets', () => {
  it('behavior: under the EVM wallets, the same tags and switch', async () => {
    const kit = await signedIn({ multiWallet: true })
    await kit.user.click(await kit.modal().findByRole('button', { name: 'Wallets' }))
    await kit.modal().findByRole('heading', { name: 'Wallets' })

    const row = await kit.modal().findByTestId('account-type')
    expect(row.closest('section')?.textContent).toContain('Smart account')
    await kit.user.click(kit.modal().getByRole('button', { name: 'Use plain account' }))

    await waitFor(() =>
      expect(kit.modal().getByTestId('account-type').getAttribute('data-state')).toBe('eoa'),
    )
    expect(kit.config.stores.account.getState().namespaces.eip155?.address).toBe(TEST_ADDRESS)
  })
})
