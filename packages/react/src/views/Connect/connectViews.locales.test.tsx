import { type Locale, mockPairingAdapter, navigate, openModal } from '@portico/core'
import { authAdapter } from '@portico/test-utils/authAdapter'
import { memorySiwx } from '@portico/test-utils/memorySiwx'
import { localNetwork } from '@portico/test-utils/networks'
import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WalletButton } from '../../button/WalletButton.tsx'
import english from '../../i18n/catalogs/en/connect.json'
import type { Translate } from '../../i18n/messageId.ts'
import { translatorFor } from '../../i18n/translators.ts'
import { connectTestWallet } from '../../test/connectTestWallet.ts'
import {
  cleanupKits,
  type Kit,
  type RenderKitParameters,
  renderKit,
} from '../../test/renderKit.tsx'

// Issue #30: the connecting views (Connect, All Wallets, the connecting views, e-mail, networks,
// SIWX) speak the visitor's language, with no English left, and Arabic reads right to left.

afterEach(cleanupKits)

const LEGAL_URLS = {
  termsConditionsUrl: 'https://example.org/terms',
  privacyPolicyUrl: 'https://example.org/privacy',
}

/**
 * The English words of the connect catalogue, in pieces of two words or more between its
 * arguments ('Continue in {wallet}' → 'Continue in'), that `locale` does not say the same way.
 * Single words are left out: wallet names ('Portico Test Wallet') would match them.
 */
async function englishPhrases(locale: Locale): Promise<string[]> {
  const translated = (await import(`../../i18n/catalogs/${locale}/connect.json`)).default as Record<
    string,
    string
  >
  return Object.entries(english).flatMap(([id, message]) =>
    message.includes(', select,')
      ? []
      : message
          .split(/\{[^}]*\}/)
          .map((piece) => piece.trim().replace(/[.“”]+$/, ''))
          .filter((piece) => piece.includes(' ') && !translated[id]?.includes(piece)),
  )
}

/** What the visitor sees or hears in the dialog: its text, names, placeholders and titles. */
function shownText(dialog: HTMLElement): string {
  const attributes = [...dialog.querySelectorAll('*')].flatMap((element) =>
    ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
  )
  return [dialog.textContent ?? '', ...attributes].join('\n')
}

async function expectNoEnglish(kit: Kit, locale: Locale) {
  const text = shownText(await kit.modal().findByRole('dialog'))
  const left = (await englishPhrases(locale)).filter((phrase) => text.includes(phrase))
  expect(left, 'English left in the dialog').toEqual([])
}

async function openIn(locale: Locale, parameters: RenderKitParameters = {}) {
  const kit = await renderKit({
    ...parameters,
    options: { ...parameters.options, locale },
  })
  const t = await translatorFor(locale).load()
  // The page's Connect button, whatever it reads yet.
  const connectButton = document.querySelector<HTMLElement>('[data-portico-connect-button]')
  if (!connectButton) throw new Error('no Connect button')
  await kit.user.click(connectButton)
  const dialog = await kit.modal().findByRole('dialog', {}, { timeout: 10_000 })
  expect(dialog.closest('.portico')?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr')
  return { kit, t }
}

/** The text of a rich message as the visitor reads it: its elements' names filled in. */
const legalAgreement = (t: Translate) =>
  t('connect.legal.checkbox.both', {
    terms: t('connect.legal.terms'),
    privacy: t('connect.legal.privacy'),
  })

describe('the connecting views in German', () => {
  it('Connect: the legal checkbox, collapsed wallets, e-mail and socials in German', async () => {
    const { kit } = await openIn('de', {
      extraAdapters: [authAdapter()],
      options: { ...LEGAL_URLS, features: { legalCheckbox: true, collapseWallets: true } },
    })
    const modal = kit.modal()
    const agree = await modal.findByRole('checkbox', {
      name: 'Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu',
    })
    expect(modal.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe(
      LEGAL_URLS.privacyPolicyUrl,
    )
    expect(modal.getByRole('form', { name: 'Mit E-Mail anmelden' })).toBeTruthy()
    expect(modal.getByRole('textbox', { name: 'Mit E-Mail fortfahren' })).toBeTruthy()
    expect(modal.getByRole('button', { name: 'Weiter mit Google' })).toBeTruthy()
    expect(modal.getByRole('button', { name: 'Weitere Anmeldeoptionen' })).toBeTruthy()
    expect(modal.getByText('Neu bei Wallets?')).toBeTruthy()
    await expectNoEnglish(kit, 'de')

    await kit.user.click(agree)
    await kit.user.click(modal.getByRole('button', { name: 'Mit einer Wallet fortfahren' }))
    const wallets = modal.getByRole('list', { name: 'Wallets' })
    expect(within(wallets).getByRole('button', { name: /^Alle Wallets/ })).toBeTruthy()
    await expectNoEnglish(kit, 'de')
  })

  it('the legal line without the checkbox names only the links there are', async () => {
    const { kit } = await openIn('de', {
      options: { termsConditionsUrl: LEGAL_URLS.termsConditionsUrl },
    })
    const line = await kit.modal().findByText(/Mit dem Verbinden einer Wallet/)
    expect(line.textContent).toBe(
      'Mit dem Verbinden einer Wallet stimmen Sie unseren Nutzungsbedingungen zu.',
    )
  })

  it('All Wallets: the search and its empty answer', async () => {
    const { kit } = await openIn('de')
    await kit.user.click(await kit.modal().findByRole('button', { name: /^Alle Wallets/ }))
    const search = await kit.modal().findByRole('searchbox', { name: 'Wallets suchen' })
    await kit.user.type(search, 'zzzz')
    expect(await kit.modal().findByText('Keine Wallets gefunden')).toBeTruthy()
    // The visitor's words are an isolate of their own in the sentence.
    expect(
      kit
        .modal()
        .getByText(
          (_: string, element: Element | null) =>
            element?.tagName === 'P' &&
            element.textContent ===
              'Nichts passt zu „zzzz“. Prüfen Sie die Schreibweise oder versuchen Sie einen anderen Namen.',
        ),
    ).toBeTruthy()
    await expectNoEnglish(kit, 'de')
  })

  it('ConnectingExternal: where to look while the wallet is asked', async () => {
    const { kit } = await openIn('de')
    kit.adapter.holdConnects()
    await kit.user.click(await kit.modal().findByRole('button', { name: /Portico Test Wallet/ }))
    expect(await kit.modal().findByText('In Portico Test Wallet fortfahren')).toBeTruthy()
    expect(kit.modal().getByText('Verbindung wird angefragt')).toBeTruthy()
    await expectNoEnglish(kit, 'de')
  })

  it('ConnectingWalletConnect: the QR code, its expiry and the copy button', async () => {
    const walletConnect = mockPairingAdapter({
      sessions: {
        eip155: { address: '0x70997970C51812dc3A63C0aA6a6B52f5CB1EC3d0', chainId: localNetwork.id },
      },
      now: Date.now,
    })
    const { kit } = await openIn('de', {
      extraAdapters: [walletConnect],
      options: { isMobile: () => false },
    })
    await kit.user.click(await kit.modal().findByRole('button', { name: /WalletConnect/ }))
    expect(
      await kit.modal().findByRole('img', { name: 'QR-Code zum Verbinden Ihrer Wallet' }),
    ).toBeTruthy()
    expect(kit.modal().getByRole('button', { name: 'Link kopieren' })).toBeTruthy()
    expect(await kit.modal().findByRole('timer')).toHaveProperty(
      'textContent',
      expect.stringMatching(/^Läuft ab in \d:\d\d$/),
    )
    await expectNoEnglish(kit, 'de')
  })

  it('EmailLogin: the code step', async () => {
    const { kit } = await openIn('de', { extraAdapters: [authAdapter()] })
    const form = await kit.modal().findByRole('form', { name: 'Mit E-Mail anmelden' })
    await kit.user.type(within(form).getByRole('textbox'), 'ada@example.com')
    await kit.user.click(within(form).getByRole('button', { name: 'Weiter' }))
    expect(await kit.modal().findByRole('textbox', { name: 'Code' })).toBeTruthy()
    const sentTo = kit.modal().getByText(/^Geben Sie den Code ein/)
    expect(sentTo.textContent).toBe(
      'Geben Sie den Code ein, den wir an ada@example.com gesendet haben.',
    )
    expect(sentTo.querySelector('strong')?.getAttribute('dir')).toBe('ltr')
    await expectNoEnglish(kit, 'de')
  })

  it('SIWX: the ask, Cancel and Sign', async () => {
    const { kit } = await openIn('de', {
      options: { siwx: memorySiwx(), metadata: { name: 'Acme Market', icons: [] } },
    })
    await connectTestWallet(kit.config)
    expect(
      await kit.modal().findByText('Acme Market möchte sich mit Ihrer Wallet verbinden'),
    ).toBeTruthy()
    expect(kit.modal().getByRole('button', { name: 'Abbrechen' })).toBeTruthy()
    expect(kit.modal().getByRole('button', { name: 'Signieren' })).toBeTruthy()
    await expectNoEnglish(kit, 'de')
  })
})

describe('the connecting views in Arabic, right to left', () => {
  it('Connect: the legal checkbox, e-mail, socials and the wallet list', async () => {
    const { kit, t } = await openIn('ar', {
      extraAdapters: [authAdapter()],
      options: { ...LEGAL_URLS, features: { legalCheckbox: true } },
    })
    const modal = kit.modal()
    // The label's words, as Chromium names the box (happy-dom's name adds spaces around links).
    const agree = await modal.findByRole('checkbox')
    expect(agree.closest('label')?.textContent).toBe(legalAgreement(t))
    await kit.user.click(agree)
    expect(modal.getByRole('button', { name: 'المتابعة باستخدام Google' })).toBeTruthy()
    const wallets = modal.getByRole('list', { name: t('connect.wallets') })
    expect(within(wallets).getByRole('button', { name: /^كل المحافظ/ })).toBeTruthy()
    await expectNoEnglish(kit, 'ar')
  })

  it('All Wallets: each tile placed from the right', async () => {
    const { kit, t } = await openIn('ar')
    await kit.user.click(await kit.modal().findByRole('button', { name: /^كل المحافظ/ }))
    const grid = await kit.modal().findByRole('list', { name: t('connect.wallets') })
    const [first] = within(grid).getAllByRole('listitem')
    expect(first?.style.getPropertyValue('inset-inline-start')).toContain('calc(0 *')
    expect(first?.style.getPropertyValue('left')).toBe('')
    expect(kit.modal().getByRole('searchbox', { name: 'البحث عن محفظة' })).toBeTruthy()
    await expectNoEnglish(kit, 'ar')
  })

  it('networks: SwitchNetwork, UnsupportedChain and SwitchActiveChain', async () => {
    const { kit, t } = await openIn('ar')
    await connectTestWallet(kit.config)
    await act(() => openModal(kit.config, { view: 'SwitchNetwork' }))
    const networks = await kit.modal().findByRole('list', { name: 'الشبكات' })
    expect(within(networks).getByText(t('connect.networks.connected'))).toBeTruthy()
    await expectNoEnglish(kit, 'ar')

    act(() => navigate(kit.config, 'UnsupportedChain'))
    expect(await kit.modal().findByText('هذه الشبكة غير مدعومة')).toBeTruthy()
    expect(kit.modal().getByRole('button', { name: 'قطع الاتصال' })).toBeTruthy()
    await expectNoEnglish(kit, 'ar')

    act(() =>
      navigate(kit.config, 'SwitchActiveChain', { switchActiveChain: { namespace: 'solana' } }),
    )
    expect(
      await kit.modal().findByText('لا توجد محفظة Solana متصلة. اربط محفظة للمتابعة.'),
    ).toBeTruthy()
    expect(kit.modal().getByRole('button', { name: 'ربط محفظة Solana' })).toBeTruthy()
    await expectNoEnglish(kit, 'ar')
  })
})

describe('the wallet buttons on the page', () => {
  it("read the locale's words once its messages are in; wallet and provider names stay", async () => {
    await renderKit({
      options: { locale: 'de' },
      extraAdapters: [authAdapter()],
      children: (
        <>
          <WalletButton wallet="email" />
          <WalletButton wallet="google" />
          <WalletButton wallet="dev.portico.test" />
        </>
      ),
    })
    expect(
      await screen.findByRole('button', { name: 'Weiter mit E-Mail' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Weiter mit E-Mail' }).textContent).toBe('E-Mail')
    expect(screen.getByRole('button', { name: 'Weiter mit Google' })).toBeTruthy()
    expect(
      await screen.findByRole('button', { name: 'Portico Test Wallet verbinden' }),
    ).toBeTruthy()
  })
})
