import prompts from 'prompts'

/**
 * Permission to replace files walletkit may not silently replace: `--overwrite` grants it, a
 * terminal asks (unless --yes, which never grants it), anything else refuses.
 */
export async function confirmReplace(question: string, options: { overwrite: boolean; yes: boolean }): Promise<boolean> {
  if (options.overwrite) return true
  if (process.stdin.isTTY && process.stdout.isTTY && !options.yes) {
    const { ok } = await prompts({ type: 'confirm', name: 'ok', message: question, initial: false })
    return ok === true
  }
  return false
}
