// The Solana address checks (@portico/solana's base58 shapes), loaded beside the frame client on
// a dApp with Solana networks: a chunk of their own, so that the frame brings no more of Solana.
export { solanaAddressChecks } from '@portico/solana'
