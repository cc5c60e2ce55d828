import type { Page } from '@playwright/test'

/** The page's used JS heap in MB after a full garbage collection (DevTools protocol). */
export async function heapAfterGc(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page)
  await session.send('HeapProfiler.collectGarbage')
  const { usedSize } = await session.send('Runtime.getHeapUsage')
  await session.detach()
  return usedSize / 1024 / 1024
}
