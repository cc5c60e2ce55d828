// The adapter's one module loaded with import(): every action that reads the network's RPC with
// viem beyond its address helpers (the native balance, and the estimate, send and wait of a
// transfer). One module, so a page's bundler makes one lazy chunk of them: with one import()
// per action, each module the page's first chunk shares with only some of them became a chunk of
// its own, and the first load grew by 1.5 KB gzip (`exports/bundleSize.test.ts`). viem's
// checksum and message signing are here too: their keccak (~4 KB gzip) waits for a wallet's
// accounts (`provider/loadChecksum.ts`) or a signature.

export { getAddress } from 'viem'
export { fetchNativeBalance } from './actions/fetchNativeBalance.ts'
export { signPersonalMessage } from './actions/signPersonalMessage.ts'
export { checkEvmTransfer } from './transfers/checkEvmTransfer.ts'
export { estimateEvmTransferFee } from './transfers/estimateEvmTransferFee.ts'
export { readEvmBlockHeight } from './transfers/readEvmBlockHeight.ts'
export { readEvmToken } from './transfers/readEvmToken.ts'
export { sendEvmTransfer } from './transfers/sendEvmTransfer.ts'
export { waitForEvmTransfer } from './transfers/waitForEvmTransfer.ts'
