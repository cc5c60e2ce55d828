import { type MailCatcher, startMailCatcher } from '@portico/mail-catcher'
import type { StackRun } from './createStackRun.ts'
import { STACK_HOST } from './stackConstants.ts'

/**
 * Phase 'mail': the mail catcher the server sends its sign-in e-mails to, in this process.
 *
 * @example
 * const mailCatcher = await startMailStep(run)
 */
export function startMailStep(run: StackRun): Promise<MailCatcher> {
  const { ports } = run.options
  return run.runPhase('mail', async () => {
    const starting = startMailCatcher({
      host: STACK_HOST,
      smtpPort: ports.mailSmtp,
      httpPort: ports.mailHttp,
    })
    run.phaseStarted('mail')
    const mailCatcher = await starting
    run.services.mailCatcher = mailCatcher
    run.log(`Mail catcher is up (inbox ${mailCatcher.httpUrl}, SMTP port ${mailCatcher.smtpPort})`)
    return mailCatcher
  })
}
