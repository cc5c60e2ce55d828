// Test helper: a minimal ERC-1271 smart account on a real local chain, so the on-chain
// signature path is tested against a contract, not a mock.
import * as v from 'valibot'
import {
  type Abi,
  type Address,
  type Chain,
  getAddress,
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
`

const outputSchema = v.object({
  errors: v.optional(v.array(v.object({ severity: v.string(), formattedMessage: v.string() }))),
  contracts: v.object({
    'TestSmartAccount.sol': v.object({
      TestSmartAccount: v.object({
        abi: v.array(v.looseObject({ type: v.string() })),
        evm: v.object({ bytecode: v.object({ object: v.pipe(v.string(), v.hexadecimal()) }) }),
      }),
    }),
  }),
})

/**
 * Compiles TestSmartAccount with solc-js (about a second) and deploys it for `owner` from
 * `deployer`; returns the account's address.
 *
 * @example
 * const smartAccount = await deployTestSmartAccount({ publicClient, walletClient, owner })
 */
export async function deployTestSmartAccount(parameters: {
  publicClient: PublicClient<Transport, Chain>
  walletClient: WalletClient<Transport, Chain>
  deployer: Address
  owner: Address
}): Promise<Address> {
  const { default: solc } = await import('solc')
  const input = {
    language: 'Solidity',
    sources: { 'TestSmartAccount.sol': { content: SOURCE } },
    settings: {
      evmVersion: 'cancun',
      outputSelection: { '*': { TestSmartAccount: ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = v.parse(outputSchema, JSON.parse(solc.compile(JSON.stringify(input))))
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  const contract = output.contracts['TestSmartAccount.sol'].TestSmartAccount
  const hash = await parameters.walletClient.deployContract({
    abi: contract.abi as unknown as Abi,
    bytecode: `0x${contract.evm.bytecode.object}` as Hex,
    args: [parameters.owner],
    account: parameters.deployer,
    chain: parameters.walletClient.chain,
  })
  const receipt = await parameters.publicClient.waitForTransactionReceipt({
    hash,
    pollingInterval: 20,
  })
  if (receipt.contractAddress == null) throw new Error('TestSmartAccount was not deployed')
  return getAddress(receipt.contractAddress)
}
