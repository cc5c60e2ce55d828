// Test helper: a minimal ERC-1271 smart account on a real local chain, so the on-chain
// signature path is tested against a contract, not a mock; and a factory for one that is not
// deployed yet (ERC-6492).
import * as v from 'valibot'
import {
  type Abi,
  type Address,
  type Chain,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  getContractAddress,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'

// Valid when the owner's key signed the hash (the EIP-191 hash for personal_sign messages).
const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract TestSmartAccount {
  address public immutable owner;

  constructor(address owner_) {
    owner = owner_;
  }

  function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
    if (signature.length != 65) return 0xffffffff;
    bytes32 r = bytes32(signature[0:32]);
    bytes32 s = bytes32(signature[32:64]);
    uint8 v = uint8(signature[64]);
    return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}

// Deploys accounts at CREATE2 addresses known in advance: the factory of ERC-6492 signatures.
contract TestSmartAccountFactory {
  function deploy(address owner_, bytes32 salt) external returns (address) {
    return address(new TestSmartAccount{salt: salt}(owner_));
  }
}
`

const compiledSchema = v.object({
  abi: v.array(v.looseObject({ type: v.string() })),
  evm: v.object({ bytecode: v.object({ object: v.pipe(v.string(), v.hexadecimal()) }) }),
})
const outputSchema = v.object({
  errors: v.optional(v.array(v.object({ severity: v.string(), formattedMessage: v.string() }))),
  contracts: v.object({
    'TestSmartAccount.sol': v.object({
      TestSmartAccount: compiledSchema,
      TestSmartAccountFactory: compiledSchema,
    }),
  }),
})

interface Compiled {
  abi: Abi
  bytecode: Hex
}

let compiled: Promise<Record<'account' | 'factory', Compiled>> | undefined

// solc-js takes about a second; once per test file is enough.
function compile(): Promise<Record<'account' | 'factory', Compiled>> {
  compiled ??= (async () => {
    const { default: solc } = await import('solc')
    const input = {
      language: 'Solidity',
      sources: { 'TestSmartAccount.sol': { content: SOURCE } },
      settings: {
        evmVersion: 'cancun',
        outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
      },
    }
    const output = v.parse(outputSchema, JSON.parse(solc.compile(JSON.stringify(input))))
    const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
    if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
    const contracts = output.contracts['TestSmartAccount.sol']
    const of = (contract: v.InferOutput<typeof compiledSchema>): Compiled => ({
      abi: contract.abi as unknown as Abi,
      bytecode: `0x${contract.evm.bytecode.object}` as Hex,
    })
    return {
      account: of(contracts.TestSmartAccount),
      factory: of(contracts.TestSmartAccountFactory),
    }
  })()
  return compiled
}

export interface DeployTestSmartAccountParameters {
  publicClient: PublicClient<Transport, Chain>
  walletClient: WalletClient<Transport, Chain>
  deployer: Address
  owner: Address
}

/**
 * Compiles TestSmartAccount with solc-js (about a second) and deploys it for `owner` from
 * `deployer`; returns the account's address.
 *
 * @example
 * const smartAccount = await deployTestSmartAccount({ publicClient, walletClient, owner })
 */
export async function deployTestSmartAccount(
  parameters: DeployTestSmartAccountParameters,
): Promise<Address> {
  const { account } = await compile()
  return deploy(parameters, account, [parameters.owner])
}

/** An account not deployed yet: its address and how its factory would deploy it. */
export interface CounterfactualTestSmartAccount {
  address: Address
  /** The factory that deploys it (ERC-6492's `factory`). */
  factory: Address
  /** The factory call that deploys it (ERC-6492's `factoryData`). */
  factoryData: Hex
}

/**
 * Deploys TestSmartAccountFactory and returns a TestSmartAccount for `owner` that it has not
 * deployed: the address CREATE2 will give it, and the factory call, for an ERC-6492 signature
 * (`serializeErc6492Signature({ address: factory, data: factoryData, signature })`).
 *
 * @example
 * const { address, factory, factoryData } = await prepareCounterfactualTestSmartAccount({ publicClient, walletClient, deployer, owner })
 */
export async function prepareCounterfactualTestSmartAccount(
  parameters: DeployTestSmartAccountParameters,
): Promise<CounterfactualTestSmartAccount> {
  const { account, factory } = await compile()
  const factoryAddress = await deploy(parameters, factory, [])
  const salt = `0x${'00'.repeat(31)}01` as Hex
  const initCode =
    `${account.bytecode}${encodeAbiParameters([{ type: 'address' }], [parameters.owner]).slice(2)}` as Hex
  return {
    address: getContractAddress({
      opcode: 'CREATE2',
      from: factoryAddress,
      salt,
      bytecode: initCode,
    }),
    factory: factoryAddress,
    factoryData: encodeFunctionData({
      abi: factory.abi,
      functionName: 'deploy',
      args: [parameters.owner, salt],
    }),
  }
}

async function deploy(
  parameters: DeployTestSmartAccountParameters,
  contract: Compiled,
  args: readonly unknown[],
): Promise<Address> {
  const hash = await parameters.walletClient.deployContract({
    abi: contract.abi,
    bytecode: contract.bytecode,
    args,
    account: parameters.deployer,
    chain: parameters.walletClient.chain,
  })
  const receipt = await parameters.publicClient.waitForTransactionReceipt({
    hash,
    pollingInterval: 20,
  })
  if (receipt.contractAddress == null) throw new Error('The test contract was not deployed')
  return getAddress(receipt.contractAddress)
}
