import type { Address, Hex } from 'viem'

/** A personal_sign message as the visitor reads it. */
export interface DecodedMessage {
  /** The UTF-8 text when the bytes are valid UTF-8, else the hex as given. */
  text: string
  encoding: 'utf8' | 'hex'
}

export interface CallDetails {
  to: Address | undefined
  value: bigint
  data: Hex | undefined
}

/** What the approve view shows for a request waiting for the visitor. */
export type ApprovalDetails =
  | { kind: 'personal_sign'; address: Address; message: DecodedMessage }
  | {
      kind: 'typed_data'
      address: Address
      domainName: string | undefined
      primaryType: string
      /** The typed data's `message`: JSON values only (it came from the app as JSON). */
      message: unknown
    }
  | ({ kind: 'transaction'; chainId: number; from: Address } & CallDetails)
  | { kind: 'calls'; chainId: number; from: Address; calls: CallDetails[] }
