import { clsx, type ClassValue } from 'clsx'
import { extendTailwindMerge } from 'tailwind-merge'

/**
 * tailwind-merge told about walletkit.css's theme scales. Without it `text-wk-md` (a font size)
 * reads as a text colour, so `cn('text-wk-accent-fg', 'text-wk-md')` dropped the colour and the
 * accent button's label inherited the theme's foreground; `rounded-wk-*` and `font-wk` did not
 * merge with a host's `rounded-*` or `font-*` at all.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['wk-xs', 'wk-sm', 'wk-md', 'wk-lg', 'wk-xl'],
      radius: ['wk-sm', 'wk-md', 'wk-lg', 'wk-xl'],
      font: ['wk'],
    },
  },
})

/** Joins class names and lets later Tailwind utilities win over earlier ones. */
function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}

export { cn }
