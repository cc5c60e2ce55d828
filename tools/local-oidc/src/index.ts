// Public API of @portico/local-oidc: a local OpenID provider standing in for the social
// sign-in providers in the devnet and tests.
export { LOCAL_OIDC_CLAIMS } from './claims.ts'
export { HeadlessSignInError, LocalOidcStartError } from './errors.ts'
export { type LocalAccount, subjectOf } from './localAccounts.ts'
export { type SignInHeadlessParameters, signInHeadless } from './signInHeadless.ts'
export {
  type LocalOidc,
  type LocalOidcClient,
  type StartLocalOidcParameters,
  type StartLocalOidcReturnType,
  startLocalOidc,
} from './startLocalOidc.ts'
