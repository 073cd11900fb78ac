import { CliError } from '../errors.js'
import type { Framework } from './detect.js'

/** How the CLI names each kind of host it supports, in its messages. */
export const frameworkLabels: Record<Framework, string> = {
  vite: 'Vite',
  'next-app': 'the Next.js app router',
  'next-pages': 'the Next.js pages router',
  'react-router': 'React Router 7 (framework mode)',
}

/**
 * Refuses an item whose `meta.frameworks` leaves out this project's framework, before anything is
 * written: its files only build there (an app-router route beside a pages-router app stops
 * `next build`). An item without the list fits every framework.
 */
export function assertItemFitsFramework(
  item: { name: string; meta?: { frameworks?: readonly Framework[] | undefined } },
  framework: Framework,
): void {
  const fits = item.meta?.frameworks
  if (!fits || fits.includes(framework)) return
  throw new CliError(
    'ITEM_FRAMEWORK',
    `${item.name} is made for ${fits.map((name) => frameworkLabels[name]).join(' or ')}; this project uses ${frameworkLabels[framework]}.`,
    { suggestion: 'Nothing was written. Add the items made for this project, or write what this one does in your own code.' },
  )
}
