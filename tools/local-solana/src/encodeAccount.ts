import { type EncodedAccount, getBase58Decoder } from '@solana/kit'
import {
  getMintDecoder,
  getMintSize,
  getTokenDecoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'

/** The account encodings this server answers in. */
export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed'

// What validators report as rentEpoch for rent-exempt accounts: u64::MAX.
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n

/**
 * A token amount as validators format it: `uiAmountString` is the decimal value without
 * trailing zeros ('1000', '0.5').
 *
 * @example
 * tokenAmount(1_500_000n, 6)
 * // { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' }
 */
export function tokenAmount(amount: bigint, decimals: number) {
  const scale = 10n ** BigInt(decimals)
  const fraction = (amount % scale).toString().padStart(decimals, '0').replace(/0+$/, '')
  const uiAmountString = `${amount / scale}${fraction === '' ? '' : `.${fraction}`}`
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

function optionAddress(option: { __option: 'Some'; value: string } | { __option: 'None' }) {
  return option.__option === 'Some' ? option.value : null
}

/**
 * The `jsonParsed` form of an SPL token account or mint (classic token program), or undefined
 * for any other account, which validators then answer in base64.
 */
function parseTokenProgramAccount(
  account: EncodedAccount,
  decimalsOfMint: (mint: string) => number,
): object | undefined {
  if (account.programAddress !== TOKEN_PROGRAM_ADDRESS) return undefined
  const data = new Uint8Array(account.data)
  if (data.length === getTokenSize()) {
    const token = getTokenDecoder().decode(data)
    const isNative = token.isNative.__option === 'Some'
    return {
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          isNative,
          mint: token.mint,
          owner: token.owner,
          state: ['uninitialized', 'initialized', 'frozen'][token.state] ?? 'initialized',
          tokenAmount: tokenAmount(token.amount, decimalsOfMint(token.mint)),
        },
      },
      space: data.length,
    }
  }
  if (data.length === getMintSize()) {
    const mint = getMintDecoder().decode(data)
    return {
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority: optionAddress(mint.freezeAuthority),
          isInitialized: mint.isInitialized,
          mintAuthority: optionAddress(mint.mintAuthority),
          supply: mint.supply.toString(),
        },
      },
      space: data.length,
    }
  }
  return undefined
}

/**
 * An account in the JSON a validator answers getAccountInfo and friends with.
 *
 * @example
 * encodeAccount(account, 'base64', () => 6) // { data: ['…', 'base64'], lamports: 1n, … }
 */
export function encodeAccount(
  account: EncodedAccount,
  encoding: AccountEncoding,
  decimalsOfMint: (mint: string) => number,
) {
  const bytes = new Uint8Array(account.data)
  const parsed =
    encoding === 'jsonParsed' ? parseTokenProgramAccount(account, decimalsOfMint) : undefined
  const data =
    parsed ??
    (encoding === 'base58'
      ? [getBase58Decoder().decode(bytes), 'base58']
      : [Buffer.from(bytes).toString('base64'), 'base64'])
  return {
    data,
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: BigInt(bytes.length),
  }
}
