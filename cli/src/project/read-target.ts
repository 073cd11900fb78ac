import { existsSync, lstatSync, readFileSync, statSync } from 'node:fs'
import { CliError } from '../errors.js'

/**
 * The text of a file walletkit may write, replace or delete, or undefined when there is none. A
 * target that is a folder (or a device, a socket) comes from a malformed item or an edited lock;
 * it is refused with its path rather than failing deep inside a read.
 */
export function readTarget(absolute: string, target: string): string | undefined {
  // lstat first: a dangling symlink is "no file" for existsSync but still a name that is taken.
  if (!existsSync(absolute)) return lstatSync(absolute, { throwIfNoEntry: false }) ? notAFile(target) : undefined
  if (!statSync(absolute).isFile()) notAFile(target)
  return readFileSync(absolute, 'utf8')
}

function notAFile(target: string): never {
  throw new CliError('TARGET_NOT_FILE', `${target} exists and is not a regular file; walletkit only writes and deletes files.`, {
    suggestion:
      'Nothing was written. If walletkit.lock.json names it, restore the lock from version control; otherwise report the item to the registry owner.',
  })
}
