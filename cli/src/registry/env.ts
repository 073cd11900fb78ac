import { CliError } from '../errors.js'

/** Expands `${NAME}` from the environment; a missing variable is an error, never an empty token. */
export function expandEnv(value: string, env: NodeJS.ProcessEnv = process.env): string {
  return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    const found = env[name]
    if (found === undefined) {
      throw new CliError('ENV_MISSING', `walletkit.json refers to \${${name}}, which is not set.`, {
        suggestion: `Export ${name} before running walletkit.`,
      })
    }
    return found
  })
}
