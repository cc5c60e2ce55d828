import { DEV_ACCOUNTS } from '@portico/devnet/accounts'

// The test accounts are anvil's dev accounts (the ones @portico/devnet funds), so an address a
// unit test connects is also one a local chain knows.

/** The account most tests connect, and the key the test wallets sign with. */
export const TEST_ACCOUNT = DEV_ACCOUNTS[0]
export const TEST_ADDRESS = TEST_ACCOUNT.address
export const TEST_PRIVATE_KEY = TEST_ACCOUNT.privateKey

/** A second account: another wallet's, or where a test transfer goes. */
export const OTHER_ACCOUNT = DEV_ACCOUNTS[1]
export const OTHER_ADDRESS = OTHER_ACCOUNT.address
