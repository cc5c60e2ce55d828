import type { IncomingMessage, ServerResponse } from 'node:http'
import { emailSchema } from '@portico/core'
import type Provider from 'oidc-provider'
import type { Interaction } from 'oidc-provider'
import * as v from 'valibot'
import { LOCAL_OIDC_CLAIMS } from './claims.ts'
import type { LocalAccounts } from './localAccounts.ts'
import { renderErrorPage, renderSignInPage } from './renderPages.ts'

/** Largest form body read, in bytes. */
const MAX_FORM_BYTES = 16 * 1024

const signInFormSchema = v.object({
  email: emailSchema,
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Name is too long')), ''),
  // A checkbox: present ('on') when ticked, absent otherwise.
  emailVerified: v.optional(v.literal('on')),
})

export interface InteractionHandlerParameters {
  provider: Provider
  accounts: LocalAccounts
  /** Client id → label for the page title. */
  labels: ReadonlyMap<string, string>
}

/**
 * The provider's interaction pages at `/interaction/:uid`: GET shows the sign-in form, POST signs
 * the account in and grants the requested scopes to the client (consent is automatic), then
 * oidc-provider redirects back into the authorization flow.
 *
 * @example
 * const handle = createInteractionHandler({ provider, accounts, labels })
 * http.createServer((request, response) => void handle(request, response))
 */
export function createInteractionHandler(parameters: InteractionHandlerParameters) {
  const { provider, accounts, labels } = parameters

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    try {
      let details: Interaction
      try {
        details = await provider.interactionDetails(request, response)
      } catch (error) {
        // No interaction cookie, or an expired interaction: nothing to resume.
        sendPage(response, 400, renderErrorPage('Sign-in session not found', reasonOf(error)))
        return
      }
      const clientId = String(details.params.client_id)
      const page = {
        label: labels.get(clientId) ?? clientId,
        action: `/interaction/${details.uid}`,
      }
      const formAction = formActionSources(details)

      if (request.method === 'GET') {
        if (details.prompt.name === 'login') {
          sendPage(response, 200, renderSignInPage(page), formAction)
          return
        }
        // Signed in already (only consent is missing): grant it without asking.
        if (details.session?.accountId !== undefined) {
          await finish(details, details.session.accountId, false, request, response)
          return
        }
      }
      if (request.method !== 'POST') {
        sendPage(response, 405, renderErrorPage('Method not allowed'))
        return
      }

      const form = Object.fromEntries(new URLSearchParams(await readBody(request)))
      const parsed = v.safeParse(signInFormSchema, form)
      if (!parsed.success) {
        const again = renderSignInPage({
          ...page,
          email: typeof form.email === 'string' ? form.email : '',
          name: typeof form.name === 'string' ? form.name : '',
          emailVerified: form.emailVerified === 'on',
          error: parsed.issues[0]?.message ?? 'Invalid input',
        })
        sendPage(response, 400, again, formAction)
        return
      }
      const account = accounts.signIn({
        email: parsed.output.email,
        name: parsed.output.name,
        emailVerified: parsed.output.emailVerified === 'on',
      })
      await finish(details, account.accountId, true, request, response)
    } catch (error) {
      if (!response.headersSent) sendPage(response, 500, renderErrorPage('Server error'))
      else response.destroy(error as Error)
    }
  }

  // Login (when asked) and consent for the scopes the client requested, in one result.
  async function finish(
    details: Interaction,
    accountId: string,
    login: boolean,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) })
    const requested = String(details.params.scope ?? '').split(' ')
    const served = requested.filter((scope) => Object.hasOwn(LOCAL_OIDC_CLAIMS, scope))
    grant.addOIDCScope(served.join(' '))
    const grantId = await grant.save()
    await provider.interactionFinished(
      request,
      response,
      { ...(login ? { login: { accountId } } : {}), consent: { grantId } },
      { mergeWithLastSubmission: false },
    )
  }
}

// The form posts here, then oidc-provider redirects to the client's redirect URI: browsers
// apply form-action to that redirect too, so its origin is allowed.
function formActionSources(details: Interaction): string {
  const sources = ["'self'"]
  const redirectUri = details.params.redirect_uri
  if (typeof redirectUri === 'string' && URL.canParse(redirectUri)) {
    sources.push(new URL(redirectUri).origin)
  }
  return sources.join(' ')
}

function sendPage(response: ServerResponse, status: number, html: string, formAction = "'none'") {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  })
  response.end(html)
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_FORM_BYTES) {
        reject(new Error('The form is too large'))
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function reasonOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined
}
