// The code behind signing and the request methods, which the adapter loads with import() once a
// wallet connects: a page that offers Solana wallets does not load it before a visitor connects one.
export { signSolanaMessage } from '../actions/signSolanaMessage.ts'
export { handleSolanaRequest } from './handleSolanaRequest.ts'
