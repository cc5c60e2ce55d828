// (f') of `npm run bench`: the swap quote route's answer time for a cached pool (issue #18,
// budget p95 < 20 ms), beside (f) the balance route's. Run alone, it starts the smallest stack
// that has it (two anvil chains with Uniswap, the server) and prints the figure:
//   node --conditions=@portico/source --import tsx bench/quoteLatency.ts
import { PORTICO_TOKENS } from '@portico/devnet'
import { startServerStack } from './startServerStack.ts'
import { percentile, round } from './stats.ts'

/** The native currency's pseudo-address in CAIP-10 token ids. */
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Budget of issue #18. */
export const QUOTE_P95_BUDGET_MS = 20

export interface QuoteFigures {
  p50: number
  p95: number
  p99: number
  requests: number
}

export interface QuoteAnswerTimesParameters {
  serverUrl: string
  projectId: string
  /** An EVM chain of the stack, e.g. 31337. */
  chainId: number
  userAddress: string
  requests: number
}

/**
 * Answer times of `GET /v1/convert/quotes` (0.1 ETH → PUSD on the deep ETH/PUSD pool) once the
 * pool's reserves are cached: one keep-alive connection, 100 requests of warm-up, then `requests`
 * one after the other. The server reuses reserves for a second, so about one request a second
 * pays a fresh read of the pool and the gas price: that is the steady state measured.
 *
 * @example
 * const quoteMs = await quoteAnswerTimes({ serverUrl, projectId, chainId: 31337, userAddress, requests: 500 })
 */
export async function quoteAnswerTimes(
  parameters: QuoteAnswerTimesParameters,
): Promise<QuoteFigures> {
  const [pusd] = PORTICO_TOKENS
  const url = `${parameters.serverUrl}/v1/convert/quotes?${new URLSearchParams({
    projectId: parameters.projectId,
    amount: String(10n ** 17n),
    from: `eip155:${parameters.chainId}:${NATIVE}`,
    to: `eip155:${parameters.chainId}:${pusd.address}`,
    userAddress: parameters.userAddress,
  })}`
  const ask = async () => {
    const response = await fetch(url)
    if (!response.ok)
      throw new Error(`The quote route answered ${response.status}: ${await response.text()}`)
    await response.arrayBuffer()
  }
  // More warm-up than (f): a freshly started server still compiles the route's code paths.
  for (let i = 0; i < 100; i++) await ask()
  const times: number[] = []
  for (let i = 0; i < parameters.requests; i++) {
    const start = performance.now()
    await ask()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (share: number) => round(percentile(times, share))
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), requests: times.length }
}

/** Run alone: a stack with the server only, the figure, the budget; exit 1 when over it. */
async function measureAlone(): Promise<void> {
  const { stack, stop } = await startServerStack()
  try {
    const [account] = stack.accounts
    const [chain] = stack.chains
    if (!stack.serverUrl || !account || !chain) throw new Error('The stack has no server')
    const figures = await quoteAnswerTimes({
      serverUrl: stack.serverUrl,
      projectId: stack.projectId,
      chainId: chain.chainId,
      userAddress: account.address,
      requests: Number(process.env.BENCH_QUOTE_REQUESTS ?? 500),
    })
    const ok = figures.p95 < QUOTE_P95_BUDGET_MS
    console.info(`Swap quotes, cached pool (${figures.requests} requests)`)
    console.info(
      `  (f') answer time p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms`,
    )
    console.info(
      `  ${ok ? 'within' : 'OVER  '}  p95 ${figures.p95} ms (budget < ${QUOTE_P95_BUDGET_MS} ms)`,
    )
    if (!ok) process.exitCode = 1
  } finally {
    await stop()
  }
}

if (process.argv[1]?.endsWith('quoteLatency.ts')) await measureAlone()
