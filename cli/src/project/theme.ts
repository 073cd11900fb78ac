import type { CssVars } from './css-vars.js'

/**
 * The theme variables SPEC names (accent, background, color-mix strength, font family, font size
 * master, border radius master, z-index), dark by default as the spec says, plus Tailwind tokens
 * so components can use classes such as `bg-wk-background`.
 */
export const themeVars: CssVars = {
  light: {
    'wk-accent': '#0988f0',
    'wk-background': '#ffffff',
    'wk-foreground': '#141414',
    'wk-muted': '#f1f1f1',
    'wk-muted-foreground': '#6b6b6b',
    'wk-border': '#e4e4e4',
    'wk-error': '#d92d20',
    'wk-success': '#16a34a',
    'wk-color-mix': '#000000',
    'wk-color-mix-strength': '0%',
    'wk-font-family': 'ui-sans-serif, system-ui, sans-serif',
    'wk-font-size-master': '10px',
    'wk-border-radius-master': '4px',
    'wk-z-index': '999',
  },
  dark: {
    'wk-accent': '#3396ff',
    'wk-background': '#141414',
    'wk-foreground': '#f5f5f5',
    'wk-muted': '#242424',
    'wk-muted-foreground': '#9a9a9a',
    'wk-border': '#2e2e2e',
    'wk-error': '#f25a67',
    'wk-success': '#26d962',
  },
  theme: {
    'color-wk-accent': 'var(--wk-accent)',
    'color-wk-background': 'var(--wk-background)',
    'color-wk-foreground': 'var(--wk-foreground)',
    'color-wk-muted': 'var(--wk-muted)',
    'color-wk-muted-foreground': 'var(--wk-muted-foreground)',
    'color-wk-border': 'var(--wk-border)',
    'color-wk-error': 'var(--wk-error)',
    'color-wk-success': 'var(--wk-success)',
    'font-wk': 'var(--wk-font-family)',
    'radius-wk': 'calc(var(--wk-border-radius-master) * 4)',
  },
}
