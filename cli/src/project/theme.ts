import type { CssVars } from './css-vars.js'

/**
 * Page-level defaults for the theme variables SPEC names (accent, background, color-mix
 * strength, font family, font size master, border radius master, z-index; dark by default), and
 * the Tailwind tokens over them, so host markup can use `bg-wk-accent` before any item is added.
 * The modal's own stylesheet (item walletkit-css) sets the same names on its root element.
 */
export const themeVars: CssVars = {
  light: {
    'wk-accent': '#3396ff',
    // Black or white, whichever contrasts more with the accent (walletkit.css explains the 0.1791).
    'wk-accent-fg':
      'color(from var(--wk-accent) srgb-linear clamp(0, (0.1791 - 0.2126 * r - 0.7152 * g - 0.0722 * b) * 10000, 1) clamp(0, (0.1791 - 0.2126 * r - 0.7152 * g - 0.0722 * b) * 10000, 1) clamp(0, (0.1791 - 0.2126 * r - 0.7152 * g - 0.0722 * b) * 10000, 1) / 1)',
    'wk-background': '#141414',
    'wk-fg': '#e4e7e7',
    'wk-color-mix': 'var(--wk-accent)',
    'wk-color-mix-strength': '0%',
    'wk-font-family': 'ui-sans-serif, system-ui, sans-serif',
    'wk-font-size-master': '10px',
    'wk-border-radius-master': '4px',
    'wk-z-index': '999',
  },
  theme: {
    'color-wk-accent': 'var(--wk-accent)',
    'color-wk-accent-fg': 'var(--wk-accent-fg)',
    'color-wk-background': 'var(--wk-background)',
    'color-wk-fg': 'var(--wk-fg)',
    'font-wk': 'var(--wk-font-family)',
  },
}
