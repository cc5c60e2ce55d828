import * as core from '@portico/core'
import {
  BALANCE_UNAVAILABLE_MESSAGE,
  DisconnectChainsError,
  EMBEDDED_ACTION_NOT_ALLOWED,
  NAME_MESSAGES,
  ONRAMP_MESSAGES,
  PAY_NOT_PAID_MESSAGES,
  PAY_UNKNOWN_MESSAGE,
  PayFailedError,
  PorticoError,
  SEND_MESSAGES,
  SendValidationError,
  SWAP_MESSAGES,
  TRANSACTIONS_FAILED_MESSAGE,
  VALIDATION_MESSAGES,
  WalletRequestPendingError,
} from '@portico/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { CORE_MESSAGE_PATTERNS, CORE_MESSAGES } from './coreMessages.ts'
import type { MessageId, Translate } from './messageId.ts'
import { translateError } from './translateError.ts'
import { translatorFor } from './translators.ts'

let en: Translate
let de: Translate
let ru: Translate
let ar: Translate
beforeAll(async () => {
  en = await translatorFor('en').load()
  de = await translatorFor('de').load()
  ru = await translatorFor('ru').load()
  ar = await translatorFor('ar').load()
})

/**
 * Core's errors whose message is shown as it is, on purpose. Each says something only a
 * developer can act on, in the developer's own terms; none is a visitor's mistake.
 */
const UNTRANSLATED: Readonly<Record<string, string>> = {
  PorticoError: 'the base class: its message is whatever the code that throws it says',
  InvalidOptionError: 'names a createConfig option of the wrong type; thrown before any view',
  SiweAndSiwxError: 'two createConfig options that exclude each other; thrown before any view',
  MissingOptionError: 'names the option to set and how to set it, for the developer',
  PayRequestError: "the dApp's pay() request is wrong; its reason quotes the dApp's own values",
}

/** What the classes that need arguments are given (the others are made with none). */
const ARGUMENTS: Readonly<Record<string, readonly unknown[]>> = {
  InvalidOptionError: ['features.email'],
  DisconnectChainsError: [
    [{ namespace: 'solana', connectorId: 'phantom', reason: 'no answer within 3000 ms' }],
  ],
  HttpRequestError: [503],
  MissingOptionError: ['apiUrl', "Set apiUrl in createConfig to your Portico server's URL."],
  MethodNotAllowedError: ['eth_sign'],
  PayRequestError: ['amount', 'the amount must be more than 0'],
  PayUnconfirmedError: ['0xabc', 'eip155:1'],
  SwapWrongNetworkError: ['Base'],
  RequiredFieldError: ['email'],
  NameRegistrationError: ['alice.portico.id'],
  InvalidAccountNameError: ['TOO_SHORT'],
}

type ErrorClass = new (...args: unknown[]) => PorticoError

// As core's own test of its exported errors finds them.
const errorClasses = Object.entries(core as Record<string, unknown>).filter(
  (entry): entry is [string, ErrorClass] =>
    typeof entry[1] === 'function' &&
    (entry[1] === PorticoError || entry[1].prototype instanceof PorticoError),
)

describe("core's errors", () => {
  it('are all found (the list below is not empty by mistake)', () => {
    expect(errorClasses.length).toBeGreaterThan(60)
  })

  it.each(errorClasses)(
    '%s: exactly its message in English; translated in German and Arabic unless listed as deliberately untranslated',
    (name, ErrorClass) => {
      const error = new ErrorClass(...(ARGUMENTS[name] ?? []))
      expect(translateError(en, error)).toBe(error.message)
      if (name in UNTRANSLATED) {
        expect(translateError(de, error)).toBe(error.message)
        return
      }
      expect(translateError(de, error)).not.toBe(error.message)
      expect(translateError(ar, error)).not.toBe(error.message)
    },
  )

  it('lists as untranslated only classes core exports', () => {
    const names = errorClasses.map(([name]) => name)
    expect(names).toEqual(expect.arrayContaining(Object.keys(UNTRANSLATED)))
  })
})

/** Every message of core's tables, the functions called with sample data. */
function tableMessages(): [string, string][] {
  const samples: Readonly<Record<string, readonly unknown[]>> = {
    'SEND_MESSAGES.TOO_MANY_DECIMALS': ['PUSD', 6],
    'SEND_MESSAGES.INVALID_RECEIVER': ['Solana'],
    'SEND_MESSAGES.INSUFFICIENT_BALANCE': ['PUSD'],
    'SEND_MESSAGES.INSUFFICIENT_FEE': ['ETH'],
    'SEND_MESSAGES.NAME_NOT_FOUND': ['alice.portico.id'],
    'SEND_MESSAGES.NAME_NOT_RESOLVED': ['Error resolving name'],
    'SEND_MESSAGES.NAME_CHANGED': ['alice.portico.id'],
    'NAME_MESSAGES.REGISTER_FAILED': ['alice.portico.id'],
    'SWAP_MESSAGES.TOO_MANY_DECIMALS': ['USDC', 6],
    'SWAP_MESSAGES.INSUFFICIENT_BALANCE': ['USDC'],
    'SWAP_MESSAGES.INSUFFICIENT_FEE': ['ETH'],
    'SWAP_MESSAGES.WRONG_NETWORK': ['Base Sepolia'],
    'ONRAMP_MESSAGES.UNSUPPORTED_NETWORK': ['Portico Local'],
    'ONRAMP_MESSAGES.TOO_MANY_DECIMALS': ['USD', 2],
    'ONRAMP_MESSAGES.BELOW_MINIMUM': ['10', 'USD'],
    'ONRAMP_MESSAGES.ABOVE_MAXIMUM': ['7500', 'USD', 'card'],
    'ONRAMP_MESSAGES.ARRIVED': ['0.05', 'ETH'],
  }
  const tables = {
    SEND_MESSAGES,
    SWAP_MESSAGES,
    ONRAMP_MESSAGES,
    VALIDATION_MESSAGES,
    NAME_MESSAGES,
  }
  const messages: [string, string][] = []
  for (const [tableName, table] of Object.entries(tables))
    for (const [key, value] of Object.entries(table)) {
      const name = `${tableName}.${key}`
      if (typeof value === 'string') messages.push([name, value])
      else {
        const args = samples[name]
        // A new message function of core's needs its sample here.
        expect(args, `sample data for ${name}`).toBeDefined()
        messages.push([name, (value as (...args: unknown[]) => string)(...(args ?? []))])
      }
    }
  for (const [key, value] of Object.entries(PAY_NOT_PAID_MESSAGES))
    messages.push([`PAY_NOT_PAID_MESSAGES.${key}`, value])
  messages.push(
    ['PAY_UNKNOWN_MESSAGE', PAY_UNKNOWN_MESSAGE],
    ['BALANCE_UNAVAILABLE_MESSAGE', BALANCE_UNAVAILABLE_MESSAGE],
    ['TRANSACTIONS_FAILED_MESSAGE', TRANSACTIONS_FAILED_MESSAGE],
    ['EMBEDDED_ACTION_NOT_ALLOWED', EMBEDDED_ACTION_NOT_ALLOWED],
  )
  return messages
}

describe("core's message tables (what it stores in its state and shows in snackbars)", () => {
  it.each(tableMessages())('%s: its text in English, translated in German', (_name, message) => {
    expect(translateError(en, message)).toBe(message)
    expect(translateError(de, message)).not.toBe(message)
  })
})

/** A message of each pattern, as core writes it. */
const PATTERN_SAMPLES: Readonly<Partial<Record<MessageId, string>>> = {
  'feedback.error.retryAfter': 'Please try again after 18 seconds',
  'feedback.error.httpStatus': 'HTTP status code: 503',
  'feedback.error.disconnectChains': new DisconnectChainsError([
    { namespace: 'eip155', connectorId: 'injected', reason: 'User rejected the request.' },
    { namespace: 'solana', connectorId: 'phantom', reason: 'no answer within 3000 ms' },
  ]).message,
  'feedback.validation.maxDecimals': SEND_MESSAGES.TOO_MANY_DECIMALS('PUSD', 6),
  'feedback.validation.insufficientFee': SWAP_MESSAGES.INSUFFICIENT_FEE('SOL'),
  'feedback.validation.insufficientBalance': SEND_MESSAGES.INSUFFICIENT_BALANCE('PUSD'),
  'feedback.send.invalidReceiver': SEND_MESSAGES.INVALID_RECEIVER('EVM'),
  'feedback.send.nameNotFound': SEND_MESSAGES.NAME_NOT_FOUND('alice.portico.id'),
  'feedback.send.nameChanged': SEND_MESSAGES.NAME_CHANGED('alice.portico.id'),
  'feedback.names.registerFailed': NAME_MESSAGES.REGISTER_FAILED('alice.portico.id'),
  'feedback.swap.wrongNetwork': SWAP_MESSAGES.WRONG_NETWORK('Base'),
  'feedback.onramp.unsupportedNetwork': ONRAMP_MESSAGES.UNSUPPORTED_NETWORK('Solana Devnet'),
  'feedback.onramp.maxDecimals': ONRAMP_MESSAGES.TOO_MANY_DECIMALS('EUR', 2),
  'feedback.onramp.belowMinimum': ONRAMP_MESSAGES.BELOW_MINIMUM('20.5', 'EUR'),
  'feedback.onramp.aboveMaximum': ONRAMP_MESSAGES.ABOVE_MAXIMUM('12000', 'USD', 'ach_bank_account'),
  'feedback.onramp.arrived': ONRAMP_MESSAGES.ARRIVED('25', 'PUSD'),
  'feedback.pay.failedReason': new PayFailedError('the exchange could not pay').message,
}

describe('the translation tables', () => {
  it.each(Object.entries(CORE_MESSAGES))(
    "'%s': the same text in English, another in German",
    (message) => {
      expect(translateError(en, message)).toBe(message)
      expect(translateError(de, message)).not.toBe(message)
    },
  )

  it.each(CORE_MESSAGE_PATTERNS.map((entry) => [entry.id, entry] as const))(
    '%s: its sample is found by this pattern, the same in English, translated in German',
    (id, entry) => {
      const sample = PATTERN_SAMPLES[id]
      expect(sample, `a sample of ${id} in PATTERN_SAMPLES`).toBeDefined()
      const message = sample ?? ''
      expect(CORE_MESSAGE_PATTERNS.find(({ pattern }) => pattern.test(message))).toBe(entry)
      expect(CORE_MESSAGES[message]).toBeUndefined()
      expect(translateError(en, message)).toBe(message)
      expect(translateError(de, message)).not.toBe(message)
    },
  )
})

describe('the data a message carries', () => {
  it('a wait in seconds, with the plural of each language', () => {
    expect(translateError(de, 'Please try again after 18 seconds')).toBe(
      'Bitte versuchen Sie es in 18 Sekunden erneut',
    )
    expect(translateError(de, 'Please try again after 1 seconds')).toBe(
      'Bitte versuchen Sie es in 1 Sekunde erneut',
    )
    expect(translateError(ru, 'Please try again after 21 seconds')).toBe(
      'Повторите попытку через 21 секунду',
    )
    expect(translateError(ru, 'Please try again after 5 seconds')).toBe(
      'Повторите попытку через 5 секунд',
    )
  })

  it('a limit grouped the English way is grouped the locale way, every digit kept', () => {
    const limit = ONRAMP_MESSAGES.BELOW_MINIMUM('7500.5', 'USD')
    expect(limit).toBe('Amount must be at least 7,500.5 USD')
    expect(translateError(en, limit)).toBe(limit)
    expect(translateError(de, limit)).toBe('Der Betrag muss mindestens 7.500,5 USD betragen')
  })

  it("the payment method of a buy's maximum: card and bank account translated, another kept", () => {
    expect(translateError(de, ONRAMP_MESSAGES.ABOVE_MAXIMUM('7500', 'USD', 'card'))).toBe(
      'Der Betrag darf per Karte höchstens 7.500 USD betragen',
    )
    expect(
      translateError(de, ONRAMP_MESSAGES.ABOVE_MAXIMUM('7500', 'USD', 'ach_bank_account')),
    ).toBe('Der Betrag darf per Bankkonto höchstens 7.500 USD betragen')
    const other = ONRAMP_MESSAGES.ABOVE_MAXIMUM('500', 'EUR', 'sepa_transfer')
    expect(translateError(en, other)).toBe(other)
    expect(translateError(de, other)).toBe(
      'Der Betrag darf per sepa transfer höchstens 500 EUR betragen',
    )
  })

  it("a rule's token and decimals", () => {
    const error = new SendValidationError({
      code: 'TOO_MANY_DECIMALS',
      message: SEND_MESSAGES.TOO_MANY_DECIMALS('PUSD', 1),
    })
    expect(translateError(de, error)).toBe('PUSD hat höchstens 1 Dezimalstelle')
    expect(translateError(de, SEND_MESSAGES.INSUFFICIENT_FEE('ETH'))).toBe(
      'Nicht genug ETH für die Netzwerkgebühr',
    )
  })

  it("the wallets' reasons of a failed disconnect stay as they are", () => {
    const error = new DisconnectChainsError([
      { namespace: 'eip155', connectorId: 'injected', reason: 'User rejected the request.' },
    ])
    expect(translateError(de, error)).toBe(
      'Netzwerke konnten nicht getrennt werden: eip155 (injected: User rejected the request.)',
    )
  })

  it("a payment's reason is translated when it is core's, kept when it is the network's", () => {
    expect(translateError(de, new PayFailedError('the transaction failed'))).toBe(
      'Zahlung fehlgeschlagen: die Transaktion ist fehlgeschlagen',
    )
    expect(translateError(de, new PayFailedError('The transaction reverted'))).toBe(
      'Zahlung fehlgeschlagen: Die Transaktion wurde rückgängig gemacht',
    )
    expect(translateError(de, new PayFailedError('The transaction did not send PUSD'))).toBe(
      'Zahlung fehlgeschlagen: The transaction did not send PUSD',
    )
  })
})

describe('words that are not core’s are shown as they came', () => {
  it.each<[string, unknown, string]>([
    [
      "a wallet's own words in a mapped error",
      new WalletRequestPendingError("Request of type 'eth_requestAccounts' already pending"),
      "Request of type 'eth_requestAccounts' already pending",
    ],
    ["a wallet's own Error", new Error('User denied account access'), 'User denied account access'],
    ["a wallet's plain error object", { code: 4001, message: 'User denied.' }, 'User denied.'],
    [
      "a server's reason stored as text",
      'Code expired. Request a new code.',
      'Code expired. Request a new code.',
    ],
    ["a name of Object's prototype", 'constructor', 'constructor'],
    ['nothing', undefined, ''],
    ['an Error without words', new Error(''), ''],
    ['a thrown number', 42, '42'],
  ])('%s', (_case, error, shown) => {
    expect(translateError(de, error)).toBe(shown)
  })

  it('an object whose message getter throws gives an empty text, not a throw', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
      },
    )
    expect(translateError(de, hostile)).toBe('')
  })
})
