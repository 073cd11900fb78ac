// Writes .generated/registry-data.json (the item pages' data) before `next build` / `next dev`,
// and public/docs-strings/<item>/<tag>.json: each item's strings in each locale, fetched by the
// page for the one locale the reader shows (every locale inline would multiply the page's size).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { docsInstalledLocales } from '../components/preview/docs-installed-locales'
import { addTranslations, loadPacks } from '../lib/extract/item-translations'
import { generateRegistryData } from '../lib/generate-registry-data'

const docs = join(dirname(fileURLToPath(import.meta.url)), '..')
const root = join(docs, '..', '..')
const started = Date.now()
// --allow-missing: build while registry.json still names a file that moved (pages then omit it).
const data = await generateRegistryData(root, { allowMissing: process.argv.includes('--allow-missing') })
const translations = await addTranslations(data.items, root, await loadPacks(docsInstalledLocales))
mkdirSync(join(docs, '.generated'), { recursive: true })
writeFileSync(join(docs, '.generated', 'registry-data.json'), JSON.stringify(data))
const stringsDir = join(docs, 'public', 'docs-strings')
rmSync(stringsDir, { recursive: true, force: true })
for (const [item, locales] of translations) {
  mkdirSync(join(stringsDir, item), { recursive: true })
  for (const locale of locales) writeFileSync(join(stringsDir, item, `${locale.tag}.json`), JSON.stringify(locale))
}
console.info(
  `docs: registry data for ${data.items.length} items, strings of ${translations.size} in every locale, in ${Date.now() - started} ms`,
)
