import { expect, it } from 'vitest'
import * as testWallet from './index.ts'

it('exports: the public API does not change by accident', () => {
  expect(Object.keys(testWallet).sort()).toEqual([
    'ChainDisconnectedError',
    'DEFAULT_TEST_WALLET_STORAGE_KEY',
    'DisconnectedError',
    'InternalRpcError',
    'InvalidParamsError',
    'InvalidRequestError',
    'NoPendingRequestError',
    'TEST_WALLET_CONFIG_GLOBAL',
    'TEST_WALLET_ICON',
    'TEST_WALLET_NAME',
    'TEST_WALLET_PROVIDER_GLOBAL',
    'TEST_WALLET_RDNS',
    'TestWalletConfigError',
    'TestWalletRpcError',
    'UnauthorizedError',
    'UnrecognizedChainError',
    'UnsupportedMethodError',
    'UserRejectedError',
    'announceTestWallet',
    'createMemoryStorage',
    'createTestWallet',
    'installFromGlobalConfig',
    'installTestWallet',
  ])
})
