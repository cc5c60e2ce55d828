// The swap checks' one module loaded with import() (`evmSwaps.ts`), apart from the adapter's
// `lazyActions.ts`: a page bundles it as a chunk of its own that loads when a confirmed swap's
// transactions are checked, not when a transfer or a balance read loads the RPC code. The build
// ships it self-contained, viem's decoder inside (scripts/lib/selfContained.mjs), and it imports
// no value of @portico/core (types only; a refusal is data, core makes it an error), so a page's
// bundler meets nothing new to split out of the first chunk for it.
export { checkEvmApproveTransaction } from './checkEvmApproveTransaction.ts'
export { checkEvmSwapTransaction } from './checkEvmSwapTransaction.ts'
