import {
  type Abi,
  type Address,
  concat,
  encodeDeployData,
  getContractAddress,
  type Hex,
  parseEther,
  zeroHash,
} from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { PAYMASTER_SIGNER_ACCOUNT } from './accounts.ts'

/**
 * Arachnid's deterministic deployment proxy: CREATE2 with a salt given as the first 32 bytes of
 * the calldata. Anvil has it from genesis (alto's default `--deterministic-deployer-address`).
 */
export const DETERMINISTIC_DEPLOYER = '0x4e59b44847b379578588920ca78fbf26c0b4956c' as const

/**
 * ERC-4337 on the devnet (`startStack({ accountAbstraction: true })`), all created through
 * {@link DETERMINISTIC_DEPLOYER} (CREATE2), so each lands at the same address on both chains:
 * - EntryPoint v0.8 and its SimpleAccountFactory, from the build artifacts of
 *   `@account-abstraction/contracts@0.8.0`, with the salts of their public deployments, at the
 *   canonical addresses: viem's `entryPoint08Address`, and the factory that permissionless's
 *   `toSimpleSmartAccount` uses for EntryPoint 0.8 by default. The bundler (alto) tells an
 *   EntryPoint's version by its address (`0x433708…` is 0.8), so another address would not do.
 * - Portico's own, compiled from contracts/accountAbstraction/ by the devnet's solc: the
 *   smart account implementation (PorticoSmartAccount: Solady's ERC4337, ERC-1271 / ERC-7739),
 *   its factory (PorticoAccountFactory: Solady's ERC4337Factory) and the verifying paymaster
 *   (PorticoVerifyingPaymaster, signer {@link PAYMASTER_SIGNER_ACCOUNT}). Their addresses follow
 *   from their bytecode: changing a source (even a comment: solc's metadata hash), the compiler
 *   settings or the version of `solady` / `@account-abstraction/contracts` moves them, and the
 *   deploy then fails until these constants are updated.
 *
 * The embedded wallet's smart account is viem's `toSoladySmartAccount` on the factory, with the
 * salt {@link smartAccountSalt}.
 *
 * @example
 * const account = await toSoladySmartAccount({
 *   client,
 *   owner,
 *   entryPoint: { abi: entryPoint08Abi, address: DEVNET_ACCOUNT_ABSTRACTION.entryPoint.address, version: '0.8' },
 *   factoryAddress: DEVNET_ACCOUNT_ABSTRACTION.accountFactory.address,
 *   salt: smartAccountSalt(owner.address),
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
  accountImplementation: {
    address: '0xB204cB035fBE26089Abb07485a2F530403806B5F',
    salt: zeroHash,
    label: 'PorticoSmartAccount',
  },
  accountFactory: {
    address: '0xdbdCf1dD5d546060D03B92F2c0887c1d58a5527C',
    salt: zeroHash,
    label: 'PorticoAccountFactory',
  },
  paymaster: {
    address: '0x3cAa4dD853e3437791078f3d3e1E8f92187a7059',
    salt: zeroHash,
    label: 'PorticoVerifyingPaymaster',
  },
  /** What the paymaster is given at the EntryPoint to pay for sponsored user operations. */
  paymasterDeposit: parseEther('1000'),
} as const satisfies {
  entryPointVersion: '0.8'
  entryPoint: DeterministicContract
  factory: DeterministicContract
  accountImplementation: DeterministicContract
  accountFactory: DeterministicContract
  paymaster: DeterministicContract
  paymasterDeposit: bigint
}

interface DeterministicContract {
  address: Address
  salt: Hex
  label: string
}

/** ERC-4337 on one devnet chain, as the stack and devnet.json report it. */
export interface DevnetAccountAbstraction {
  chainId: number
  /** EntryPoint v0.8 (viem's `entryPoint08Address`). */
  entryPoint: Address
  entryPointVersion: '0.8'
  /** SimpleAccountFactory v0.8: `createAccount(owner, salt)` deploys a SimpleAccount. */
  factory: Address
  /**
   * PorticoAccountFactory (Solady's ERC4337Factory): `createAccount(owner, salt)` deploys a
   * PorticoSmartAccount, `getAddress(salt)` predicts it; the salt starts with the owner
   * ({@link smartAccountSalt}). viem's `toSoladySmartAccount({ factoryAddress })`.
   */
  accountFactory: Address
  /** PorticoSmartAccount, the implementation behind every account of the factory. */
  accountImplementation: Address
  /** PorticoVerifyingPaymaster, with a 1,000 ETH deposit at the EntryPoint. */
  paymaster: Address
  /** Whose signature the paymaster accepts: PAYMASTER_SIGNER_ACCOUNT (its key is in accounts.ts). */
  paymasterSigner: Address
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

/**
 * Portico's salt for an owner's smart account: the owner's address followed by 12 zero bytes
 * (Solady's factory requires the salt to start with the owner). One account per owner.
 *
 * @example
 * smartAccountSalt('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266000000000000000000000000'
 */
export function smartAccountSalt(owner: Address): Hex {
  return concat([owner.toLowerCase() as Hex, '0x000000000000000000000000'])
}

/**
 * The init codes of Portico's three ERC-4337 contracts: the implementation as compiled, the
 * factory with the implementation's address, the paymaster with the EntryPoint and its signer.
 *
 * @example
 * porticoAccountAbstractionInitCodes(compiled).paymaster
 */
export function porticoAccountAbstractionInitCodes(artifacts: {
  accountImplementation: { abi: Abi; bytecode: Hex }
  accountFactory: { abi: Abi; bytecode: Hex }
  paymaster: { abi: Abi; bytecode: Hex }
}): { accountImplementation: Hex; accountFactory: Hex; paymaster: Hex } {
  const { entryPoint, accountImplementation } = DEVNET_ACCOUNT_ABSTRACTION
  return {
    accountImplementation: artifacts.accountImplementation.bytecode,
    accountFactory: encodeDeployData({
      abi: artifacts.accountFactory.abi,
      bytecode: artifacts.accountFactory.bytecode,
      args: [accountImplementation.address],
    }),
    paymaster: encodeDeployData({
      abi: artifacts.paymaster.abi,
      bytecode: artifacts.paymaster.bytecode,
      args: [entryPoint.address, PAYMASTER_SIGNER_ACCOUNT.address],
    }),
  }
}
