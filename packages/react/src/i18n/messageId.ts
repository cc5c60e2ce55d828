import type account from './catalogs/en/account.json'
import type connect from './catalogs/en/connect.json'
import type feedback from './catalogs/en/feedback.json'
import type send from './catalogs/en/send.json'
import type shell from './catalogs/en/shell.json'
import type trade from './catalogs/en/trade.json'

/**
 * The id of a message: a key of the English catalogue, the source of every other one. It is
 * kept in one file per part of the UI (`catalogs/<locale>/<part>.json`):
 * - shell: the modal's frame, titles and the page's buttons;
 * - connect: connecting (Connect, All Wallets, the connecting views, e-mail, social, SIWX, networks);
 * - account: Account and its tabs, ProfileWallets;
 * - send: Send and Receive;
 * - trade: Swap, Buy, Pay and the Approve view of the kit;
 * - feedback: alerts, snackbars and the errors core reports.
 */
export type MessageId =
  | keyof typeof shell
  | keyof typeof connect
  | keyof typeof account
  | keyof typeof send
  | keyof typeof trade
  | keyof typeof feedback

/** What a message's `{arguments}` are given: text, or a number its plural rules read. */
export type MessageValues = Readonly<Record<string, string | number>>

/** A locale's messages: the text of an id, its arguments filled in. */
export type Translate = (id: MessageId, values?: MessageValues) => string
