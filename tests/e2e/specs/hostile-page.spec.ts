import { type Hex, stringToHex, verifyMessage } from 'viem'
import { type HostileWindow, signInThroughFrame } from '../support/frameProtocol.ts'
import { createStrictProject, startHostileSite } from '../support/hostilePage.ts'
import { uniqueEmail } from '../support/mailbox.ts'
import { stackInfo } from '../support/stack.ts'
import { expect, test } from '../support/test.ts'

// The attack that found issue #15, replayed against the real stack: a page on another origin
// frames the secure site with a project id it does not own, signs the visitor in through the
// frame's own protocol, and hides the frame at opacity 0.01 over a decoy button.

test('a page on an origin the project does not allow cannot load the frame, and the server refuses its sign-in', async ({
  page,
}) => {
  const allowed = await startHostileSite()
  const hostile = await startHostileSite()
  const projectId = `strict-${Date.now()}`
  createStrictProject(projectId, [allowed.origin])
  try {
    const refusals: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text())
    })
    await hostile.open(page, projectId)
    // Chromium reports the refusal in the embedding page's console: the secure site's answer
    // carried `frame-ancestors` without this origin, so the frame's document never ran.
    await expect.poll(() => refusals.length, { timeout: 15_000 }).toBeGreaterThan(0)
    const answers = await page.evaluate(() => (window as unknown as HostileWindow).answers)
    expect(answers.filter((answer) => answer?.type === 'FRAME_READY')).toEqual([])

    // Going round the frame to the server itself gets the spec's origin refusal, and no e-mail.
    const email = uniqueEmail('target')
    const { serverUrl, secureSiteUrl } = stackInfo()
    const response = await fetch(`${serverUrl}/auth/v1/email/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(secureSiteUrl).origin },
      body: JSON.stringify({
        email,
        deviceId: crypto.randomUUID(),
        projectId,
        origin: hostile.origin,
      }),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({
      code: 'ORIGIN_NOT_ALLOWED',
      message: 'Unauthorized: origin not allowed',
    })
  } finally {
    await allowed.close()
    await hostile.close()
  }
})

test('on an allowed origin, a click on a decoy under the see-through frame approves nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const site = await startHostileSite()
  const projectId = `strict-${Date.now()}`
  createStrictProject(projectId, [site.origin])
  try {
    await site.open(page, projectId)
    // The visitor is signed in through the page's frame: a new (device, origin) is checked
    // by the link in the e-mail, which names the site that asked, then the code follows.
    const address = await signInThroughFrame(page, browser, uniqueEmail('victim'), site.origin)

    // The page asks for a signature with the frame see-through over its "CLAIM" button.
    await page.evaluate(() => (window as unknown as HostileWindow).hideFrame())
    const message = 'Claim your free tokens'
    await page.evaluate(
      ([data, account]) => {
        const hostile = window as unknown as HostileWindow
        hostile.signing = hostile.ask('APP_RPC_REQUEST', {
          method: 'personal_sign',
          params: [data, account],
        })
      },
      [stringToHex(message), address] as const,
    )
    const approve = page.frameLocator('#wallet').getByTestId('approve-transaction-approve')
    await expect(approve).toBeAttached()
    const box = await approve.boundingBox()
    if (box === null) throw new Error('The approve button has no box')
    // The visitor clicks "CLAIM" again and again for two seconds: each click lands on the
    // see-through Approve button, which never arms while the frame is not visible.
    for (let click = 0; click < 20; click++) {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await page.waitForTimeout(100)
    }
    const answers = await page.evaluate(() => (window as unknown as HostileWindow).answers)
    expect(answers.some((answer) => answer?.type === 'FRAME_RPC_REQUEST_SUCCESS')).toBe(false)

    // Control: the same frame, fully visible, arms after a moment and a click signs. So the
    // clicks above did reach the button and were refused for the frame's visibility alone.
    await page.evaluate(() => (window as unknown as HostileWindow).showFrame())
    await expect(approve).toBeEnabled()
    await approve.click()
    const signed = await page.evaluate(() => (window as unknown as HostileWindow).signing)
    expect(signed?.type).toBe('FRAME_RPC_REQUEST_SUCCESS')
    const signature = signed?.payload as unknown as Hex
    expect(await verifyMessage({ address, message, signature })).toBe(true)
  } finally {
    await site.close()
  }
})
