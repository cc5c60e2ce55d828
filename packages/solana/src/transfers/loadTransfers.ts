// The transfers' one module loaded with import() (from createSolanaTransfers and
// solanaRequestTransfers): estimate, send and wait. One module, so a page's bundler makes one
// lazy chunk of them: with one import() per action, each module the page's first chunk shares
// with only some of them became a chunk of its own, and the first load grew for nothing
// (`exports/bundleSize.test.ts`).
export { estimateSolanaTransferFee } from './estimateSolanaTransferFee.ts'
export { sendRequestedTransfer } from './sendRequestedTransfer.ts'
export { sendSolanaTransfer } from './sendSolanaTransfer.ts'
export { waitForSolanaTransfer } from './waitForSolanaTransfer.ts'
