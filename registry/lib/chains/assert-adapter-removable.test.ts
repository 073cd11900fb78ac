import { expect, test } from 'vitest'
import { AdapterConnectedError } from '@/registry/lib/errors/network'
import { assertAdapterRemovable } from './assert-adapter-removable'

test('default', () => {
  expect(() => assertAdapterRemovable({ chainNamespace: 'solana', connectedNamespaces: ['eip155'] })).not.toThrow()
})

test('behavior: an adapter cannot be removed while connected', () => {
  expect(() => assertAdapterRemovable({ chainNamespace: 'eip155', connectedNamespaces: ['eip155'] })).toThrow(AdapterConnectedError)
})
