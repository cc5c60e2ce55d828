// Public API of @portico/local-farcaster-relay: a local stand-in for Farcaster's auth relay
// (the channel API of Sign In With Farcaster), for the devnet and tests.
export { type ChannelStore, createNonce, type FarcasterChannel } from './channels.ts'
export { FarcasterRelayStartError } from './errors.ts'
export {
  DEFAULT_CHANNEL_TTL_MS,
  type FarcasterRelay,
  type StartFarcasterRelayParameters,
  type StartFarcasterRelayReturnType,
  startFarcasterRelay,
} from './startFarcasterRelay.ts'
