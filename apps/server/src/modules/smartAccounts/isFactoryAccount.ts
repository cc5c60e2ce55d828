import { type Address, concat, type Hex, type PublicClient, parseAbi } from 'viem'

const ownerAbi = parseAbi(['function owner() view returns (address)'])
const factoryAbi = parseAbi(['function getAddress(bytes32 salt) view returns (address)'])

/**
 * Whether a user operation's `sender` is an account the network's factory makes (the embedded
 * wallet's smart accounts), so that the project's paymaster sponsors nobody else's:
 * - with a factory call in the operation, that factory must be ours (the EntryPoint then checks
 *   that it creates exactly `sender`, AA14);
 * - deployed, the factory must give `sender` back for its owner (the salt is the owner and 12
 *   zero bytes). An account whose owner changed, or that answers no `owner()`, is not ours.
 *
 * @example
 * await isFactoryAccount(client, { sender, factory: undefined }, accountFactory) // true
 */
export async function isFactoryAccount(
  client: Pick<PublicClient, 'readContract'>,
  operation: { sender: Address; factory?: Address | undefined },
  accountFactory: Address,
): Promise<boolean> {
  if (operation.factory !== undefined)
    return operation.factory.toLowerCase() === accountFactory.toLowerCase()
  try {
    const owner = await client.readContract({
      address: operation.sender,
      abi: ownerAbi,
      functionName: 'owner',
    })
    const made = await client.readContract({
      address: accountFactory,
      abi: factoryAbi,
      functionName: 'getAddress',
      args: [concat([owner.toLowerCase() as Hex, '0x000000000000000000000000'])],
    })
    return made.toLowerCase() === operation.sender.toLowerCase()
  } catch {
    // No code, no owner(), or another contract: not one of the factory's accounts.
    return false
  }
}
