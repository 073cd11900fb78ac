import { describe, expect, test } from 'vitest'
import type { CatalogueWallet } from '@/registry/lib/connectors/external'
import { getWalletDeepLink, getWalletLink, isSafeWalletLink } from './deep-links'

// Issue 32: catalogue links were opened without a scheme check; a catalogue (or a proxy in front
// of it) could hand the page a javascript: link that runs with the page's origin on click.
const wallet: CatalogueWallet = {
  id: 'w',
  name: 'W',
  mobile_link: 'https://w.app.link',
  desktop_link: 'wwallet://',
  webapp_link: 'https://app.w.example/',
}
const uri = 'wc:abc@2?relay-protocol=irn&symKey=1'

describe('catalogue deep links', () => {
  test.each(['https://w.app.link', 'wwallet://', 'metamask:', 'trust://wc', 'ledgerlive://'])('default: %s is a wallet link', (link) => {
    expect(isSafeWalletLink(link)).toBe(true)
    expect(getWalletLink({ ...wallet, mobile_link: link }, 'mobile')).toBe(link)
  })

  test.each([
    'javascript:alert(1);x',
    'JavaScript://%0aalert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://x/y',
    'http://w.app.link',
    'about:blank',
    '//evil.example/',
    'no-scheme',
  ])('behavior: %j is never opened, for any target', (link) => {
    expect(isSafeWalletLink(link)).toBe(false)
    const hostile = { ...wallet, mobile_link: link, desktop_link: link, webapp_link: link }
    for (const target of ['mobile', 'desktop', 'webapp'] as const) {
      expect(getWalletLink(hostile, target)).toBeUndefined()
      expect(getWalletDeepLink(hostile, target, uri)).toBeUndefined()
    }
  })
})
