import {
  type Abi,
  type Address,
  encodeDeployData,
  getContractAddress,
  type Hex,
  zeroHash,
} from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'

/**
 * Arachnid's deterministic deployment proxy: CREATE2 with a salt given as the first 32 bytes of
 * the calldata. Anvil has it from genesis (alto's default `--deterministic-deployer-address`).
 */
export const DETERMINISTIC_DEPLOYER = '0x4e59b44847b379578588920ca78fbf26c0b4956c' as const

/**
 * ERC-4337 on the devnet (`startStack({ accountAbstraction: true })`): EntryPoint v0.8 and its
 * SimpleAccountFactory, from the build artifacts of `@account-abstraction/contracts@0.8.0`,
 * created through {@link DETERMINISTIC_DEPLOYER} with the salts of their public deployments, so
 * they land at the canonical addresses: viem's `entryPoint08Address`, and the factory that
 * permissionless's `toSimpleSmartAccount` uses for EntryPoint 0.8 by default. The bundler (alto)
 * tells an EntryPoint's version by its address (`0x433708…` is 0.8), so another address would not
 * do.
 *
 * @example
 * const account = await toSimpleSmartAccount({
 *   client,
 *   owner,
 *   entryPoint: { address: DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address, version: '0.8' },
 *   factoryAddress: DEVNET_ACCOUNT_ABSTRACTION.factory.address,
 * })
 */
export const DEVNET_ACCOUNT_ABSTRACTION = {
  entryPointVersion: '0.8',
  entryPoint: {
    address: entryPoint08Address,
    salt: '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9',
    label: 'EntryPoint v0.8',
  },
  factory: {
    address: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
    salt: zeroHash,
    label: 'SimpleAccountFactory v0.8',
  },
} as const satisfies {
  entryPointVersion: '0.8'
  entryPoint: { address: Address; salt: Hex; label: string }
  factory: { address: Address; salt: Hex; label: string }
}

/** ERC-4337 on one devnet chain, as the stack and devnet.json report it. */
export interface DevnetAccountAbstraction {
  chainId: number
  /** EntryPoint v0.8 (viem's `entryPoint08Address`). */
  entryPoint: Address
  entryPointVersion: '0.8'
  /** SimpleAccountFactory v0.8: `createAccount(owner, salt)` deploys a SimpleAccount. */
  factory: Address
  /** The chain's bundler (alto), for viem's `createBundlerClient({ transport: http(bundlerUrl) })`. */
  bundlerUrl: string
}

/**
 * Where a contract created through {@link DETERMINISTIC_DEPLOYER} lands: the CREATE2 address of
 * its init code (bytecode and constructor arguments) under `salt`.
 *
 * @example
 * deterministicAddress({ bytecode: entryPoint.bytecode, salt }) // '0x4337084D…'
 */
export function deterministicAddress({ bytecode, salt }: { bytecode: Hex; salt: Hex }): Address {
  return getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt, bytecode })
}

/**
 * The init code of SimpleAccountFactory for `entryPoint`: its bytecode with the constructor's one
 * argument.
 *
 * @example
 * factoryInitCode(artifacts.factory, DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address)
 */
export function factoryInitCode(factory: { abi: Abi; bytecode: Hex }, entryPoint: Address): Hex {
  return encodeDeployData({
    abi: factory.abi,
    bytecode: factory.bytecode,
    args: [entryPoint],
  })
}
