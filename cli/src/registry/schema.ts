import { z } from 'zod'
import { frameworks } from '../project/detect.js'

// Field list follows the public shadcn registry-item.json / registry.json schemas, so items we
// publish stay installable by the stock shadcn CLI; walletkit's own data lives only in `meta`.
export const itemTypes = [
  'registry:lib',
  'registry:block',
  'registry:component',
  'registry:ui',
  'registry:hook',
  'registry:page',
  'registry:file',
  'registry:theme',
  'registry:style',
  'registry:item',
] as const

export const itemNameSchema = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'item names are lowercase letters, digits and dashes')

export const registryFileSchema = z
  .object({
    path: z.string().min(1),
    content: z.string().optional(),
    type: z.enum(itemTypes),
    target: z.string().optional(),
  })
  .refine((file) => !(file.type === 'registry:file' || file.type === 'registry:page') || Boolean(file.target), {
    message: 'files of type registry:file and registry:page need a target',
    path: ['target'],
  })

const cssVarsSchema = z.object({
  theme: z.record(z.string(), z.string()).optional(),
  light: z.record(z.string(), z.string()).optional(),
  dark: z.record(z.string(), z.string()).optional(),
})

export const registryItemSchema = z.object({
  $schema: z.string().optional(),
  extends: z.string().optional(),
  name: z.string().min(1),
  type: z.enum(itemTypes),
  title: z.string().optional(),
  author: z.string().min(2).optional(),
  description: z.string().optional(),
  dependencies: z.array(z.string()).optional(),
  devDependencies: z.array(z.string()).optional(),
  registryDependencies: z.array(z.string()).optional(),
  files: z.array(registryFileSchema).optional(),
  tailwind: z.record(z.string(), z.unknown()).optional(),
  cssVars: cssVarsSchema.optional(),
  css: z.record(z.string(), z.unknown()).optional(),
  envVars: z.record(z.string(), z.string()).optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
  docs: z.string().optional(),
  categories: z.array(z.string()).optional(),
})

export const registrySchema = z.object({
  $schema: z.string().optional(),
  name: z.string().min(1),
  homepage: z.string().min(1),
  items: z.array(registryItemSchema),
})

export type RegistryItem = z.infer<typeof registryItemSchema>
export type RegistryFile = z.infer<typeof registryFileSchema>
export type Registry = z.infer<typeof registrySchema>

const semver = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/

export const viewMetaSchema = z.object({
  route: z.string().regex(/^[A-Za-z_$][\w$]*$/, 'route must be an identifier'),
  export: z.string().regex(/^[A-Za-z_$][\w$]*$/, 'export must be an identifier'),
  path: z.string().optional(),
})

/** A locale pack's tag (it becomes a property of installed-locales.ts) and the pack's export. */
export const localeMetaSchema = z.object({
  tag: z.string().regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, 'tag must be a BCP 47 language tag'),
  export: z.string().regex(/^[A-Za-z_$][\w$]*$/, 'export must be an identifier'),
})

/**
 * A registry path a move names: it ends up in a quoted import specifier of the host's code, so
 * plain path characters only, under registry/, never climbing out with `..`.
 */
const movePath = z
  .string()
  .max(512)
  .regex(/^registry\/[\w@()[\]+./-]+$/, 'a path under registry/ of plain path characters')
  .refine((value) => !value.split('/').includes('..') && !value.includes('//'), 'a path that climbs out with ..')

/**
 * A file the item used to ship at `from` and now ships at `to`: `walletkit update` carries the
 * host's copy (with its edits) to the new place and rewrites the imports of it in copied files.
 */
export const moveSchema = z.object({ from: movePath, to: movePath })

/** walletkit's extras inside shadcn's free-form `meta`. */
export const walletkitMetaSchema = z
  .object({
    version: z.string().regex(semver, 'meta.version must be semver').optional(),
    sha256: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)).optional(),
    view: viewMetaSchema.optional(),
    locale: localeMetaSchema.optional(),
    moves: z.array(moveSchema).max(1000).optional(),
    /** The hosts whose builds take the item's files (all when absent): the CLI refuses it elsewhere. */
    frameworks: z.array(z.enum(frameworks)).min(1).optional(),
  })
  .loose()

/** An item as the CLI installs it: every file has content and walletkit meta is present. */
export const builtItemSchema = registryItemSchema.extend({
  name: itemNameSchema,
  files: z.array(registryFileSchema.and(z.object({ content: z.string() }))).default([]),
  meta: walletkitMetaSchema.and(z.object({ version: z.string().regex(semver) })),
})

export type BuiltItem = z.infer<typeof builtItemSchema>
export type ViewMeta = z.infer<typeof viewMetaSchema>
export type Move = z.infer<typeof moveSchema>

export const snapshotSchema = z.object({
  name: z.string(),
  homepage: z.string(),
  items: z.array(builtItemSchema),
})
export type Snapshot = z.infer<typeof snapshotSchema>
