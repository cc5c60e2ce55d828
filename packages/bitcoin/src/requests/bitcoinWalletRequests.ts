// The code behind signing and sending, which the adapter loads with import() once a wallet
// connects: a page that offers Bitcoin wallets does not load it before a visitor connects one.
export { signBitcoinMessage } from '../actions/signBitcoinMessage.ts'
export { handleBitcoinRequest } from './handleBitcoinRequest.ts'
