// `node scripts/split-locale-packs.mjs`: writes each locale pack in chunks by when a visitor needs
// them (issue 27: each chunk at most 4 KiB gzip). registry/lib/i18n/locales/<tag>.ts keeps what
// shows up to connecting (the connect views, the modal's chrome, the errors shown there) and lists
// its later parts, registry/lib/i18n/locales/parts/<tag>-<part>.ts (LATER_PARTS), fetched only once an
// account connects or one of their views is about to show. The translations move as written
// (each module's and each error's source text, comments included); run again after changing
// LATER_PARTS and every entry moves to its new part.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/**
 * The later parts of every locale (locale-parts.json, which the split rule's unit test reads too):
 * the strings modules and SPEC error texts (by code) that only a connected account's views show,
 * in chunks each fetched once an account connects or one of its views is about to show.
 * `account`: the account and what it shows at once (tokens, NFTs, activity, networks, receive)
 * and the sign-in with the account (SIWX) that follows the connection. `actions`: send, swap,
 * buy, names, the approval of a wallet request, and the notice after a send. Everything else is
 * the first part, fetched when the locale becomes active: the connect views, the modal's chrome,
 * the errors shown up to connecting, and a failed balance's notice, which the snackbar may show as
 * the account connects.
 */
export const LATER_PARTS = JSON.parse(readFileSync(new URL('./locale-parts.json', import.meta.url), 'utf8')).parts

/** The property of a first part that lists its later parts (LocalePack's `parts`). */
export const PARTS_KEY = 'parts'

const root = fileURLToPath(new URL('..', import.meta.url))
export const localesDir = join(root, 'registry/lib/i18n/locales')
/** A later part's file under localesDir; every name is its own (a shadcn host may place files by name). */
export const partPath = (tag, part) => `parts/${tag}-${part.name}.ts`

/** The pack of one file: its imports, helper statements, doc comment, export name and properties. */
function readPack(file) {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const pack = { imports: [], helpers: [], doc: '', name: '', properties: [], errors: [] }
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) pack.imports.push(statement.getText(source))
    else if (ts.isVariableStatement(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      const declaration = statement.declarationList.declarations[0]
      pack.name = declaration.name.getText(source)
      pack.doc = text.slice(statement.getFullStart(), statement.getStart(source)).trim()
      const object = declaration.initializer
      if (!object || !ts.isObjectLiteralExpression(object)) throw new Error(`${file}: the pack is not an object literal`)
      for (const property of object.properties) {
        const key = property.name.getText(source).replace(/^['"]|['"]$/g, '')
        if (key === PARTS_KEY) continue
        if (key === 'errors') {
          if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.initializer))
            throw new Error(`${file}: errors is not an object literal`)
          for (const entry of property.initializer.properties)
            pack.errors.push({
              code: entry.name.getText(source),
              text: text.slice(entry.getFullStart(), entry.getEnd()).replace(/^\s*\n/, ''),
            })
          continue
        }
        // The property's own source with the comments before it, as indented in the file.
        const full = text.slice(property.getFullStart(), property.getEnd()).replace(/^\s*\n/, '')
        pack.properties.push({ key, text: full.startsWith('  ') ? full : `  ${full.trimStart()}` })
      }
    } else pack.helpers.push(text.slice(statement.getFullStart(), statement.getEnd()).trim())
  }
  return pack
}

const uses = (body, name) => new RegExp(`\\b${name}\\b`).test(body)

/** A part's source: only the imports and helpers its properties use. */
function write(pack, properties, doc, extra) {
  const body = `${properties.map((p) => `${p.text},`).join('\n')}${extra ? `\n${extra}` : ''}`
  const helpers = pack.helpers.filter((helper) => {
    const name = /^(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*(?:const|function)\s+(\w+)/.exec(helper)?.[1]
    return name !== undefined && uses(body, name)
  })
  const needed = `${helpers.join('\n')}\n${body}`
  const imports = pack.imports.filter((line) => {
    if (line.startsWith('import type')) return true
    const names =
      /\{([^}]*)\}/
        .exec(line)?.[1]
        ?.split(',')
        .map((n) => n.trim()) ?? []
    return names.some((name) => uses(needed, name))
  })
  return `${imports.join('\n')}\n\n${helpers.length ? `${helpers.join('\n\n')}\n\n` : ''}${doc}\nexport const ${pack.name}: LocalePack = {\n${body}\n}\n`
}

/** One locale's pack read back from all its files: the first's imports and doc, every module and error. */
function readLocale(tag, dir = localesDir) {
  const first = readPack(join(dir, `${tag}.ts`))
  const properties = [...first.properties]
  const errors = [...first.errors]
  for (const part of LATER_PARTS) {
    const partFile = join(dir, partPath(tag, part))
    if (!existsSync(partFile)) continue
    const later = readPack(partFile)
    properties.push(...later.properties)
    errors.push(...later.errors)
    first.helpers = [...new Set([...first.helpers, ...later.helpers])]
    first.imports = [...new Set([...first.imports, ...later.imports])].sort(
      (a, b) => Number(!a.startsWith('import type')) - Number(!b.startsWith('import type')) || a.localeCompare(b),
    )
  }
  // Modules in alphabetical order, then the modal's chrome and the error texts by code, as the packs were written.
  properties.sort((a, b) => Number(a.key === 'modal') - Number(b.key === 'modal') || (a.key === 'modal' ? 0 : a.key.localeCompare(b.key)))
  errors.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
  return { first, properties, errors }
}

const errorsProperty = (entries) =>
  entries.length ? [{ key: 'errors', text: `  errors: {\n${entries.map((e) => `${e.text},`).join('\n')}\n  }` }] : []

/**
 * The pack of `tag` as one file with no parts, as the packs were written before the split (the
 * CLI's update test installs it as the older version a host may have).
 */
export function wholeSource(tag, dir = localesDir) {
  const { first, properties, errors } = readLocale(tag, dir)
  return write(first, [...properties, ...errorsProperty(errors)], first.doc, '')
}

/** Splits one locale (every part read back first, so a second run writes the same files). */
export function splitLocale(tag) {
  const file = join(localesDir, `${tag}.ts`)
  const { first, properties, errors } = readLocale(tag)
  const laterModules = LATER_PARTS.flatMap((part) => part.modules)
  const laterErrors = LATER_PARTS.flatMap((part) => part.errors)
  const partOf = (modules, codes) => [...properties.filter((p) => modules(p.key)), ...errorsProperty(errors.filter((e) => codes(e.code)))]
  const parts = [
    "  // The connected account's views: fetched once an account connects or one of those views is about to show.",
    `  ${PARTS_KEY}: [`,
    ...LATER_PARTS.map((part) => `    () => import('@/registry/lib/i18n/locales/parts/${tag}-${part.name}').then((m) => m.${first.name}),`),
    '  ],',
  ].join('\n')
  const language = /^\/\*\*\s*([^.(,]+)/.exec(first.doc)?.[1]?.trim() ?? tag
  writeFileSync(
    file,
    write(
      first,
      partOf(
        (key) => !laterModules.includes(key),
        (code) => !laterErrors.includes(code),
      ),
      first.doc,
      parts,
    ),
  )
  for (const part of LATER_PARTS) {
    mkdirSync(join(localesDir, 'parts'), { recursive: true })
    const doc = `/** ${language}: a later part of the ${tag} pack (${tag}.ts lists it), the strings of ${part.modules.join(', ')}. */`
    const own = partOf(
      (key) => part.modules.includes(key),
      (code) => part.errors.includes(code),
    )
    writeFileSync(join(localesDir, partPath(tag, part)), write(first, own, doc, ''))
  }
}

/** Every locale tag with a pack file. */
export function localeTags() {
  return readdirSync(localesDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.slice(0, -3))
    .sort()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const tag of localeTags()) splitLocale(tag)
  console.log(
    `split ${localeTags().length} locales: locales/<tag>.ts and ${LATER_PARTS.map((part) => `locales/parts/<tag>-${part.name}.ts`).join(', ')}`,
  )
}
