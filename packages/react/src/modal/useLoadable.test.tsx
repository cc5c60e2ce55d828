import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Loadable, loadable, useLoadable } from './loadable.ts'

// Rendered without act(): what is under test is when React renders on its own.
let actEnvironment: unknown
const roots: Root[] = []
beforeEach(() => {
  actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT')
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
})
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount()
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment)
  document.body.replaceChildren()
})

function Shown({ chunk, urgent }: { chunk: Loadable<string>; urgent: boolean }) {
  return <p>{useLoadable(chunk, { urgent }) ?? 'loading'}</p>
}

/** Renders the chunk's value; resolves once its load has started. */
async function renderChunk(urgent: boolean) {
  let finish: (value: string) => void = () => undefined
  const loader = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)))
  const chunk = loadable(loader)
  const host = document.body.appendChild(document.createElement('div'))
  const root = createRoot(host)
  roots.push(root)
  root.render(<Shown chunk={chunk} urgent={urgent} />)
  await vi.waitFor(() => expect(loader).toHaveBeenCalled())
  return { host, chunk, finish: (value: string) => finish(value) }
}

describe('useLoadable', () => {
  it('urgent: the loaded value is rendered in the task its load ends in', async () => {
    const { host, chunk, finish } = await renderChunk(true)
    expect(host.textContent).toBe('loading')
    finish('Connect')
    // The hook's callback on the load runs before this await resumes.
    await chunk.load()
    expect(host.textContent).toBe('Connect')
  })

  it('default: the loaded value waits for React to schedule its render', async () => {
    const { host, chunk, finish } = await renderChunk(false)
    finish('Connect')
    await chunk.load()
    expect(host.textContent).toBe('loading')
    await vi.waitFor(() => expect(host.textContent).toBe('Connect'))
  })
})
