// Entry of dist/test-wallet.iife.js: loaded as a plain script, it installs the wallet from
// window.__PORTICO_TEST_WALLET__.
import { installFromGlobalConfig } from './installFromGlobalConfig.ts'

installFromGlobalConfig()
