import type { Locale } from '../i18n/locales.ts'
/** Spec §5 login actions: what the visitor must do next after giving an e-mail. */
export type EmailLoginAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** Spec §5 update-e-mail actions. */
export type UpdateEmailAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/** Spec §6: an embedded wallet's account type. */
export type EmbeddedAccountType = 'eoa' | 'smartAccount'

/** Spec §5: the providers a visitor can sign in with through the embedded wallet. */
export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'

/**
 * Every way the socials feature signs a visitor in (spec §9): the spec §5 providers, through
 * their sign-in window, and Farcaster, through a link or QR code (ConnectingFarcaster).
 */
export type SignInProvider = SocialProvider | 'farcaster'

/**
 * Spec §3 embedded-wallet user payload, the part the kit reads after a social sign-in: the
 * account, and what the provider told about the visitor.
 */
export interface AuthUser {
  address: string
  chainId: number | string
  email?: string
  /** The visitor's name at the provider (e.g. their GitHub login, their Farcaster username). */
  userName?: string
  /** The provider's picture of the visitor (Farcaster's pfpUrl), an http(s) address. */
  profileImage?: string
  preferredAccountType?: EmbeddedAccountType
}

/**
 * The account type a sign-in asks the embedded wallet for (spec §6): the visitor's stored
 * preference, else the kit's `defaultAccountTypes`; the wallet uses a smart account only on a
 * network that enables them.
 */
export interface SignInAccountType {
  preferredAccountType?: EmbeddedAccountType
}

/**
 * A social sign-in that needs the account's e-mail to approve this site first (an existing
 * account on a new device or site): an approval e-mail went out and no session exists yet;
 * `AuthController.connectDevice` waits for the approval and finishes the sign-in.
 */
export interface SocialDeviceApproval {
  action: 'VERIFY_DEVICE'
}

/** Where, in viewport pixels, the frame is shown while the visitor approves a request. */
export interface FrameRect {
  top: number
  left: number
  width: number
  height: number
}

/**
 * What an adapter with e-mail sign-in (the embedded wallet) offers beyond `ChainAdapter`.
 * Connecting after the code is `adapter.connect({ connectorId })`; signing out is `disconnect`.
 * Every method rejects with a `PorticoError` carrying the spec §8 message.
 */
export interface AuthController {
  /** The embedded wallet's connector id (its connector has type 'AUTH'). */
  readonly connectorId: string
  /**
   * The secure site's origin: a social sign-in's result is accepted from a window of this
   * origin only.
   */
  readonly secureSiteOrigin: string
  /** Starts loading the frame now, so the first e-mail goes out without the load wait. */
  preload(): void
  /** Sends the e-mail a code, or a device-approval link for a new device. */
  connectEmail(parameters: { email: string }): Promise<{ action: EmailLoginAction }>
  /** Resolves once the visitor approved this device from the e-mail link (then a code is sent). */
  connectDevice(): Promise<void>
  connectOtp(parameters: { otp: string }): Promise<void>
  /** The provider's sign-in page for a social sign-in (APP_GET_SOCIAL_REDIRECT_URI). */
  getSocialRedirectUri(parameters: { provider: SocialProvider }): Promise<{ uri: string }>
  /**
   * Signs the visitor in with the address the provider sent them back to (APP_CONNECT_SOCIAL);
   * connecting afterwards is `adapter.connect`, as after the code. An existing account on a
   * site its e-mail has not approved on this device answers `SocialDeviceApproval` instead:
   * then `connectDevice` resolves once the e-mail's link is approved and the sign-in finished.
   */
  connectSocial(
    parameters: { uri: string } & SignInAccountType,
  ): Promise<AuthUser | SocialDeviceApproval>
  /**
   * A Farcaster sign-in's address (APP_GET_FARCASTER_URI): the visitor opens it, or scans it as
   * a QR code, in their Farcaster client.
   */
  getFarcasterUri(): Promise<{ url: string }>
  /**
   * Waits until the visitor approved the last `getFarcasterUri` address in their Farcaster
   * client, then signs them in and answers the user (APP_CONNECT_FARCASTER); connecting
   * afterwards is `adapter.connect`. Rejects with 'Farcaster sign-in expired' when the address
   * expired first, else 'Failed to connect to farcaster'. `chainId`: the network the account
   * comes up on (default the adapter's current one).
   */
  connectFarcaster(parameters: SignInAccountType & { chainId?: number | string }): Promise<AuthUser>
  /**
   * Reloads the wallet's session (APP_RELOAD): whatever it was waiting for (a Farcaster
   * approval) is dropped. Resolves at once when the wallet was never loaded.
   */
  reload(): Promise<void>
  isConnected(): Promise<boolean>
  /** Starts an e-mail change: a code goes to the current address. */
  updateEmail(parameters: { email: string }): Promise<{ action: UpdateEmailAction }>
  /** Checks the current address's code; a code then goes to the new address. */
  updateEmailPrimaryOtp(parameters: { otp: string }): Promise<void>
  /** Checks the new address's code and makes it the account's e-mail. */
  updateEmailSecondaryOtp(parameters: { otp: string }): Promise<{ email: string }>
  getSmartAccountEnabledNetworks(): Promise<readonly number[]>
  /**
   * Makes `type` the visitor's preference and, where the network allows it, the account in use.
   * A change of account reaches core as an `accountsChanged` event carrying the user's `auth`
   * before this resolves.
   */
  setPreferredAccount(
    type: EmbeddedAccountType,
  ): Promise<{ type: EmbeddedAccountType; address: string }>
  /** Rejects every request waiting for approval with 'Request was aborted' (APP_RPC_ABORT). */
  abortRequests(): Promise<void>
  /** Shows the frame over `rect` while ApproveTransaction is open; undefined hides it again. */
  showFrame(rect: FrameRect | undefined): void
  syncTheme(parameters: { themeMode: 'light' | 'dark' }): void
  /**
   * The kit's language (the locale store's `resolvedLocale`), for the approve view the wallet
   * shows itself: core gives it at start and after every change.
   */
  syncLocale(parameters: { locale: Locale }): void
}
