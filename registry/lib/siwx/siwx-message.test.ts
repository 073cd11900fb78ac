import { describe, expect, test } from 'vitest'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { SiwxMessageInvalidError } from '../errors/siwx-errors'
import { createSiwxMessage } from './create-siwx-message'
import { formatSiwxMessage } from './format-siwx-message'
import { parseSiwxMessage } from './parse-siwx-message'
import type { SiwxMessageData } from './siwx-types'

// Every SPEC §3 field, laid out as EIP-4361's ABNF prescribes, written out by hand.
const fullText = [
  'app.example.org wants you to sign in with your Ethereum account:',
  '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  '',
  'Sign in to the example app.',
  '',
  'URI: https://app.example.org/login',
  'Version: 1',
  'Chain ID: 10',
  'Nonce: k3Jd9sPq2mXz7RtY',
  'Issued At: 2026-01-02T03:04:05.678Z',
  'Expiration Time: 2026-01-09T03:04:05.678Z',
  'Not Before: 2026-01-02T03:00:00Z',
  'Request ID: req-42',
  'Resources:',
  '- ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
  '- https://app.example.org/terms.json',
].join('\n')

const fullData: SiwxMessageData = {
  domain: 'app.example.org',
  accountAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  statement: 'Sign in to the example app.',
  uri: 'https://app.example.org/login',
  version: '1',
  chainId: 'eip155:10',
  nonce: 'k3Jd9sPq2mXz7RtY',
  issuedAt: '2026-01-02T03:04:05.678Z',
  expirationTime: '2026-01-09T03:04:05.678Z',
  notBefore: '2026-01-02T03:00:00Z',
  requestId: 'req-42',
  resources: ['ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi', 'https://app.example.org/terms.json'],
}

const minimal: SiwxMessageData = {
  domain: 'localhost:5173',
  accountAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  uri: 'http://localhost:5173',
  version: '1',
  chainId: 'eip155:31337',
  nonce: 'abcdefgh12',
  issuedAt: '2026-11-23T12:00:00.000Z',
}

describe('formatSiwxMessage', () => {
  test('default: every field gives the EIP-4361 text byte for byte', () => {
    expect(formatSiwxMessage(fullData)).toBe(fullText)
  })

  test('behavior: without a statement the address is followed by two empty lines (ABNF address LF LF LF)', () => {
    expect(formatSiwxMessage(minimal)).toBe(
      'localhost:5173 wants you to sign in with your Ethereum account:\n0x8ba1f109551bD432803012645Ac136ddd64DBA72\n\n\nURI: http://localhost:5173\nVersion: 1\nChain ID: 31337\nNonce: abcdefgh12\nIssued At: 2026-11-23T12:00:00.000Z',
    )
  })

  test('behavior: agrees with viem’s independent EIP-4361 implementation', () => {
    const viemText = createSiweMessage({
      domain: fullData.domain,
      address: fullData.accountAddress as `0x${string}`,
      statement: fullData.statement,
      uri: fullData.uri,
      version: '1',
      chainId: 10,
      nonce: fullData.nonce,
      issuedAt: new Date(fullData.issuedAt),
      expirationTime: new Date(fullData.expirationTime ?? ''),
      notBefore: new Date('2026-01-02T03:00:00.000Z'),
      requestId: fullData.requestId,
      resources: [...(fullData.resources ?? [])],
    })
    expect(formatSiwxMessage({ ...fullData, notBefore: '2026-01-02T03:00:00.000Z' })).toBe(viemText)
    expect(parseSiweMessage(formatSiwxMessage(fullData))).toMatchObject({
      address: fullData.accountAddress,
      chainId: 10,
      nonce: fullData.nonce,
      requestId: 'req-42',
    })
  })

  test('parameters: chainId solana gives the CAIP-122 text with the Solana account', () => {
    const text = formatSiwxMessage({
      ...minimal,
      accountAddress: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(text.split('\n').slice(0, 2)).toEqual([
      'localhost:5173 wants you to sign in with your Solana account:',
      '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    ])
    expect(text).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
  })

  test('behavior: a namespace without a sign-in profile or a multi-line statement is refused', () => {
    expect(() => formatSiwxMessage({ ...minimal, chainId: 'bip122:000000000019d6689c085ae165831e93' })).toThrow(SiwxMessageInvalidError)
    expect(() => formatSiwxMessage({ ...minimal, statement: 'two\nlines' })).toThrow(SiwxMessageInvalidError)
  })

  test('behavior: a chain id that is no CAIP-2 id (extra segments) is refused, with the CAIP error as cause (it wrote "Chain ID: 1:2")', () => {
    const run = () => formatSiwxMessage({ ...minimal, chainId: 'eip155:1:2' as SiwxMessageData['chainId'] })
    expect(run).toThrow(SiwxMessageInvalidError)
    expect(run).toThrow(expect.objectContaining({ cause: expect.objectContaining({ code: 'CAIP2_NETWORK_ID_INVALID' }) }))
  })
})

describe('parseSiwxMessage', () => {
  test('default: reads every field back', () => {
    expect(parseSiwxMessage(fullText)).toEqual(fullData)
  })

  test('behavior: messages round-trip (parse then format gives the same bytes)', () => {
    const samples = [
      fullText,
      formatSiwxMessage(minimal),
      formatSiwxMessage({ ...minimal, statement: 'Hi', resources: ['https://a.example'] }),
      formatSiwxMessage({ ...minimal, requestId: 'r1' }),
      formatSiwxMessage({
        ...minimal,
        accountAddress: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      }),
      createSiwxMessage({
        accountAddress: minimal.accountAddress,
        chainId: 'eip155:1',
        domain: 'd.example',
        uri: 'https://d.example',
        expiresInMs: 60_000,
      }).text,
    ]
    for (const text of samples) {
      const data = parseSiwxMessage(text)
      expect(formatSiwxMessage(data)).toBe(text)
      expect(parseSiwxMessage(formatSiwxMessage(data))).toEqual(data)
    }
  })

  test('behavior: anything that is not exactly the message shape is refused', () => {
    const broken = [
      '',
      fullText.replace('Ethereum account', 'Dogecoin account'),
      fullText.replace('\nVersion: 1', ''),
      fullText.replace('Nonce: k3Jd9sPq2mXz7RtY', 'Nonce: '),
      `${fullText}\ntrailing`,
      fullText.replace('- https://app.example.org/terms.json', 'https://app.example.org/terms.json'),
      formatSiwxMessage(minimal).replace('\n\n\nURI', '\n\nURI'),
      `${formatSiwxMessage(minimal)}\nResources:`,
    ]
    for (const text of broken) expect(() => parseSiwxMessage(text), text).toThrow(SiwxMessageInvalidError)
  })
})

test('behavior: parseSiwxMessage refuses a Chain ID line that is no CAIP-2 reference (it read eip155:1:2)', () => {
  const text = formatSiwxMessage(minimal).replace(/\nChain ID: \d+\n/, '\nChain ID: 1:2\n')
  expect(text).toContain('\nChain ID: 1:2\n')
  expect(() => parseSiwxMessage(text)).toThrow(SiwxMessageInvalidError)
  expect(() => parseSiwxMessage(text)).toThrow(/"1:2" is not a CAIP-2 chain reference \(line 7\)/)
})

describe('createSiwxMessage', () => {
  test('default: version 1, a 16-character alphanumeric nonce, issued now, expiring later', () => {
    const { data, text } = createSiwxMessage({
      accountAddress: minimal.accountAddress,
      chainId: 'eip155:1',
      domain: 'd.example',
      uri: 'https://d.example',
      expiresInMs: 1000,
      now: 0,
    })
    expect(data).toMatchObject({ version: '1', issuedAt: '1970-01-01T00:00:00.000Z', expirationTime: '1970-01-01T00:00:01.000Z' })
    expect(data.nonce).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(text).toBe(formatSiwxMessage(data))
  })
})
