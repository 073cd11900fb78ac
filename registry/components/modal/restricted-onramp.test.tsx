// @vitest-environment happy-dom

import { afterEach, expect, test } from 'vitest'
import { act, cleanup, screen } from '@testing-library/react'
import { ModalRouter } from '@/registry/components/modal/modal-router'
import { AccountActions } from '@/registry/components/account-actions'
import { renderWithKit } from '@/registry/components/test/kit'
import { useFeatures } from '@/registry/hooks/use-features'

afterEach(cleanup)

const OnRamp = () => <p>on-ramp body</p>

function Actions() {
  return <AccountActions installed={{ OnRamp }} features={useFeatures()} onSelect={() => undefined} />
}

test('behavior: in Asia/Shanghai the OnRamp route renders nothing and Account offers no Buy', async () => {
  const { kit } = renderWithKit(
    <>
      <Actions />
      <ModalRouter installed={{ OnRamp }} />
    </>,
    { timeZone: 'Asia/Shanghai' },
  )
  // The router shows Connect first (positive signal), then is sent to OnRamp.
  expect(await screen.findByText('All Wallets')).toBeTruthy()
  act(() => kit.router.push('OnRamp'))
  expect(document.querySelector('[data-slot="modal-router"]')?.getAttribute('data-view')).toBe('OnRamp')
  expect(screen.queryByText('on-ramp body')).toBeNull()
  expect(document.querySelector('[data-route="OnRamp"]')).toBeNull()
})

test('behavior: elsewhere (Europe/Berlin) the same kit shows both', async () => {
  const { kit } = renderWithKit(
    <>
      <Actions />
      <ModalRouter installed={{ OnRamp }} />
    </>,
    { timeZone: 'Europe/Berlin' },
  )
  expect(document.querySelector('[data-route="OnRamp"]')?.textContent).toBe('Buy')
  act(() => kit.router.push('OnRamp'))
  expect(await screen.findByText('on-ramp body')).toBeTruthy()
})
