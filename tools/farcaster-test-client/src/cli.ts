// `npm run approve -w @portico/farcaster-test-client -- '<url>' [--fid 1001] [--forge]`: approves
// the sign-in the modal shows as one of the devnet's Farcaster test accounts.
import { parseArgs } from 'node:util'
import { DEVNET_FARCASTER_ACCOUNTS } from '@portico/devnet/farcaster'
import { approveFarcasterSignIn } from './approveFarcasterSignIn.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { fid: { type: 'string', default: '1001' }, forge: { type: 'boolean', default: false } },
})
const url = positionals[0]
const account = DEVNET_FARCASTER_ACCOUNTS.find((candidate) => String(candidate.fid) === values.fid)
if (url === undefined || account === undefined) {
  const fids = DEVNET_FARCASTER_ACCOUNTS.map((known) => `${known.fid} (${known.username})`)
  console.error(`usage: approve '<sign-in url>' [--fid ${fids.join(' | ')}] [--forge]`)
  process.exit(2)
}
await approveFarcasterSignIn({ url, account, forge: values.forge })
console.info(
  `Approved as fid ${account.fid} (${account.username})${values.forge ? ', forged' : ''}`,
)
