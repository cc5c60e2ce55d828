import { createTestConfig } from '@portico/test-utils/createTestConfig'
import { expect, it } from 'vitest'
import { ALERTS } from '../alerts/alertCatalogue.ts'
import { dismissAlert } from './dismissAlert.ts'
import { showAlert } from './showAlert.ts'

it('showAlert replaces the open alert; dismissAlert hides it', () => {
  const config = createTestConfig()
  showAlert(config, ALERTS.RATE_LIMITED)
  showAlert(config, { variant: 'warning', message: 'Custom' })
  expect(config.stores.alerts.getState().alert).toEqual({ variant: 'warning', message: 'Custom' })
  dismissAlert(config)
  expect(config.stores.alerts.getState().alert).toBeUndefined()
})
