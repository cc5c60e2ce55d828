import { InvalidProjectIdError, OriginNotAllowedError } from '../../errors/apiErrors.ts'
import type { AuthContext } from './authContext.ts'
import { type CheckSignInOriginParameters, checkSignInOrigin } from './checkSignInOrigin.ts'

/**
 * `checkSignInOrigin` as a yes or no, for what was allowed once and may not be any more (a
 * pending device approval whose project dropped its origin): false for an unknown project or an
 * origin it does not allow; other failures (the database) still throw.
 *
 * @example
 * if (!(await isSignInOriginAllowed(context, approval))) return undefined
 */
export async function isSignInOriginAllowed(
  context: AuthContext,
  parameters: CheckSignInOriginParameters,
): Promise<boolean> {
  try {
    await checkSignInOrigin(context, parameters)
    return true
  } catch (error) {
    if (error instanceof InvalidProjectIdError || error instanceof OriginNotAllowedError)
      return false
    throw error
  }
}
