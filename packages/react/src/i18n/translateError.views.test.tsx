import { openModal, PAY_NOT_PAID_MESSAGES, pay, SocialPopupClosedError } from '@portico/core'
import { act } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openAccountWithTransfers } from '../test/openSendView.ts'
import { cleanupKits, renderKit } from '../test/renderKit.tsx'

// The views show what core reports through translateError: a failure core keeps as text in its
// state reads in the visitor's language. translateError.test.ts covers every message; these
// check that the views pass theirs through it.
afterEach(cleanupKits)

// The modules the views below load (the modal's, each view's, the two catalogues), imported
// once up front with a bound of their own: on a loaded machine their first transform took
// longer than a test's 25 s wait, and than the kit's 10 s CHUNK_TIMEOUT.
beforeAll(async () => {
  await Promise.all([
    import('../modal/modalBundle.ts'),
    import('../views/ConnectingSocial/socialBundle.ts'),
    import('../views/EmailLogin/emailBundle.ts'),
    import('../views/AllWallets/allWalletsBundle.ts'),
    import('../views/Account/accountBundle.ts'),
    import('../views/Send/sendBundle.ts'),
    import('../views/Buy/buyBundle.ts'),
    import('../views/Pay/payBundle.ts'),
    import('./compiled/de.ts'),
    import('./compiled/ar.ts'),
  ])
}, 180_000)

/** Each test has 30 s, its modules already loaded (above). */
const VIEW_TIMEOUT = { timeout: 25_000 }

describe("views show core's failures in the visitor's language", { timeout: 30_000 }, () => {
  it('ConnectingSocial: a closed popup, in German', async () => {
    const kit = await renderKit({ options: { locale: 'de' } })
    kit.config.stores.auth.setState({
      social: { provider: 'github', status: 'error', error: new SocialPopupClosedError().message },
    })
    await act(() => openModal(kit.config, { view: 'ConnectingSocial' }))
    const alert = await kit.modal().findByRole('alert', {}, VIEW_TIMEOUT)
    expect(alert.textContent).toBe('Pop-up geschlossen')
  })

  it("EmailLogin: the server's wait, in Arabic with its dual", async () => {
    const kit = await renderKit({ options: { locale: 'ar' } })
    kit.config.stores.auth.setState({
      login: {
        email: 'visitor@example.org',
        step: 'otp',
        busy: false,
        error: 'Please try again after 2 seconds',
        sentAt: Date.now(),
      },
    })
    await act(() => openModal(kit.config, { view: 'EmailLogin' }))
    const alert = await kit.modal().findByRole('alert', {}, VIEW_TIMEOUT)
    expect(alert.textContent).toBe('يُرجى المحاولة مرة أخرى بعد ثانيتين')
  })

  it("All Wallets: the directory's failure, in German", async () => {
    const kit = await renderKit({ options: { locale: 'de' } })
    kit.directory.setMode('error')
    await act(() => openModal(kit.config, { view: 'AllWallets' }))
    const error = await kit.modal().findByTestId('wallets-error', {}, VIEW_TIMEOUT)
    expect(error.textContent).toContain('HTTP-Statuscode: 500')
    expect(error.textContent).not.toContain('HTTP status code')
  })

  it('Send: the rule the form breaks, on its button and under the field, in German', async () => {
    const kit = await openAccountWithTransfers({ options: { locale: 'de' } })
    await act(() => openModal(kit.config, { view: 'Send' }))
    const review = await kit.modal().findByTestId('send-review', {}, VIEW_TIMEOUT)
    // The native token is picked once the balances are in; before, the rule is the token's.
    await kit.modal().findByTestId('send-token-balance', {}, VIEW_TIMEOUT)
    await kit.user.click(review)
    expect(review.textContent).toBe('Betrag und Empfängeradresse sind erforderlich')
    expect(
      kit.modal().getAllByText('Betrag und Empfängeradresse sind erforderlich').length,
    ).toBeGreaterThan(1)
  })

  it("Buy: the provider's limits and the indicative note, in German", async () => {
    const kit = await openAccountWithTransfers({ options: { locale: 'de' } })
    await kit.user.click(kit.modal().getByRole('button', { name: 'Kaufen' }))
    const amount = await kit.modal().findByLabelText(/^Betrag/, {}, VIEW_TIMEOUT)
    expect(kit.modal().getByTestId('buy-indicative').textContent).toBe(
      'Die Zahlen sind Richtwerte: Der Anbieter war für Live-Preise nicht erreichbar',
    )
    await kit.user.type(amount, '5')
    const alert = kit.modal().getByTestId('buy-amount-error')
    expect(alert.textContent).toBe('Der Betrag muss mindestens 10 USD betragen')
    await kit.user.type(amount, '0000')
    expect(alert.textContent).toBe('Der Betrag darf per Karte höchstens 7.500 USD betragen')
  })

  it('Pay: why nothing was paid, in German', async () => {
    const kit = await renderKit({ options: { locale: 'de', features: { pay: true } } })
    act(() => {
      // Never settles: the visitor does not pay.
      pay(kit.config, {
        recipient: '0x000000000000000000000000000000000000dEaD',
        amount: '0.01',
        asset: 'native',
        network: 'eip155:31337',
      }).catch(() => undefined)
    })
    await kit.modal().findByTestId('pay-amount', {}, VIEW_TIMEOUT)
    // As core's payWithExchange says it when the browser blocks the exchange's window.
    act(() => kit.config.stores.pay.setState({ error: PAY_NOT_PAID_MESSAGES.blocked }))
    expect((await kit.modal().findByTestId('pay-error')).textContent).toBe(
      'Das Fenster der Börse wurde blockiert: Erlauben Sie Pop-ups für diese Website und versuchen Sie es erneut',
    )
  })
})
