import { afterEach, expect, test, vi } from 'vitest'
import { readPublicEnv } from './public-env'
import { resolveServiceUrls } from './service-urls'

afterEach(() => void vi.unstubAllEnvs())

test('default: nothing set keeps API.md secure site origin', () => {
  vi.stubEnv('NEXT_PUBLIC_SECURE_SITE_ORIGIN', '')
  vi.stubEnv('VITE_SECURE_SITE_ORIGIN', '')
  expect(readPublicEnv()).toEqual({ secureSiteOrigin: undefined })
  expect(resolveServiceUrls({}).secureSiteOrigin).toBe('https://secure.walletconnect.org')
})

test('parameters: NEXT_PUBLIC_SECURE_SITE_ORIGIN (Next inlines process.env.NEXT_PUBLIC_*)', () => {
  vi.stubEnv('NEXT_PUBLIC_SECURE_SITE_ORIGIN', 'http://127.0.0.1:4100')
  expect(readPublicEnv().secureSiteOrigin).toBe('http://127.0.0.1:4100')
  expect(resolveServiceUrls({}).secureSiteOrigin).toBe('http://127.0.0.1:4100')
})

test('parameters: VITE_SECURE_SITE_ORIGIN (Vite inlines import.meta.env.VITE_*)', () => {
  vi.stubEnv('NEXT_PUBLIC_SECURE_SITE_ORIGIN', '')
  vi.stubEnv('VITE_SECURE_SITE_ORIGIN', 'http://127.0.0.1:4200')
  expect(import.meta.env.VITE_SECURE_SITE_ORIGIN).toBe('http://127.0.0.1:4200')
  expect(readPublicEnv().secureSiteOrigin).toBe('http://127.0.0.1:4200')
})

test('behavior: the provider prop wins over the variable', () => {
  vi.stubEnv('NEXT_PUBLIC_SECURE_SITE_ORIGIN', 'http://127.0.0.1:4100')
  expect(resolveServiceUrls({ secureSiteOrigin: 'http://127.0.0.1:4300' }).secureSiteOrigin).toBe('http://127.0.0.1:4300')
  expect(resolveServiceUrls({ secureSiteOrigin: '' }, { secureSiteOrigin: 'http://127.0.0.1:4100' }).secureSiteOrigin).toBe(
    'http://127.0.0.1:4100',
  )
})
