import { expect, it } from 'vitest'
import * as devnet from './index.ts'

it('exports: the public API does not change by accident', () => {
  expect(Object.keys(devnet).sort()).toEqual([
    'AnvilUnavailableError',
    'ChildProcessError',
    'ContractCompileError',
    'DEFAULT_PROJECT_ID',
    'DEPLOYER_ACCOUNT',
    'DEVNET_CHAINS',
    'DEV_ACCOUNTS',
    'DEV_MNEMONIC',
    'DeploymentError',
    'InvalidPortError',
    'NATIVE_PRICE_USD',
    'PORTICO_TOKENS',
    'PORT_SETTINGS',
    'PortConflictError',
    'PortInUseError',
    'StackStartAbortedError',
    'TOKEN_HOLDER_COUNT',
    'assertPortsFree',
    'buildServerConfig',
    'compilePorticoToken',
    'deployTokens',
    'getFreePort',
    'isPortFree',
    'isProcessAlive',
    'resolveAnvilBinary',
    'resolvePorts',
    'startAnvil',
    'startChild',
    'startDemo',
    'startServer',
    'startStack',
    'startTestAnvil',
  ])
})
