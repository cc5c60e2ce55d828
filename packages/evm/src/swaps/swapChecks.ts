// The swap checks' one module loaded with import() (`evmSwaps.ts`), apart from the adapter's
// `lazyActions.ts`: a page bundles it as a chunk of its own that loads when a confirmed swap's
// transactions are checked, not when a transfer or a balance read loads the RPC code. It imports
// no viem and no value of @portico/core (types only; a refusal is data, core makes it an error),
// so the page's bundler has nothing new to split out of the first chunk for it.
export { checkEvmApproveTransaction } from './checkEvmApproveTransaction.ts'
export { checkEvmSwapTransaction } from './checkEvmSwapTransaction.ts'
