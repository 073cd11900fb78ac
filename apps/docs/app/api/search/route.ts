import { createFromSource } from 'fumadocs-core/search/server'
import { searchIndexOf, source } from '../../../lib/source'

// Exported once at build time as a file (out/api/search); the browser searches it itself.
export const dynamic = 'force-static'
export const revalidate = false

export const { staticGET: GET } = createFromSource(source, { buildIndex: searchIndexOf })
