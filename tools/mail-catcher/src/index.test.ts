import { expect, it } from 'vitest'
import * as mailCatcher from './index.ts'

it('exports: the public API does not change by accident', () => {
  expect(Object.keys(mailCatcher).sort()).toEqual([
    'MAX_MESSAGE_BYTES',
    'MailCatcherStartError',
    'MailWaitTimeoutError',
    'startMailCatcher',
  ])
})
