import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BaseError, toBlobs } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sendTransaction } from 'viem/actions'
import { mainnet } from '@/registry/lib/chains/evm-networks'
import { createEvmClient } from '@/registry/lib/evm/create-evm-client'

// SPEC §9 "blob size limit 761855 bytes": the kit leaves the check to viem (decision in
// create-evm-client.ts). Shown here at the edge, through the kit's client, against a loopback node
// that records every request: one byte over the limit is refused with a typed error, nothing sent.
const BLOB_SIZE_LIMIT_BYTES = 761_855
const received: string[] = []
let server: Server
let url: string

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      received.push(body)
      res.writeHead(500).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

test('blob limit: 761855 bytes pack into blobs; one byte more is refused with the typed BlobSizeTooLargeError before the node sees a request', async () => {
  expect(toBlobs({ data: new Uint8Array(BLOB_SIZE_LIMIT_BYTES).fill(1) })).toHaveLength(6)
  const client = createEvmClient({ network: mainnet, rpcUrls: [url] })
  const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
  const send = async () =>
    sendTransaction(client, {
      account,
      chain: client.chain,
      to: account.address,
      blobs: toBlobs({ data: new Uint8Array(BLOB_SIZE_LIMIT_BYTES + 1).fill(1) }),
      maxFeePerBlobGas: 1n,
    } as never)
  const error = await send().catch((e: unknown) => e)
  // viem does not export the class itself; its typed errors all extend BaseError and carry a name.
  expect(error).toBeInstanceOf(BaseError)
  expect((error as BaseError).name).toBe('BlobSizeTooLargeError')
  expect((error as BaseError).shortMessage).toBe('Blob size is too large.')
  expect((error as BaseError).metaMessages).toEqual([`Max: ${BLOB_SIZE_LIMIT_BYTES} bytes`, `Given: ${BLOB_SIZE_LIMIT_BYTES + 1} bytes`])
  expect(received).toEqual([])
})
