// Entry of dist/bitcoin-test-wallet.iife.js: loaded as a plain script, it registers the wallet
// from window.__PORTICO_BITCOIN_TEST_WALLET__.
import { installFromGlobalConfig } from './installFromGlobalConfig.ts'

installFromGlobalConfig()
