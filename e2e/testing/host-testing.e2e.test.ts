import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import type { HostApp } from '../support/host-app'
import { prepareTestingHost, runHostPlaywright, runHostVitest, typecheckTestingHost } from './testing-host'

// Issue 28 item 4: a CLI-made host that ran `walletkit add connect-modal testing` tests itself
// with its own test runners, its App.tsx and tests taken from the testing guide and written only
// with the copied fixtures: connect the Devnet Wallet through the real modal, write to the host's
// own contract (deployed by the devnet's deploy hook) with the app's code, read the new state
// from the node; and the wallet's reject-next-request reaches the app as a 4001.

describe('walletkit add testing: a host tests itself', () => {
  let host: HostApp

  beforeAll(async () => {
    host = await prepareTestingHost('testing-host')
  })

  test('behavior: the item copies the fixtures into tests/walletkit and the reader into the lib alias', () => {
    for (const file of [
      'tests/walletkit/devnet.ts',
      'tests/walletkit/wallet.ts',
      'tests/walletkit/mailbox.ts',
      'tests/walletkit/playwright.ts',
      'src/lib/walletkit/testing/read-test-devnet.ts',
    ]) {
      expect(existsSync(join(host.root, file)), file).toBe(true)
    }
    const lock = JSON.parse(readFileSync(join(host.root, 'walletkit.lock.json'), 'utf8')) as { items: Record<string, unknown> }
    expect(Object.keys(lock.items)).toEqual(expect.arrayContaining(['testing', 'testing-playwright']))
  })

  test("behavior: the guide's files and the copied fixtures type-check in the host (strict)", async () => {
    await typecheckTestingHost(host)
  })

  test("behavior: the host's Vitest + playwright-core test connects, writes its contract, reads it back, and sees a 4001 rejection", async () => {
    const { stdout, ms } = await runHostVitest(host)
    console.log(`host vitest run: ${ms} ms`)
    expect(stdout).toMatch(/Tests\s+2 passed \(2\)/)
  })

  test("behavior: the host's Playwright Test spec (walletkitTest fixtures) passes the same two journeys", async () => {
    const { stdout, ms } = await runHostPlaywright(host)
    console.log(`host playwright test run: ${ms} ms`)
    expect(stdout).toMatch(/\b2 passed\b/)
  })
})
