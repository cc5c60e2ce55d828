import { describe, expect, it } from 'vitest'
import { projectAllowsOrigin } from './projectAllowsOrigin.ts'

const OWN = ['https://shop.example', 'https://*.shop.example']

describe('projectAllowsOrigin', () => {
  it('default: the project entries, with the spec §6 defaults when they are on', () => {
    const project = { allowedOrigins: OWN, includeDefaultOrigins: true }
    for (const origin of [
      'https://shop.example',
      'https://pr-1.shop.example',
      'http://localhost:5173',
      'http://192.168.1.20:3000',
      'https://demo.vercel.app',
    ])
      expect(projectAllowsOrigin(project, origin)).toBe(true)
    expect(projectAllowsOrigin(project, 'https://evil.example')).toBe(false)
  })

  it('parameters: includeDefaultOrigins false leaves only the entries', () => {
    const project = { allowedOrigins: OWN, includeDefaultOrigins: false }
    expect(projectAllowsOrigin(project, 'https://shop.example')).toBe(true)
    expect(projectAllowsOrigin(project, 'https://pr-1.shop.example')).toBe(true)
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'https://[::1]:8443',
      'https://demo.vercel.app',
      'https://x.pages.dev',
      'https://abc.ngrok-free.app',
    ])
      expect(projectAllowsOrigin(project, origin)).toBe(false)
  })

  it('behavior: a localhost entry the project lists itself still counts with the defaults off', () => {
    const project = { allowedOrigins: ['http://localhost:5173'], includeDefaultOrigins: false }
    expect(projectAllowsOrigin(project, 'http://localhost:5173')).toBe(true)
    expect(projectAllowsOrigin(project, 'http://localhost:5174')).toBe(false)
  })
})
