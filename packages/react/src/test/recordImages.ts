import { vi } from 'vitest'

/**
 * Records the images the kit asks the browser to fetch (`new Image()`; happy-dom's would go
 * unobserved). Undone by `vi.unstubAllGlobals()`.
 *
 * @example
 * const images = recordImages()
 * await renderKit()
 * await waitFor(() => expect(images.length).toBeGreaterThan(0))
 */
export function recordImages(): string[] {
  const requested: string[] = []
  vi.stubGlobal(
    'Image',
    class {
      decoding = 'auto'
      set src(value: string) {
        requested.push(value)
      }
    },
  )
  return requested
}
