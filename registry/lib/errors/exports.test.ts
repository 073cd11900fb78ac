import { expect, test } from 'vitest'

// Every public name of the errors item; a change here is an API change for copied-in hosts.
// Listed by name: other items own further files in this folder (api.ts, frame.ts).
const modules = import.meta.glob<Record<string, unknown>>(
  [
    './account.ts',
    './alerts.ts',
    './base.ts',
    './caip.ts',
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
    './siwx.ts',
    './swap.ts',
    './to-chain-error.ts',
    './to-wallet-provider-alert.ts',
  ],
  { eager: true },
)

test('default: exports', () => {
  const listing = Object.fromEntries(
    Object.entries(modules)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, module]) => [file, Object.keys(module).sort()]),
  )
  expect(listing).toMatchSnapshot()
})
