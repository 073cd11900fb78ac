#!/usr/bin/env node
import { Command } from 'commander'
import { registerAdd } from './commands/add.js'
import { registerBuild } from './commands/build.js'
import { registerCss } from './commands/css.js'
import { registerDevnet } from './commands/devnet.js'
import { registerDiff } from './commands/diff.js'
import { registerInit } from './commands/init.js'
import { registerList } from './commands/list.js'
import { registerRemove } from './commands/remove.js'
import { registerUpdate } from './commands/update.js'
import { registerView } from './commands/view.js'
import { handleError } from './errors.js'

const program = new Command()
  .name('walletkit')
  .description('Copy the walletkit connect modal, hooks and chain clients into your React app.')
  .version('0.1.0')
  .showHelpAfterError()

for (const register of [
  registerInit,
  registerAdd,
  registerDiff,
  registerUpdate,
  registerRemove,
  registerList,
  registerView,
  registerCss,
  registerBuild,
  registerDevnet,
])
  register(program)

try {
  await program.parseAsync(process.argv)
} catch (error) {
  process.exitCode = handleError(error)
}
