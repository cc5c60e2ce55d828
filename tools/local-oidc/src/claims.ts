/**
 * The scopes the local provider serves, and the claims each gives (in the ID token and at
 * userinfo).
 *
 * @example
 * LOCAL_OIDC_CLAIMS.email // ['email', 'email_verified']
 */
export const LOCAL_OIDC_CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['name', 'preferred_username'],
} as const
