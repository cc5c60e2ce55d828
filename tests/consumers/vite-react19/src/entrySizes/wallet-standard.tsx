// No adapter of its own (@portico/solana and @portico/bitcoin build on it): its whole entry.
import * as walletStandard from '@portico/wallet-standard'
import { mount } from './mount.tsx'

mount([])
console.info(walletStandard)
