import { expect, test } from 'vitest'
import { exportListing } from '@/registry/lib/test-utils/export-listing'

// Every public name of the errors item; a change here is an API change for copied-in hosts.
// Listed by name: other items own further files in this folder (api.ts, frame.ts).
const modules = import.meta.glob<Record<string, unknown>>(
  [
    './account.ts',
    './alerts.ts',
    './base.ts',
    './caip.ts',
    './cause-chain.ts',
    './chain.ts',
    './connector.ts',
    './decimal.ts',
    './define-error-class.ts',
    './email.ts',
    './name.ts',
    './network.ts',
    './rpc-codes.ts',
    './rpc.ts',
    './send.ts',
    './siwx-errors.ts',
    './swap-errors.ts',
    './to-chain-error.ts',
    './to-wallet-provider-alert.ts',
    './user-rejection.ts',
  ],
  { eager: true },
)

test('default: exports', () => {
  expect(exportListing(modules)).toMatchSnapshot()
})
