import { expect, test } from 'vitest'
import * as account from './account'
import { alerts } from './alerts'
import { BaseError } from './base'
import * as caip from './caip'
import * as chain from './chain'
import * as connector from './connector'
import * as decimal from './decimal'
import * as email from './email'
import * as name from './name'
import * as network from './network'
import * as polkadot from './polkadot'
import { rpcErrorCodes } from './rpc-codes'
import * as rpc from './rpc'
import * as send from './send'
import * as siwx from './siwx-errors'
import * as swap from './swap-errors'

const modules = { account, caip, chain, connector, decimal, email, name, network, polkadot, rpc, send, siwx, swap }

function codesOf(module: Record<string, unknown>): string[] {
  return Object.entries(module)
    .filter(([, value]) => typeof value === 'function' && value.prototype instanceof BaseError)
    .map(([exportName, value]) => `${exportName}: ${(value as { code?: unknown }).code}`)
    .sort()
}

test('default: exported error codes (a change here is an API change; review it)', () => {
  const listing = Object.fromEntries(Object.entries(modules).map(([subject, module]) => [subject, codesOf(module)]))
  expect(listing).toMatchSnapshot()
})

test('behavior: codes are unique across subjects', () => {
  const all = Object.values(modules).flatMap((module) => codesOf(module).map((line) => line.split(': ')[1]))
  expect(all).not.toContain('undefined')
  expect(new Set(all).size).toBe(all.length)
})

test('parameters: alert codes and numeric RPC codes', () => {
  expect(Object.fromEntries(Object.entries(alerts).map(([kind, alert]) => [kind, alert.code]))).toMatchSnapshot()
  expect(rpcErrorCodes).toMatchSnapshot()
})
