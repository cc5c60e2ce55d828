import {
  type AdapterConnection,
  type AdapterEvent,
  type AuthController,
  type AuthUser,
  type ChainAdapter,
  type Connector,
  ConnectorNotFoundError,
  EMAIL_RESEND_DELAY_MS,
  type EmailLoginAction,
  type EmbeddedAccountType,
  type FrameRect,
  type Network,
  OriginNotAllowedError,
  PorticoError,
  type SocialProvider,
} from '@portico/core'
import { evmAddressChecks } from '@portico/evm'
import { TEST_ADDRESS } from './accounts.ts'

/** The embedded wallet's one connector, as `@portico/embedded-wallet` announces it. */
export const AUTH_CONNECTOR: Connector = {
  id: 'embedded-wallet',
  name: 'Email',
  type: 'AUTH',
  chain: 'eip155',
}

// Spec §6 classes, a few of each: enough for tests to take every route. The real list lives in
// @portico/embedded-wallet/protocol, which core cannot depend on (it depends on core).
const SAFE_METHODS = new Set(['eth_accounts', 'eth_chainId', 'eth_blockNumber', 'eth_call'])
const APPROVAL_METHODS = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
])

/** Where the double's secure site is, unless `secureSiteOrigin` says otherwise. */
export const TEST_SECURE_SITE_ORIGIN = 'http://secure-site.test'

/** A social sign-in the double started: the provider, and the state its address carries. */
export interface SocialStart {
  provider: SocialProvider
  state: string
}

/** An e-mail the double "sent": a one-time code, or a device-approval link (no code). */
export interface SentMail {
  to: string
  kind: 'code' | 'device' | 'update'
  code?: string
}

export interface AuthAdapterParameters {
  /** The account the wallet holds (default anvil's first dev account). */
  address?: string
  /**
   * False: this browser is new to the e-mail, so the first sign-in asks for device approval
   * (VERIFY_DEVICE) until `approveDevice()`. Default true.
   */
  knownDevice?: boolean
  /** Already signed in as this e-mail (a stored session): `connectEmail` with it answers CONNECT. */
  signedInAs?: string
  /**
   * What `getSmartAccountEnabledNetworks` answers (default none): on these chains a visitor
   * preferring a smart account uses it (spec §6), elsewhere the EOA.
   */
  smartAccountEnabledNetworks?: readonly number[]
  /** The smart account's address (default `TEST_SMART_ACCOUNT_ADDRESS`). */
  smartAccountAddress?: string
  /** The chain the wallet starts on (default the first eip155 network given to `setup`, else 1). */
  chainId?: number
  /** The secure site's origin (default `TEST_SECURE_SITE_ORIGIN`). */
  secureSiteOrigin?: string
  /** Who a social sign-in signs in (default `{ userName: 'ada' }`, no e-mail). */
  socialUser?: { email?: string; userName?: string }
  /** `connectEmail` rejects with this message (the frame or the server refused). */
  emailStartError?: string
  /** `getSocialRedirectUri` rejects with this message (the frame or the server refused). */
  socialRedirectError?: string
  /** `connectSocial` rejects with this message (the provider's answer was refused). */
  socialConnectError?: string
  /**
   * `connectSocial` answers VERIFY_DEVICE (an existing account on a new site): no session until
   * `approveDevice()`, which `connectDevice` waits for before it finishes the sign-in.
   */
  socialDeviceApproval?: boolean
  /** Who a Farcaster sign-in signs in (default `{ userName: 'alice' }` with a picture). */
  farcasterUser?: { userName?: string; profileImage?: string }
  /** `getFarcasterUri` rejects with this message (relay or server unreachable). */
  farcasterUriError?: string
}

/** The double's Farcaster profile picture, unless `farcasterUser` says otherwise. */
export const TEST_FARCASTER_PFP = 'https://farcaster.pfp.test/alice.png'

/** A request of an approval method, waiting for the visitor's Approve or Reject. */
export interface PendingApproval {
  method: string
  params: readonly unknown[] | object | undefined
}

export interface AuthAdapter extends ChainAdapter {
  readonly auth: AuthController
  /** Always present: routes like the real adapter (safe, approval, refused). */
  request: NonNullable<ChainAdapter['request']>
  /** Every e-mail sent, oldest first. */
  readonly mail: readonly SentMail[]
  /** Every social sign-in started (`getSocialRedirectUri`), oldest first. */
  readonly socialStarts: readonly SocialStart[]
  /**
   * Where the provider sends the visitor back for the last sign-in started: the secure site's
   * `/social-callback.html` with its state and a code (what the callback page posts).
   */
  socialResultUri(): string
  /** The last code sent to `to`, or undefined. */
  lastCode(to: string): string | undefined
  /** The visitor opens the approval link: the device is approved and a code goes out. */
  approveDevice(): void
  /**
   * The session ends on its own: `sessionEnded`, then `disconnect`. `reason: 'expired'` when the
   * server no longer accepts it; none when signed out in another tab.
   */
  endSession(reason?: 'expired'): void
  /** Every Farcaster sign-in address given (`getFarcasterUri`), oldest first. */
  readonly farcasterUrls: readonly string[]
  /** Whether `connectFarcaster` is waiting for the visitor's Farcaster client. */
  farcasterWaiting(): boolean
  /** The visitor approves in their Farcaster client: the waiting `connectFarcaster` signs in. */
  approveFarcaster(): void
  /** The last address expires first: the waiting `connectFarcaster` rejects as the frame does. */
  expireFarcaster(): void
  /** The relay or the server fails: the waiting `connectFarcaster` rejects with this message. */
  failFarcaster(message?: string): void
  /** Requests of approval methods still waiting, oldest first. */
  pendingApprovals(): readonly PendingApproval[]
  /** The visitor presses Approve on the oldest waiting request: it resolves with `result`. */
  approve(result?: unknown): void
  /** The visitor presses Reject on the oldest waiting request. */
  reject(): void
  /** Every `showFrame` call, in order (undefined: hidden). */
  readonly frameRects: readonly (FrameRect | undefined)[]
  /** How often each call was made. */
  readonly calls: Record<
    keyof Omit<AuthController, 'connectorId' | 'secureSiteOrigin'> | 'request',
    number
  >
  /** What the wallet holds now. */
  readonly state: {
    signedIn: boolean
    email: string | undefined
    /** Set by a social or Farcaster sign-in. */
    userName: string | undefined
    /** Set by a Farcaster sign-in (its pfpUrl). */
    profileImage: string | undefined
    socialProvider: SocialProvider | undefined
    chainId: number
    /** The visitor's preference (the frame keeps it per dApp, spec §3). */
    accountType: EmbeddedAccountType
    /** Whether the smart account has code (`deploySmartAccount`). */
    smartAccountDeployed: boolean
  }
  /** The account type each sign-in asked for (connect, connectSocial), oldest first. */
  readonly signInAccountTypes: readonly (EmbeddedAccountType | undefined)[]
  /**
   * The smart account gets code (its first transaction went through). As with the real frame,
   * nothing is reported: the kit learns it when it asks again (`loadAccountType`).
   */
  deploySmartAccount(): void
}

/** The double's smart account, unless `smartAccountAddress` says otherwise. */
export const TEST_SMART_ACCOUNT_ADDRESS = '0x5a0000000000000000000000000000000000005a'

/**
 * A TEST DOUBLE of the embedded wallet (`@portico/embedded-wallet`'s `embeddedWallet()`): an
 * eip155 ChainAdapter with the 'Email' AUTH connector and an in-memory `AuthController` that
 * keeps the secure site's contract (spec §4, §5, §6): codes it "sends" are readable through
 * `mail` / `lastCode`; a wrong code rejects with 'Invalid code'; a second send to the same
 * address within 30 s rejects with 'Please try again after N seconds'; a new device waits for
 * `approveDevice()`; `request` emits approvalRequested / approvalSettled around approval methods
 * and requestRefused (then 'Requested RPC call is not allowed') for methods off the lists;
 * `abortRequests` rejects waiting requests with 'Request was aborted'. On a page the kit's origin
 * check found not allowed (`pageOriginAllowed`), e-mail and social sign-in reject with
 * 'Unauthorized: origin not allowed', as the real adapter does without loading its frame. Social sign-in answers a
 * provider address carrying a state, and `connectSocial` accepts only the secure site's callback
 * address with the state of a sign-in it started, once ('Failed to connect' otherwise), as the
 * server does (`socialResultUri()` gives that address). A Farcaster sign-in gives an address
 * (`farcasterUrls`) and waits for `approveFarcaster()`, `expireFarcaster()` or `failFarcaster()`;
 * `reload` drops that wait, as the frame's APP_RELOAD does. No frame, no server, no
 * keys: the real frame is covered by the packages/embedded-wallet and apps/secure-site tests and
 * by the end-to-end tests in Chromium.
 *
 * @example
 * const adapter = authAdapter({ knownDevice: false })
 * const config = createTestConfig({ adapters: [adapter] })
 * await connectEmail(config, { email: 'ada@example.com' }) // 'VERIFY_DEVICE'
 * adapter.approveDevice()
 * await submitEmailOtp(config, { otp: adapter.lastCode('ada@example.com') ?? '' })
 */
export function authAdapter(parameters: AuthAdapterParameters = {}): AuthAdapter {
  const address = parameters.address ?? TEST_ADDRESS
  const connectorId = AUTH_CONNECTOR.id
  const secureSiteOrigin = parameters.secureSiteOrigin ?? TEST_SECURE_SITE_ORIGIN
  const mail: SentMail[] = []
  const socialStarts: SocialStart[] = []
  /** States of the social sign-ins started and not yet finished (each works once). */
  const openSocialStates = new Set<string>()
  const lastSendAt = new Map<string, number>()
  /** The one code per address that still works: the newest, until used. */
  const liveCodes = new Map<string, string>()
  const frameRects: (FrameRect | undefined)[] = []
  const waiting: (PendingApproval & {
    resolve: (value: unknown) => void
    reject: (error: PorticoError) => void
  })[] = []
  const deviceWaits: (() => void)[] = []
  const farcasterUrls: string[] = []
  let farcasterWait: { resolve: () => void; reject: (error: PorticoError) => void } | undefined
  const settleFarcaster = (settle: (wait: NonNullable<typeof farcasterWait>) => void) => {
    const wait = farcasterWait
    if (!wait) throw new Error('No Farcaster sign-in is waiting')
    farcasterWait = undefined
    settle(wait)
  }
  let deviceApproved = parameters.knownDevice ?? true
  let nextCode = 100_000
  let emit: (event: AdapterEvent) => void = () => undefined
  let pageOriginAllowed: () => Promise<boolean | undefined> = async () => undefined
  /** As the real adapter: on a page the project does not allow no frame loads, nothing works. */
  const requirePageOrigin = async () => {
    if ((await pageOriginAllowed()) === false) throw new OriginNotAllowedError()
  }
  /** The address a sign-in is under way for (APP_CONNECT_EMAIL named it). */
  let pendingEmail: string | undefined
  // A social sign-in waiting for the account's e-mail to approve the site.
  let pendingSocial: (() => void) | undefined
  /** An e-mail change under way: the new address and which code is awaited. */
  let change: { email: string; step: 'primary' | 'secondary' } | undefined
  const calls: AuthAdapter['calls'] = {
    preload: 0,
    connectEmail: 0,
    connectDevice: 0,
    connectOtp: 0,
    getSocialRedirectUri: 0,
    connectSocial: 0,
    getFarcasterUri: 0,
    connectFarcaster: 0,
    reload: 0,
    isConnected: 0,
    updateEmail: 0,
    updateEmailPrimaryOtp: 0,
    updateEmailSecondaryOtp: 0,
    getSmartAccountEnabledNetworks: 0,
    setPreferredAccount: 0,
    abortRequests: 0,
    showFrame: 0,
    syncTheme: 0,
    syncLocale: 0,
    request: 0,
  }
  const state: AuthAdapter['state'] = {
    signedIn: parameters.signedInAs !== undefined,
    email: parameters.signedInAs,
    userName: undefined,
    profileImage: undefined,
    socialProvider: undefined,
    chainId: parameters.chainId ?? 1,
    accountType: 'eoa',
    smartAccountDeployed: false,
  }
  const smartAccountAddress = parameters.smartAccountAddress ?? TEST_SMART_ACCOUNT_ADDRESS
  const signInAccountTypes: (EmbeddedAccountType | undefined)[] = []
  const smartAccountsHere = () =>
    (parameters.smartAccountEnabledNetworks ?? []).includes(state.chainId)
  /** The frame's rule (spec §6): a smart account iff preferred and enabled on this chain. */
  const inUse = (): { address: string; type: EmbeddedAccountType } =>
    state.accountType === 'smartAccount' && smartAccountsHere()
      ? { address: smartAccountAddress, type: 'smartAccount' }
      : { address, type: 'eoa' }

  const lastCode = (to: string) => mail.findLast((each) => each.to === to && each.code)?.code
  /** The server's rate check: one send per address per 30 s (spec §5). */
  const rateCheck = (to: string) => {
    const last = lastSendAt.get(to)
    const left = last === undefined ? 0 : last + EMAIL_RESEND_DELAY_MS - Date.now()
    if (left > 0)
      throw new PorticoError(
        `Please try again after ${Math.max(1, Math.ceil(left / 1000))} seconds`,
      )
    lastSendAt.set(to, Date.now())
  }
  const send = (to: string, kind: SentMail['kind']) => {
    if (kind === 'device') {
      mail.push({ to, kind })
      return
    }
    const code = String(++nextCode)
    liveCodes.set(to, code)
    mail.push({ to, kind, code })
  }
  /** Codes are single use and only the newest counts, as on the server. */
  const useCode = (to: string, otp: string) => {
    if (liveCodes.get(to) !== otp) throw new PorticoError('Invalid code')
    liveCodes.delete(to)
  }
  const requireSession = () => {
    if (!state.signedIn) throw new PorticoError('Not connected to email or social')
  }
  /** E-mail changes need an account with an e-mail (a social one may have none). */
  const requireEmail = () => {
    requireSession()
    if (!state.email) throw new PorticoError('Not connected to email or social')
    return state.email
  }
  const requireConnector = (id: string) => {
    if (id !== connectorId) throw new ConnectorNotFoundError({ details: id })
  }
  const user = (): AdapterConnection => {
    requireSession()
    const account = inUse()
    return {
      connectorId,
      accounts: [{ address: account.address, namespace: 'eip155', type: account.type }],
      chainId: state.chainId,
      auth: {
        ...(state.email ? { email: state.email } : {}),
        ...(state.userName ? { username: state.userName } : {}),
        ...(state.profileImage ? { profileImage: state.profileImage } : {}),
        preferredAccountType: state.accountType,
        accounts: smartAccountsHere()
          ? [
              { address: smartAccountAddress, type: 'smartAccount' },
              { address, type: 'eoa' },
            ]
          : [{ address, type: 'eoa' }],
        smartAccountDeployed: state.smartAccountDeployed,
      },
    }
  }
  /** As the real adapter: core hears of a change of the account in use (a type or network switch). */
  const reportUser = (before: string) => {
    const current = inUse()
    if (!state.signedIn || current.address === before) return
    emit({
      type: 'accountsChanged',
      connectorId,
      namespace: 'eip155',
      accounts: [{ address: current.address, namespace: 'eip155', type: current.type }],
    })
  }
  const takeSignInType = (type: EmbeddedAccountType | undefined) => {
    signInAccountTypes.push(type)
    if (type) state.accountType = type
  }
  const abortAll = () => {
    for (const request of waiting.splice(0)) request.reject(new PorticoError('Request was aborted'))
  }
  const settleOldest = (settle: (request: (typeof waiting)[number]) => void) => {
    const request = waiting.shift()
    if (!request) throw new Error('No request is waiting for approval')
    settle(request)
  }

  const rpc = async (method: string, params?: readonly unknown[] | object): Promise<unknown> => {
    calls.request++
    // As in the real adapter, a method off the lists is refused before the frame is asked.
    if (!SAFE_METHODS.has(method) && !APPROVAL_METHODS.has(method)) {
      emit({ type: 'requestRefused', connectorId, method })
      throw new PorticoError('Requested RPC call is not allowed')
    }
    requireSession()
    if (SAFE_METHODS.has(method)) {
      if (method === 'eth_chainId') return `0x${state.chainId.toString(16)}`
      if (method === 'eth_accounts') return [inUse().address]
      return '0x0'
    }
    emit({ type: 'approvalRequested', connectorId })
    try {
      return await new Promise((resolve, reject) => {
        waiting.push({ method, params, resolve, reject })
      })
    } finally {
      emit({ type: 'approvalSettled', connectorId })
    }
  }

  const auth: AuthController = {
    connectorId,
    secureSiteOrigin,
    preload() {
      calls.preload++
    },
    async connectEmail({ email }) {
      calls.connectEmail++
      await requirePageOrigin()
      if (parameters.emailStartError) throw new PorticoError(parameters.emailStartError)
      if (state.signedIn && state.email === email) return { action: 'CONNECT' }
      rateCheck(email)
      pendingEmail = email
      const action: EmailLoginAction = deviceApproved ? 'VERIFY_OTP' : 'VERIFY_DEVICE'
      send(email, action === 'VERIFY_OTP' ? 'code' : 'device')
      return { action }
    },
    async connectDevice() {
      calls.connectDevice++
      if (!pendingEmail && !pendingSocial)
        throw new PorticoError('Not connected to email or social')
      if (!deviceApproved) await new Promise<void>((resolve) => deviceWaits.push(resolve))
      const finish = pendingSocial
      pendingSocial = undefined
      finish?.()
    },
    async connectOtp({ otp }) {
      calls.connectOtp++
      if (!pendingEmail) throw new PorticoError('Not connected to email or social')
      useCode(pendingEmail, otp)
      state.signedIn = true
      state.email = pendingEmail
      pendingEmail = undefined
    },
    async getSocialRedirectUri({ provider }) {
      calls.getSocialRedirectUri++
      await requirePageOrigin()
      if (parameters.socialRedirectError) throw new PorticoError(parameters.socialRedirectError)
      const start = { provider, state: `state-${socialStarts.length + 1}` }
      socialStarts.push(start)
      openSocialStates.add(start.state)
      return { uri: `https://${provider}.provider.test/authorize?state=${start.state}` }
    },
    async connectSocial({ uri, preferredAccountType }) {
      calls.connectSocial++
      if (parameters.socialConnectError) throw new PorticoError(parameters.socialConnectError)
      takeSignInType(preferredAccountType)
      const url = URL.canParse(uri) ? new URL(uri) : undefined
      const stateParameter = url?.searchParams.get('state') ?? ''
      const start = socialStarts.find((each) => each.state === stateParameter)
      const isCallback =
        url?.origin === secureSiteOrigin && url.pathname === '/social-callback.html'
      if (!isCallback || !start || !openSocialStates.delete(start.state))
        throw new PorticoError('Failed to connect')
      const who = parameters.socialUser ?? { userName: 'ada' }
      const signIn = () => {
        state.signedIn = true
        state.email = who.email
        state.userName = who.userName
        state.profileImage = undefined
        state.socialProvider = start.provider
      }
      if (parameters.socialDeviceApproval) {
        deviceApproved = false
        pendingSocial = signIn
        return { action: 'VERIFY_DEVICE' }
      }
      signIn()
      const answer: AuthUser = { address: inUse().address, chainId: state.chainId }
      if (who.email) answer.email = who.email
      if (who.userName) answer.userName = who.userName
      return answer
    },
    async getFarcasterUri() {
      calls.getFarcasterUri++
      await requirePageOrigin()
      if (parameters.farcasterUriError) throw new PorticoError(parameters.farcasterUriError)
      const url = `https://farcaster.relay.test/~/siwf?channelToken=channel-${farcasterUrls.length + 1}`
      farcasterUrls.push(url)
      return { url }
    },
    async connectFarcaster({ preferredAccountType }) {
      calls.connectFarcaster++
      if (farcasterUrls.length === 0) throw new PorticoError('Failed to connect to farcaster')
      // As the frame: a new wait replaces an older one, which never answers.
      await new Promise<void>((resolve, reject) => {
        farcasterWait = { resolve, reject }
      })
      takeSignInType(preferredAccountType)
      const who = parameters.farcasterUser ?? {
        userName: 'alice',
        profileImage: TEST_FARCASTER_PFP,
      }
      state.signedIn = true
      state.email = undefined
      state.userName = who.userName
      state.profileImage = who.profileImage
      state.socialProvider = undefined
      const answer: AuthUser = { address: inUse().address, chainId: state.chainId }
      if (who.userName) answer.userName = who.userName
      if (who.profileImage) answer.profileImage = who.profileImage
      return answer
    },
    async reload() {
      calls.reload++
      // The frame's page loads again: a wait it had is never answered.
      farcasterWait = undefined
    },
    async isConnected() {
      calls.isConnected++
      return state.signedIn
    },
    async updateEmail({ email }) {
      calls.updateEmail++
      const current = requireEmail()
      if (email === current) throw new PorticoError('This e-mail is already in use')
      rateCheck(current)
      change = { email, step: 'primary' }
      send(current, 'update')
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    async updateEmailPrimaryOtp({ otp }) {
      calls.updateEmailPrimaryOtp++
      const current = requireEmail()
      if (change?.step !== 'primary') throw new PorticoError('Invalid code')
      useCode(current, otp)
      change.step = 'secondary'
      send(change.email, 'update')
    },
    async updateEmailSecondaryOtp({ otp }) {
      calls.updateEmailSecondaryOtp++
      requireSession()
      if (change?.step !== 'secondary') throw new PorticoError('Invalid code')
      useCode(change.email, otp)
      state.email = change.email
      change = undefined
      return { email: state.email }
    },
    async getSmartAccountEnabledNetworks() {
      calls.getSmartAccountEnabledNetworks++
      return parameters.smartAccountEnabledNetworks ?? []
    },
    async setPreferredAccount(type) {
      calls.setPreferredAccount++
      requireSession()
      // The frame's own refusal (spec §4), as the kit's check may be bypassed.
      if (type === 'smartAccount' && !smartAccountsHere())
        throw new PorticoError('Smart accounts are not available on this network')
      const before = inUse().address
      state.accountType = type
      reportUser(before)
      return { type, address: inUse().address }
    },
    async abortRequests() {
      calls.abortRequests++
      abortAll()
    },
    showFrame(rect) {
      calls.showFrame++
      frameRects.push(rect)
    },
    syncTheme() {
      calls.syncTheme++
    },
    syncLocale() {
      calls.syncLocale++
    },
  }

  return {
    namespace: 'eip155',
    // As the embedded wallet: @portico/evm's checks for its EVM accounts.
    addressChecks: { eip155: evmAddressChecks },
    auth,
    mail,
    socialStarts,
    socialResultUri() {
      const start = socialStarts.at(-1)
      if (!start) throw new Error('No social sign-in was started')
      return `${secureSiteOrigin}/social-callback.html?state=${start.state}&code=test-code`
    },
    frameRects,
    calls,
    state,
    signInAccountTypes,
    deploySmartAccount() {
      state.smartAccountDeployed = true
    },
    lastCode,
    approveDevice() {
      deviceApproved = true
      if (pendingEmail) send(pendingEmail, 'code')
      for (const resolve of deviceWaits.splice(0)) resolve()
    },
    endSession(reason) {
      state.signedIn = false
      abortAll()
      emit({ type: 'sessionEnded', connectorId, ...(reason ? { reason } : {}) })
      emit({ type: 'disconnect', connectorId, namespace: 'eip155' })
    },
    farcasterUrls,
    farcasterWaiting: () => farcasterWait !== undefined,
    approveFarcaster() {
      settleFarcaster((wait) => wait.resolve())
    },
    expireFarcaster() {
      settleFarcaster((wait) => wait.reject(new PorticoError('Farcaster sign-in expired')))
    },
    failFarcaster(message = 'Failed to connect to farcaster') {
      settleFarcaster((wait) => wait.reject(new PorticoError(message)))
    },
    pendingApprovals: () => waiting.map(({ method, params }) => ({ method, params })),
    approve(result = null) {
      settleOldest((request) => request.resolve(result))
    },
    reject() {
      settleOldest((request) => request.reject(new PorticoError('User rejected the request')))
    },
    setup({ networks, emit: emitEvent, pageOriginAllowed: originCheck }) {
      emit = emitEvent
      if (originCheck) pageOriginAllowed = originCheck
      const first = networks.find((network: Network) => network.chainNamespace === 'eip155')
      if (parameters.chainId === undefined && typeof first?.id === 'number')
        state.chainId = first.id
      emit({ type: 'connectors', namespace: 'eip155', connectors: [AUTH_CONNECTOR] })
      return () => {
        emit = () => undefined
      }
    },
    getConnectors: () => [AUTH_CONNECTOR],
    async connect({ connectorId: id, network, preferredAccountType }) {
      requireConnector(id)
      takeSignInType(preferredAccountType)
      if (network?.chainNamespace === 'eip155' && typeof network.id === 'number')
        state.chainId = network.id
      return user()
    },
    async reconnect({ connectorId: id }) {
      if (id !== connectorId || !state.signedIn) return undefined
      return user()
    },
    async disconnect({ connectorId: id }) {
      requireConnector(id)
      abortAll()
      state.signedIn = false
    },
    async switchNetwork({ connectorId: id, network }) {
      requireConnector(id)
      const before = inUse().address
      if (typeof network.id === 'number') state.chainId = network.id
      emit({ type: 'chainChanged', connectorId, namespace: 'eip155', chainId: state.chainId })
      // The account in use follows the network (a smart account only where enabled).
      reportUser(before)
    },
    async signMessage({ connectorId: id, message, address: signer }) {
      requireConnector(id)
      const signature = await rpc('personal_sign', [message, signer])
      if (typeof signature !== 'string') throw new PorticoError('Something went wrong')
      return signature
    },
    async request({ connectorId: id, method, params }) {
      requireConnector(id)
      return rpc(method, params)
    },
  }
}
