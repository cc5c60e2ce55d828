import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib } from 'bitcoinjs-lib'

// bitcoinjs-lib needs an elliptic-curve library before it can make or read Taproot outputs.
initEccLib(ecc)

export { ecc }
