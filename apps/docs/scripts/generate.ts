// Writes .generated/registry-data.json (the item pages' data) before `next build` / `next dev`.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateRegistryData } from '../lib/generate-registry-data'

const docs = join(dirname(fileURLToPath(import.meta.url)), '..')
const started = Date.now()
// --allow-missing: build while registry.json still names a file that moved (pages then omit it).
const data = await generateRegistryData(join(docs, '..', '..'), { allowMissing: process.argv.includes('--allow-missing') })
mkdirSync(join(docs, '.generated'), { recursive: true })
writeFileSync(join(docs, '.generated', 'registry-data.json'), JSON.stringify(data))
console.info(`docs: registry data for ${data.items.length} items in ${Date.now() - started} ms`)
