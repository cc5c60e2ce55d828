import { chainActions } from './chainActions.ts'
import { stackInfo } from './stack.ts'

/**
 * Real transactions from dev account 4, for the specs of the 'own-accounts' lane
 * (playwright.config.ts). That lane runs beside the chain specs, which sign with accounts 0, 1,
 * 3 and 6 only, so its nonces are its own; one worker runs its specs one at a time.
 */
export function ownAccountsFunder(chainId: number): ReturnType<typeof chainActions> {
  const funder = stackInfo().accounts[4]
  if (!funder) throw new Error('No dev account 4 in the stack')
  return chainActions(chainId, funder.privateKey)
}
