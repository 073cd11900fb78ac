// `npm run serve -w apps/docs`: the built export (apps/docs/out) on http://127.0.0.1:3000, as a static host serves it.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveExport } from '../lib/serve-export'

const out = fileURLToPath(new URL('../out', import.meta.url))
const server = await serveExport(join(out), Number(process.env.PORT ?? 3000))
console.info(`docs: ${server.url}`)
