import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { expect, it } from 'vitest'
import { closeModal } from './closeModal.ts'
import { openModal } from './openModal.ts'
import { setLegalAccepted } from './setLegalAccepted.ts'

it('default: not ticked until the visitor ticks it', () => {
  const config = createTestConfig()
  expect(config.stores.modal.getState().legalAccepted).toBeUndefined()
  setLegalAccepted(config, { accepted: true })
  expect(config.stores.modal.getState().legalAccepted).toBe(true)
  setLegalAccepted(config, { accepted: false })
  expect(config.stores.modal.getState().legalAccepted).toBe(false)
})

it('behavior: the tick outlives closing and reopening the modal', async () => {
  const config = createTestConfig()
  await openModal(config)
  setLegalAccepted(config, { accepted: true })
  closeModal(config)
  await openModal(config)
  expect(config.stores.modal.getState()).toMatchObject({ open: true, legalAccepted: true })
})
