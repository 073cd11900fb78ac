import { describe, expect, test } from 'vitest'
import { formatDeepLink, getWalletDeepLink } from './deep-links'
import { createExternalConnector, type CatalogueWallet } from './external'
import { ExternalConnectorError } from '@/registry/lib/errors/connector'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=1'
const wallet: CatalogueWallet = {
  id: 'w1',
  name: 'Example',
  image_url: 'http://127.0.0.1/img.png',
  rdns: 'io.example',
  mobile_link: 'https://example.app.link',
  desktop_link: 'examplewallet://',
  webapp_link: 'https://app.example.com/',
}

describe('external connector', () => {
  test('default: a catalogue wallet becomes an EXTERNAL connector', () => {
    const connector = createExternalConnector(wallet)
    expect(connector).toMatchObject({
      id: 'w1',
      name: 'Example',
      type: 'EXTERNAL',
      chain: 'eip155',
      explorerId: 'w1',
      imageUrl: 'http://127.0.0.1/img.png',
      info: { rdns: 'io.example' },
    })
  })

  test('behavior: connecting directly is refused; the session comes from a deep link', async () => {
    await expect(createExternalConnector(wallet).connect()).rejects.toBeInstanceOf(ExternalConnectorError)
  })

  test('behavior: mobile universal link gets wc?uri=', () => {
    expect(getWalletDeepLink(wallet, 'mobile', uri)).toBe(`https://example.app.link/wc?uri=${encodeURIComponent(uri)}`)
  })

  test('behavior: mobile scheme gets wc?uri=', () => {
    expect(formatDeepLink('trust:', uri)).toBe(`trust://wc?uri=${encodeURIComponent(uri)}`)
  })

  test('behavior: desktop uses the scheme', () => {
    expect(getWalletDeepLink(wallet, 'desktop', uri)).toBe(`examplewallet://wc?uri=${encodeURIComponent(uri)}`)
  })

  test('behavior: web app uses https with ?uri=', () => {
    expect(getWalletDeepLink(wallet, 'webapp', uri)).toBe(`https://app.example.com/wc?uri=${encodeURIComponent(uri)}`)
  })

  test('behavior: a missing or non-https web app link gives no deep link', () => {
    expect(getWalletDeepLink({ ...wallet, webapp_link: null }, 'webapp', uri)).toBeUndefined()
    expect(getWalletDeepLink({ ...wallet, webapp_link: 'javascript:alert(1)' }, 'webapp', uri)).toBeUndefined()
  })
})
