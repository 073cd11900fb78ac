// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { ConnectingFarcasterView } from '@/registry/components/connecting-farcaster-view'
import { localA, renderWithKit } from '@/registry/components/test/kit'
import { scriptedFrame } from '@/registry/components/test/scripted-frame'
import { EmbeddedWalletProvider } from '@/registry/hooks/embedded-wallet-provider'
import type { PlatformDetector } from '@/registry/lib/state/embedded/social-platform'

afterEach(cleanup)

const approvalUrl = 'https://farcaster.example/approve?c=1'
// The approval never comes: the view stays on the link.
const frame = () => scriptedFrame({ GET_FARCASTER_URI: () => ({ url: approvalUrl }), CONNECT_FARCASTER: () => new Promise(() => {}) })
const device = (mobile: boolean): PlatformDetector => ({
  isTelegram: () => false,
  os: () => (mobile ? 'ios' : 'mac'),
  isMobile: () => mobile,
})

function renderOn(mobile: boolean) {
  return renderWithKit(
    <EmbeddedWalletProvider parameters={{ frame: frame(), networks: [localA] }}>
      <ConnectingFarcasterView />
    </EmbeddedWalletProvider>,
    { platform: device(mobile) },
  )
}

describe('ConnectingFarcasterView', () => {
  test('default: on a computer, the approval link as a QR code to scan with a phone, and a link to open it here', async () => {
    renderOn(false)
    await waitFor(() => expect(document.querySelector('[data-slot="connecting-farcaster-qr"]')).not.toBeNull())
    expect(screen.getByText('Scan this QR code with your phone')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open on this device' }).getAttribute('href')).toBe(approvalUrl)
    expect(document.querySelector('[data-slot="connecting-farcaster-open"]')).toBeNull()
  })

  test('behavior: on a phone, no QR code (the phone cannot scan itself): Open Farcaster opens the approval link, and the view waits', async () => {
    renderOn(true)
    const open = await screen.findByRole('link', { name: 'Open Farcaster' })
    expect(open.getAttribute('href')).toBe(approvalUrl)
    expect(open.getAttribute('target')).toBe('_blank')
    expect(screen.getByText('Waiting for approval in Farcaster…')).toBeTruthy()
    expect(document.querySelector('[data-slot="connecting-farcaster-qr"]')).toBeNull()
    expect(screen.queryByText('Scan this QR code with your phone')).toBeNull()
  })
})
