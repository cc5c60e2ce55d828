import { address, createSolanaRpc } from '@solana/kit'
import * as v from 'valibot'

const balanceSchema = v.object({ value: v.bigint() })

/**
 * `getBalance` over @solana/kit's RPC client. Only ever loaded with `import()` from
 * `getSolanaBalance`, so the RPC client stays out of the kit's initial bundle. The node's answer
 * is parsed before use.
 *
 * @example
 * const lamports = await fetchLamports('http://127.0.0.1:8899', '7EcD…')
 */
export async function fetchLamports(rpcUrl: string, owner: string): Promise<bigint> {
  const raw: unknown = await createSolanaRpc(rpcUrl).getBalance(address(owner)).send()
  return v.parse(balanceSchema, raw).value
}
