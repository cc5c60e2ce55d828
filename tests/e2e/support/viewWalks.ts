import { expect, type Locator, type Page } from '@playwright/test'
import { type Address, keccak256, parseEther, stringToHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { fillBuyForm, quotedAmount } from './buy.ts'
import { modal, PAIRING_TIMEOUT_MS, TEST_WALLET_NAME, walletControl } from './demo.ts'
import { approveDeviceLink } from './deviceApproval.ts'
import { EMBEDDED_FRAME, submitCode, submitEmail } from './emailSignIn.ts'
import { relayOutage } from './farcaster.ts'
import { listedHashes } from './history.ts'
import { readDeviceLink, readSignInCode, uniqueEmail } from './mailbox.ts'
import { containing, frameText, kitText } from './messages.ts'
import { nameZone, registerNameByApi, serverName } from './names.ts'
import { ownAccountsFunder } from './ownAccountsFunder.ts'
import { startOwnServer } from './ownServer.ts'
import { installInjectedOnlyWallet } from './secondWallet.ts'
import { fillSendForm } from './send.ts'
import { pressSocialButton } from './socialButtons.ts'
import { fundSolanaAccount } from './solanaFunds.ts'
import { chainClient, stackInfo } from './stack.ts'

// Walks through every view of the modal, the way the other specs reach each one, and hands
// each view to `visit` once it has settled: the screenshot spec pictures it, the layout spec
// checks it fits at 200 % zoom with a large default font. Each control is found by its name in
// the walk's locale (the kit's and the frame's catalogues, support/messages.ts) or by a test id;
// wallet and network names and addresses are the same in every language.

/**
 * The languages the views are walked in: Arabic for right to left. The kit follows the
 * browser's language, which the spec sets per locale (`test.use({ locale })`).
 */
export const LOCALES = ['en', 'ar'] as const
export type Locale = (typeof LOCALES)[number]

/**
 * A demo page in `locale`. The demo has no language of its own: the kit follows the browser's,
 * which the spec sets (`test.use({ locale })`), so the path is the same in every locale. A
 * locale joins by adding it to LOCALES; its baselines then come from one `--update-snapshots`
 * run (tests/e2e/README.md).
 */
export function demoUrl(path: string, _locale: Locale): string {
  return path
}

export interface VisitOptions {
  /** What changes from run to run (random addresses, QR codes, timers, fees, month headings). */
  mask?: (dialog: Locator) => Locator[]
  /**
   * The view scrolls a long list of its own (All Wallets' directory): its picture shows the
   * modal as it is, not grown to the whole list.
   */
  scrolls?: boolean
  /** What else to wait for in each theme before the view is checked (a state that settles late). */
  ready?: () => Promise<void>
  /**
   * What changes from run to run inside the embedded wallet's frame, painted over through its
   * own style rather than masked: a mask drawn over the frame covers it, which its clickjacking
   * guard notices (Approve disarms and a hint shows, at a moment no picture can predict).
   */
  blank?: () => Locator[]
}

/** Called on each view, named (e.g. 'send-review'), once it has settled. */
export type VisitView = (name: string, options?: VisitOptions) => Promise<void>

export interface ViewWalk {
  title: string
  /** The test's time limit, for walks that wait on e-mail or a chain. */
  timeoutMs?: number
  run(page: Page, locale: Locale, visit: VisitView): Promise<void>
}

const LOCAL = 31337
/** Where Send's review and Pay send to: a fixed address, so they look the same each run. */
const RECEIVER: Address = '0x000000000000000000000000000000000000dEaD'

/** The page's connect button (the demo also has buttons for single wallets, 'Connect …'). */
const connectButton = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: kitText(locale)('button.connect'), exact: true })

/** A fixed key per locale and purpose: a fresh account on each new stack, the same each run. */
function fixedKey(locale: Locale, purpose: string): `0x${string}` {
  return keccak256(stringToHex(`portico-views-${locale}-${purpose}`))
}

/**
 * Gives the account 2 ETH, 100 PUSD and a listed NFT from dev account 4 (the funder of the
 * walks' lane), once per stack (a later walk with the same account finds it funded): its Tokens,
 * NFTs and Activity are then the same on every run.
 */
async function fundOnce(address: Address): Promise<void> {
  if ((await chainClient(LOCAL).getBalance({ address })) > 0n) return
  const funder = ownAccountsFunder(LOCAL)
  await funder.sendEth(address, parseEther('2'))
  await funder.sendToken('PUSD', address, '100')
  await funder.mintNft(address, { spam: false })
  // Account reads the history once and keeps it 30 s (spec §9): pictured before the stack's
  // indexer (it looks every second) had the mint, its NFTs tab stayed empty.
  await untilListed(address, 3)
}

/** Until the stack's history service lists at least `count` transactions of the account. */
async function untilListed(address: Address, count: number): Promise<void> {
  const listed = () =>
    listedHashes(stackInfo().serverUrl, address, LOCAL).then(
      (hashes) => hashes.length,
      () => 0,
    )
  await expect.poll(listed, { timeout: 30_000 }).toBeGreaterThanOrEqual(count)
}

/** Installs the fixed account's wallet ('Browser Wallet'), opens the demo and connects it. */
async function connectFixedAccount(page: Page, locale: Locale): Promise<Address> {
  const address = await installInjectedOnlyWallet(page, fixedKey(locale, 'account'))
  await fundOnce(address)
  await page.goto(demoUrl('/', locale))
  await connectButton(page, locale).click()
  await modal(page)
    .getByRole('button', { name: /Browser Wallet/ })
    .click()
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  return address
}

async function openAccount(page: Page): Promise<void> {
  await page.locator('[data-portico-connect-button]').click()
  await expect(modal(page).getByTestId('account-address')).toBeVisible()
}

async function back(page: Page, locale: Locale): Promise<void> {
  await modal(page)
    .getByRole('button', { name: kitText(locale)('header.back'), exact: true })
    .click()
}

async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
}

const connectViews: ViewWalk = {
  title: 'Connect, All Wallets and each Connecting view',
  timeoutMs: 90_000,
  async run(page, locale, visit) {
    const text = kitText(locale)
    await page.goto(demoUrl('/', locale))
    await connectButton(page, locale).click()
    const dialog = modal(page)
    await expect(dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })).toBeVisible()
    await visit('connect')

    await dialog.getByRole('button', { name: containing(text('connect.allWallets')) }).click()
    await expect(
      dialog
        .getByRole('list', { name: text('connect.wallets') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible()
    await visit('all-wallets', { scrolls: true })
    await back(page, locale)

    // The wallet waits for the person: the Connecting view stays on its pending state.
    await walletControl(page, 'wallet.setAutoApprove(false)')
    await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click()
    await expect(dialog.locator('.connecting-image[data-state="pending"]')).toBeVisible()
    await visit('connecting-external')
    await walletControl(page, 'wallet.decline()')
    await closeModal(page)

    // The QR code is for a desktop: a window at most 600 px wide is a phone's, whose Connect
    // offers the wallets' own apps instead (spec §2). The modal is 360 px wide in both.
    const phone = page.viewportSize()
    await page.setViewportSize({ width: 1024, height: phone?.height ?? 800 })
    await connectButton(page, locale).click()
    await dialog.getByRole('button', { name: /WalletConnect/ }).click()
    // WalletConnect's own view: a QR code for any wallet.
    const qr = dialog.getByRole('img', { name: text('connect.pairing.qrLabelAny') })
    await expect(qr).toBeVisible({ timeout: PAIRING_TIMEOUT_MS })
    // A new pairing each time: its QR code and the time it has left.
    await visit('connecting-walletconnect', { mask: (view) => [qr, view.getByRole('timer')] })
    await closeModal(page)
    if (phone) await page.setViewportSize(phone)

    await connectButton(page, locale).click()
    const popupOpened = page.waitForEvent('popup')
    await dialog
      .getByRole('button', { name: text('connect.social.continueWith', { provider: 'Google' }) })
      .click()
    const popup = await popupOpened
    await expect(
      dialog.getByText(text('connect.social.logInWith', { provider: 'Google' })),
    ).toBeVisible()
    await visit('connecting-social')
    await popup.close()
    await closeModal(page)

    // Farcaster: its QR code and link (new each time), on a desktop-wide window; then the
    // relay unreachable.
    await page.setViewportSize({ width: 1024, height: phone?.height ?? 800 })
    const farcaster = dialog.getByTestId('connecting-farcaster')
    const continueWithFarcaster = async () => {
      await connectButton(page, locale).click()
      await pressSocialButton(dialog, 'Farcaster', locale)
    }
    await continueWithFarcaster()
    await expect(farcaster).toHaveAttribute('data-state', 'waiting')
    await visit('connecting-farcaster', {
      mask: (view) => [view.locator('[data-value]').first()],
    })
    await closeModal(page)
    await relayOutage(true)
    try {
      await continueWithFarcaster()
      await expect(farcaster).toHaveAttribute('data-state', 'error', { timeout: 30_000 })
      await visit('connecting-farcaster-error')
    } finally {
      await relayOutage(false)
    }
    await closeModal(page)
    if (phone) await page.setViewportSize(phone)
  },
}

const emailAndApprove: ViewWalk = {
  title:
    'e-mail sign-in, its code step, the Approve view in the frame, and Account of the smart and the plain account',
  timeoutMs: 90_000,
  async run(page, locale, visit) {
    const email = uniqueEmail('views')
    await page.goto(demoUrl('/', locale))
    await connectButton(page, locale).click()
    const dialog = modal(page)
    const since = await submitEmail(page, email, locale)
    // The address is new each run (and shown shortened).
    const hideEmail = (view: Locator) => [view.getByText(/views-\d+-\d+@/)]
    await expect(dialog.getByTestId('email-device-approval')).toContainText(
      kitText(locale)('connect.email.device.title'),
    )
    await visit('email-device', { mask: hideEmail })

    const browser = page.context().browser()
    if (!browser) throw new Error('No browser to open the e-mail link in')
    await approveDeviceLink(browser, await readDeviceLink(email, since))
    await expect(dialog.getByTestId('otp-input')).toBeVisible()
    await visit('email-code', { mask: hideEmail })

    await submitCode(page, await readSignInCode(email, since), locale)
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    const address = (await page.getByTestId('demo-address').textContent()) as Address
    await ownAccountsFunder(LOCAL).sendEth(address, parseEther('1'))

    // A transaction from the page: the frame shows what it does and asks to approve.
    await page.getByTestId('demo-send-button').click()
    const frame = page.frameLocator(EMBEDDED_FRAME)
    const frameSays = frameText(locale)
    await expect(frame.getByRole('button', { name: frameSays('approve.approve') })).toBeEnabled({
      timeout: 20_000,
    })
    await visit('approve-transaction', {
      // Approve arms once the frame has been seen uncovered for a while (its clickjacking
      // guard); until then a hint shows in its place.
      ready: () => expect(frame.locator('footer[data-armed="true"]')).toBeAttached(),
      // The account is new each run (its address is in the sentence and the From and To rows),
      // and the fee follows the chain's gas price.
      blank: () => [
        frame.locator('p.transfer'),
        frame.getByText(address, { exact: true }),
        frame.locator(`dt:text-is("${frameSays('field.maxNetworkFee')}") + dd`),
      ],
    })
    await frame.getByRole('button', { name: frameSays('approve.reject') }).click()
    await expect(modal(page)).toBeHidden()

    // Account of the smart account (spec §6's default on a network that enables it): its tag,
    // 'Not deployed yet', and the switch to the plain account; then the plain account's.
    await openAccount(page)
    await expect(dialog.getByTestId('account-type-undeployed')).toBeVisible()
    const hideAccount = (view: Locator) => [
      ...hideEmail(view),
      view.getByTestId('account-address'),
      view.getByTestId('identicon'),
    ]
    // The watch brings the funded balance within its 4 s poll: pictured once it has.
    await expect(dialog.getByTestId('account-balance')).toHaveText('1.00 ETH', { timeout: 15_000 })
    await visit('account-smart-account', { mask: hideAccount })
    // The e-mail is as long as Account shows one (30 characters, spec §5): its row wraps, and
    // the change button's label stays on one line.
    const changeEmail = dialog.getByRole('button', {
      name: kitText(locale)('account.email.change'),
    })
    expect(await linesOf(changeEmail)).toBe(1)
    await dialog.getByTestId('account-type-switch').click()
    await expect(dialog.getByTestId('account-type-tag')).toHaveCount(0)
    await expect(dialog.getByTestId('account-type-switch')).toBeEnabled()
    await visit('account-plain-account', { mask: hideAccount })
    await page.keyboard.press('Escape')
  },
}

/** How many CSS pixels of the element lie beyond the viewport's left or right edge. */
function outsideViewport(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect()
    return Math.max(0, -box.left) + Math.max(0, box.right - document.documentElement.clientWidth)
  })
}

/** How many lines the element's text is laid out on. */
function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size
  })
}

const solanaEmbeddedViews: ViewWalk = {
  title:
    'the embedded wallet on Solana: Account, and the Approve view of a message and of a transfer',
  timeoutMs: 120_000,
  async run(page, locale, visit) {
    const email = uniqueEmail('views-solana')
    await page.goto(demoUrl('/?networks=solana', locale))
    await connectButton(page, locale).click()
    const dialog = modal(page)
    const since = await submitEmail(page, email, locale)
    await expect(dialog.getByTestId('email-device-approval')).toBeVisible()
    const browser = page.context().browser()
    if (!browser) throw new Error('No browser to open the e-mail link in')
    await approveDeviceLink(browser, await readDeviceLink(email, since))
    await submitCode(page, await readSignInCode(email, since), locale)
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    const address = (await page.getByTestId('demo-address').textContent()) ?? ''
    // The account is new each run (its address, picture and e-mail), with nothing on it yet.
    await openAccount(page)
    await visit('account-solana-embedded', {
      mask: (view) => [
        view.getByTestId('account-address'),
        view.getByTestId('identicon'),
        view.getByText(/views-solana-\d+/),
      ],
    })
    await closeModal(page)
    await fundSolanaAccount(address, { lamports: 2_000_000_000n })

    const frame = page.frameLocator(EMBEDDED_FRAME)
    const frameSays = frameText(locale)
    const armed = () => expect(frame.locator('footer[data-armed="true"]')).toBeAttached()
    const reject = async () => {
      await frame.getByRole('button', { name: frameSays('approve.reject') }).click()
      await expect(frame.getByRole('button', { name: frameSays('approve.reject') })).toBeHidden()
    }
    // A message: its text, and the account that signs (new each run).
    await page.getByTestId('demo-sign-input').fill('Hello from Portico')
    await page.getByTestId('demo-sign-button').click()
    await expect(frame.getByRole('button', { name: frameSays('approve.approve') })).toBeEnabled({
      timeout: 20_000,
    })
    await visit('approve-solana-message', {
      ready: armed,
      blank: () => [frame.getByText(address, { exact: true })],
    })
    await reject()

    // A transfer of 0.001 SOL to the account itself (the demo's Solana panel), simulated.
    await page.getByTestId('demo-solana-send').click()
    await expect(frame.getByRole('button', { name: frameSays('approve.approve') })).toBeEnabled({
      timeout: 20_000,
    })
    await visit('approve-solana-transfer', {
      ready: armed,
      blank: () => [frame.locator('p.transfer'), frame.getByText(address, { exact: true })],
    })
    await reject()
  },
}

const accountViews: ViewWalk = {
  title:
    'Account and its tabs, Send and its review, Receive, Swap, Buy, networks, UnsupportedChain',
  timeoutMs: 90_000,
  async run(page, locale, visit) {
    const text = kitText(locale)
    await connectFixedAccount(page, locale)
    await openAccount(page)
    const dialog = modal(page)
    await expect(dialog.getByTestId('token-row')).toHaveCount(2)
    await visit('account-tokens')
    await dialog.getByRole('tab', { name: text('account.tabs.nfts') }).click()
    await expect(dialog.getByTestId('nft')).toHaveCount(1)
    // The token id counts every mint of the collection in the run.
    const tokenIds = (view: Locator) => [view.getByText(/#\d+/)]
    await visit('account-nfts', { mask: tokenIds })
    await dialog.getByRole('tab', { name: text('account.tabs.activity') }).click()
    await expect(dialog.getByTestId('activity-row')).toHaveCount(3)
    await visit('account-activity', {
      mask: (view) => [view.locator('.month-heading'), ...tokenIds(view)],
    })
    await dialog.getByRole('tab', { name: text('account.tabs.tokens') }).click()

    const feature = (id: string) => dialog.getByRole('button', { name: text(id), exact: true })
    await feature('account.feature.send').click()
    await expect(dialog.getByRole('form', { name: text('send.form') })).toBeVisible()
    await visit('send')
    await fillSendForm(page, { symbol: 'ETH', amount: '0.5', receiver: RECEIVER }, locale)
    await dialog.getByTestId('send-review').click()
    await expect(dialog.getByLabel(text('send.preview.estimatingFee'))).toHaveCount(0, {
      timeout: 20_000,
    })
    await visit('send-review', { mask: (view) => [view.getByTestId('send-preview-fee')] })
    await closeModal(page)

    await openAccount(page)
    await feature('account.feature.receive').click()
    await expect(dialog.getByTestId('receive-address')).toBeVisible()
    await visit('receive')
    await back(page, locale)

    await feature('account.feature.swap').click()
    await expect(dialog.getByRole('form', { name: text('swap.form') })).toBeVisible()
    await visit('swap')
    await back(page, locale)

    await feature('account.feature.buy').click()
    await expect(dialog.getByRole('form', { name: text('buy.form') })).toBeVisible()
    await fillBuyForm(page, { amount: '50' }, locale)
    await quotedAmount(page)
    await visit('buy')
    await back(page, locale)

    const network = stackInfo().chains.find((chain) => chain.chainId === LOCAL)?.name ?? ''
    await dialog
      .getByRole('button', { name: text('account.networkSwitch', { network }), exact: true })
      .click()
    await expect(dialog.getByRole('button', { name: /Portico Local 2/ })).toBeVisible()
    await visit('networks')
    await closeModal(page)

    // The person picks a network this dApp does not list, in the wallet.
    await walletControl(
      page,
      `await window.ethereum.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x7a6b',
        chainName: 'Elsewhere', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['${stackInfo().chains[0]?.rpcUrl}'] }] }); wallet.setChain(31339)`,
    )
    await expect(dialog.getByText(text('connect.unsupported.title'))).toBeVisible()
    await visit('unsupported-chain')
  },
}

const payView: ViewWalk = {
  title: 'Pay',
  async run(page, locale, visit) {
    await connectFixedAccount(page, locale)
    await page.getByTestId('demo-pay-to').fill(RECEIVER)
    await page.getByTestId('demo-pay-button').click()
    await expect(modal(page).getByTestId('pay-fee')).toContainText('ETH', { timeout: 20_000 })
    await visit('pay', { mask: (view) => [view.getByTestId('pay-fee')] })
  },
}

const siwxView: ViewWalk = {
  title: 'SIWX: the sign-in message',
  async run(page, locale, visit) {
    await page.goto(demoUrl('/?siwx=required', locale))
    await connectButton(page, locale).click()
    await modal(page)
      .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
      .click()
    await expect(
      modal(page).getByRole('heading', { name: kitText(locale)('title.SIWXSignMessage') }),
    ).toBeVisible()
    await visit('siwx-sign-message')
  },
}

const profileWallets: ViewWalk = {
  title: 'ProfileWallets',
  async run(page, locale, visit) {
    // The project's remote config turns multi-wallet on: a service of the test's own.
    const server = await startOwnServer({ features: [{ id: 'multiWallet', isEnabled: true }] })
    try {
      const key = fixedKey(locale, 'second-wallet')
      await installInjectedOnlyWallet(page, key)
      const text = kitText(locale)
      await page.goto(demoUrl(`/?${new URLSearchParams({ 'portico-api': server.url })}`, locale))
      await connectButton(page, locale).click()
      const dialog = modal(page)
      await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).click()
      await expect(page.getByTestId('demo-status')).toHaveText('connected')
      await page.locator('[data-portico-connect-button]').click()
      const walletsButton = dialog.getByRole('button', { name: text('account.wallets.button') })
      await walletsButton.click()
      await dialog.getByRole('button', { name: text('account.wallets.add') }).click()
      await dialog.getByRole('button', { name: /Browser Wallet/ }).click()
      await expect(page.getByTestId('demo-address')).toHaveText(privateKeyToAccount(key).address)
      await page.locator('[data-portico-connect-button]').click()
      await walletsButton.click()
      await expect(dialog.getByRole('listitem', { name: TEST_WALLET_NAME })).toBeVisible()
      await visit('profile-wallets')
    } finally {
      await server.stop()
    }
  },
}

const namesViews: ViewWalk = {
  title: 'RegisterAccountName with a taken name and its suggestions, its success, Send to a name',
  timeoutMs: 90_000,
  async run(page, locale, visit) {
    const text = kitText(locale)
    // A taken name, the same each run: registered once per stack by an account of its own.
    const takenLabel = `taken-${locale}`
    const taken = `${takenLabel}.${nameZone()}`
    if (!(await serverName(taken)))
      await registerNameByApi(fixedKey(locale, 'name-owner'), takenLabel)
    // The visitor: a new account each walk (the layout spec walks again on the same stack, and
    // an account with a name has no 'Choose a name'), funded for Send.
    const key = generatePrivateKey()
    const address = await installInjectedOnlyWallet(page, key)
    await ownAccountsFunder(LOCAL).sendEth(address, parseEther('1'))
    await page.goto(demoUrl('/', locale))
    await connectButton(page, locale).click()
    const dialog = modal(page)
    await dialog.getByRole('button', { name: /Browser Wallet/ }).click()
    await expect(page.getByTestId('demo-address')).toHaveText(address)
    await openAccount(page)
    await dialog.getByRole('button', { name: text('account.chooseName'), exact: true }).click()
    await dialog.getByTestId('names-input').fill(takenLabel)
    await expect(dialog.getByTestId('names-status')).toHaveText(
      text('names.taken', { name: taken }),
    )
    await expect(dialog.locator('.names-suggestion').first()).toBeVisible()
    await visit('register-name')

    // The name registered changes each walk; its width does not (digits are equally wide).
    const label = `view-${BigInt(keccak256(key)).toString().slice(0, 8)}`
    const name = `${label}.${nameZone()}`
    await dialog.getByTestId('names-input').fill(label)
    await expect(dialog.getByTestId('names-status')).toHaveText(text('names.available', { name }))
    await dialog.getByRole('button', { name: text('names.register'), exact: true }).click()
    await expect(dialog.getByText(text('names.success.body', { name }))).toBeVisible()
    await visit('register-name-success', { mask: (view) => [view.getByText(name)] })
    await dialog.getByRole('button', { name: text('names.success.back'), exact: true }).click()
    // The page's button shows the name now, cut to fit the page rather than running out of it.
    const pageButton = page.locator('[data-portico-connect-button]')
    await expect(pageButton).toContainText(name)
    expect(await outsideViewport(pageButton)).toBe(0)

    await dialog.getByRole('button', { name: text('account.feature.send'), exact: true }).click()
    await fillSendForm(page, { symbol: 'ETH', amount: '0.5', receiver: taken }, locale)
    await expect(dialog.getByTestId('send-receiver-resolved')).toBeVisible()
    await visit('send-to-name')
  },
}

/** Every view of the modal, in seven walks. */
export const VIEW_WALKS: readonly ViewWalk[] = [
  connectViews,
  emailAndApprove,
  solanaEmbeddedViews,
  accountViews,
  payView,
  siwxView,
  profileWallets,
  namesViews,
]
