import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { CliError, ConfigMissingError, zodLines } from '../errors.js'
import { frameworks } from './detect.js'

const aliasSchema = z.string().regex(/^[@~#\w][\w@~#./-]*$/, 'an import alias such as @/lib/walletkit')

export const registryConfigSchema = z.union([
  z.string(),
  z.object({
    url: z.string(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
])

export const configSchema = z.object({
  $schema: z.string().optional(),
  framework: z.enum(frameworks),
  rsc: z.boolean(),
  tsx: z.boolean().default(true),
  tailwind: z.object({ css: z.string() }),
  /**
   * Hosts on Tailwind 3 or without Tailwind: the stylesheet `walletkit css` compiles the kit's
   * classes into (imported from tailwind.css, the host's entry CSS). Absent: the host's own
   * Tailwind v4 builds the kit's classes.
   */
  compiledCss: z.string().optional(),
  aliases: z.object({
    lib: aliasSchema,
    hooks: aliasSchema,
    ui: aliasSchema,
    components: aliasSchema,
  }),
  registries: z.record(z.string().regex(/^@[a-z0-9][a-z0-9-]*$/, 'registry names look like @acme'), registryConfigSchema).default({}),
})

export type Config = z.infer<typeof configSchema>
export type RegistryConfig = z.infer<typeof registryConfigSchema>

export const CONFIG_FILE = 'walletkit.json'

export const defaultAliases = (prefix: string): Config['aliases'] => ({
  lib: `${prefix}lib/walletkit`,
  hooks: `${prefix}hooks/walletkit`,
  ui: `${prefix}components/walletkit/ui`,
  components: `${prefix}components/walletkit`,
})

export function readConfig(root: string): Config {
  const file = join(root, CONFIG_FILE)
  if (!existsSync(file)) throw new ConfigMissingError(root)
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (cause) {
    throw new CliError('CONFIG_INVALID', `${CONFIG_FILE} is not valid JSON.`, {
      cause,
      suggestion: `Fix ${CONFIG_FILE} or delete it and run \`walletkit init\`.`,
    })
  }
  const parsed = configSchema.safeParse(raw)
  if (!parsed.success) {
    throw new CliError('CONFIG_INVALID', `${CONFIG_FILE} does not match the expected shape.`, {
      lines: zodLines(parsed.error, CONFIG_FILE),
      suggestion: `Fix the fields listed above in ${CONFIG_FILE}.`,
    })
  }
  return parsed.data
}
