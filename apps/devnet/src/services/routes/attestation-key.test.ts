import { execFile } from 'node:child_process'
import { sign } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { createAttestationKey } from './attestation-key'

test('default: the public JWK verifies what the private key signs (ES256, as the attestation is signed)', async () => {
  const { privateKey, publicJwk } = createAttestationKey()
  expect(Object.keys(publicJwk).sort()).toEqual(['crv', 'kty', 'x', 'y'])
  const data = Buffer.from('header.payload')
  const signature = sign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' })
  const key = await crypto.subtle.importKey('jwk', publicJwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify'])
  expect(await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, signature, data)).toBe(true)
})

// Node 20's deadlock (see attestation-key.ts) needs a garbage collection at the wrong moment: a
// small young generation makes them frequent. With the old key making, about half the runs of
// this loop hung (6 of 10 measured), so four run side by side. In child processes: a deadlocked
// test process could not even time out. The limit guards against that hang, far above the few
// seconds a loop takes.
test('behavior: making 20,000 keys under constant garbage collection finishes, four times over (no deadlock)', async () => {
  const module = fileURLToPath(new URL('./attestation-key.ts', import.meta.url))
  const loop = `const { createAttestationKey } = await import(${JSON.stringify(module)}); for (let i = 0; i < 20000; i++) createAttestationKey(); console.log('made')`
  const run = () =>
    new Promise<{ signal: string | null; status: number | null; out: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--max-semi-space-size=1', '--import', 'tsx', '--input-type=module', '-e', loop],
        { encoding: 'utf8', timeout: 120_000, killSignal: 'SIGKILL' },
        (_error, stdout) => resolve({ signal: child.signalCode, status: child.exitCode, out: stdout.trim() }),
      )
    })
  const runs = await Promise.all([run(), run(), run(), run()])
  expect(runs).toEqual(Array(4).fill({ signal: null, status: 0, out: 'made' }))
}, 150_000)
