import { describe, expect, it, vi } from 'vitest'
import { loadable } from './loadable.ts'

describe('loadable', () => {
  it('default: loads once and then answers synchronously', async () => {
    const loader = vi.fn(async () => 'view')
    const chunk = loadable(loader)
    expect(chunk.current()).toBeUndefined()
    await Promise.all([chunk.load(), chunk.load()])
    expect(chunk.current()).toBe('view')
    await chunk.load()
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('behavior: a failed load can be retried', async () => {
    const loader = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce('view')
    const chunk = loadable(loader)
    await expect(chunk.load()).rejects.toThrow('chunk failed')
    expect(chunk.current()).toBeUndefined()
    await expect(chunk.load()).resolves.toBe('view')
    expect(chunk.current()).toBe('view')
  })
})
