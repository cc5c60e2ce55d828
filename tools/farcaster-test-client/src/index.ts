// Public API of @portico/farcaster-test-client: a scripted Farcaster client that approves Sign
// In With Farcaster requests with a custody key, for tests and the devnet.
export {
  type ApproveFarcasterSignInParameters,
  type ApproveFarcasterSignInReturnType,
  approveFarcasterSignIn,
  type FarcasterClientAccount,
  FarcasterClientError,
} from './approveFarcasterSignIn.ts'
