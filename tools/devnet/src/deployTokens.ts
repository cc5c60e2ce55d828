import {
  type Address,
  createWalletClient,
  defineChain,
  http,
  parseUnits,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEPLOYER_ACCOUNT, DEV_ACCOUNTS, TOKEN_HOLDER_COUNT } from './accounts.ts'
import type { TokenArtifact } from './compilePorticoToken.ts'
import { DeploymentError } from './errors.ts'
import { PORTICO_TOKENS } from './tokens.ts'

/** A token deployed on one chain. */
export interface DevnetToken {
  chainId: number
  address: Address
  symbol: string
  name: string
  decimals: number
}

export interface DeployTokensParameters {
  chainId: number
  rpcUrl: string
  artifact: TokenArtifact
}

/**
 * Deploys PUSD then PTK from account 0 on a fresh chain, minting each of accounts 0–4 their
 * holding in the constructor. Fails if a token does not land at its expected address (the
 * chain was not fresh), since other parts of the stack rely on those addresses.
 *
 * @example
 * const tokens = await deployTokens({ chainId: 31337, rpcUrl, artifact })
 */
export async function deployTokens(parameters: DeployTokensParameters): Promise<DevnetToken[]> {
  const chain = defineChain({
    id: parameters.chainId,
    name: `Chain ${parameters.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [parameters.rpcUrl] } },
  })
  const client = createWalletClient({
    account: privateKeyToAccount(DEPLOYER_ACCOUNT.privateKey),
    chain,
    transport: http(parameters.rpcUrl),
  }).extend(publicActions)
  const holders = DEV_ACCOUNTS.slice(0, TOKEN_HOLDER_COUNT).map((account) => account.address)

  const deployed: DevnetToken[] = []
  // One after the other: the order fixes the nonces, and so the addresses.
  for (const token of PORTICO_TOKENS) {
    const hash = await client.deployContract({
      abi: parameters.artifact.abi,
      bytecode: parameters.artifact.bytecode,
      args: [
        token.name,
        token.symbol,
        token.decimals,
        holders,
        parseUnits(String(token.holdingEach), token.decimals),
      ],
      nonce: token.nonce,
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (
      receipt.status !== 'success' ||
      receipt.contractAddress?.toLowerCase() !== token.address.toLowerCase()
    ) {
      throw new DeploymentError({
        chainId: parameters.chainId,
        symbol: token.symbol,
        details: `status ${receipt.status}, address ${receipt.contractAddress}, expected ${token.address}`,
      })
    }
    deployed.push({
      chainId: parameters.chainId,
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
    })
  }
  return deployed
}
