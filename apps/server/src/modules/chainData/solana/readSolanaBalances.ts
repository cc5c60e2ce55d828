import type { TokenBalance } from '@portico/core'
import { type Address, address } from '@solana/kit'
import * as v from 'valibot'
import { formatIssue } from '../../../schema/formatIssue.ts'
import { nativeBalanceLine, tokenBalanceLine } from '../balanceLines.ts'
import { reasonOf, upstreamFailure } from '../upstreamFailure.ts'
import type { SolanaChainReader } from './createSolanaChainReader.ts'

/** The SPL Token program and Token-2022: every token account belongs to one of them. */
export const TOKEN_PROGRAM_ADDRESSES = [
  address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
  address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'),
] as const

// @solana/kit turns JSON integers into bigints; token amounts stay decimal strings.
const lamportsSchema = v.object({
  value: v.pipe(v.bigint(), v.minValue(0n, 'must not be negative')),
})
const tokenAccountsSchema = v.object({
  value: v.array(
    v.object({
      account: v.object({
        data: v.object({
          parsed: v.object({
            info: v.object({
              mint: v.string(),
              tokenAmount: v.object({
                amount: v.pipe(v.string(), v.regex(/^\d{1,40}$/, 'must be a decimal integer')),
              }),
            }),
          }),
        }),
      }),
    }),
  ),
})

/**
 * The SOL balance of `owner` and its balance of every SPL mint configured on the chain (token
 * accounts of both token programs, `jsonParsed`, summed per mint). SOL comes first, always;
 * tokens with nothing are left out, mints the config does not list are ignored. A failed,
 * timed-out or malformed RPC answer becomes an `UpstreamError` (502).
 *
 * @example
 * const balances = await readSolanaBalances(reader, address('8cn…'))
 */
export async function readSolanaBalances(
  reader: SolanaChainReader,
  owner: Address,
): Promise<TokenBalance[]> {
  const { chain, rpc } = reader
  const abortSignal = AbortSignal.timeout(reader.timeoutMs)
  let answers: [unknown, ...unknown[]]
  try {
    answers = await Promise.all([
      rpc.getBalance(owner).send({ abortSignal }),
      ...(reader.tokens.length === 0
        ? []
        : TOKEN_PROGRAM_ADDRESSES.map((programId) =>
            rpc
              .getTokenAccountsByOwner(owner, { programId }, { encoding: 'jsonParsed' })
              .send({ abortSignal }),
          )),
    ])
  } catch (cause) {
    throw upstreamFailure(chain.caipNetworkId, reasonOf(cause), cause)
  }

  const [balanceAnswer, ...tokenAnswers] = answers
  const lamports = parseAnswer(chain.caipNetworkId, lamportsSchema, balanceAnswer).value
  const quantityByMint = new Map<string, bigint>()
  for (const answer of tokenAnswers)
    for (const { account } of parseAnswer(chain.caipNetworkId, tokenAccountsSchema, answer).value) {
      const { mint, tokenAmount } = account.data.parsed.info
      quantityByMint.set(mint, (quantityByMint.get(mint) ?? 0n) + BigInt(tokenAmount.amount))
    }

  const balances = [nativeBalanceLine(chain, lamports)]
  for (const token of reader.tokens) {
    const quantity = quantityByMint.get(token.address) ?? 0n
    if (quantity !== 0n) balances.push(tokenBalanceLine(token, quantity))
  }
  return balances
}

function parseAnswer<const TSchema extends v.GenericSchema>(
  caipNetworkId: string,
  schema: TSchema,
  answer: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, answer, { abortEarly: true })
  if (result.success) return result.output
  const [issue] = result.issues
  const detail = issue === undefined ? '' : ` (${formatIssue(issue)})`
  throw upstreamFailure(caipNetworkId, `unexpected RPC answer${detail}`)
}
