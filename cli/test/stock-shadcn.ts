import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The state `npx shadcn@latest init` leaves in a create-vite react-ts app, written by hand:
 * shadcn init fetches its styles from ui.shadcn.com, which this machine cannot reach. What it
 * does, per its Vite installation guide and the files it writes: Tailwind v4 through
 * @tailwindcss/vite with the theme variables in src/index.css, the "@/*" alias in both tsconfigs
 * and vite.config (path.resolve(__dirname, './src')), components.json, a cn() helper in
 * src/lib/utils.ts, and components under src/components/ui. The button here is our own small one
 * in that layout, not shadcn's source.
 */
export async function writeShadcnState(dir: string, npm: (args: string[], label: string) => Promise<unknown>): Promise<void> {
  await npm(
    [
      'install',
      'tailwindcss@^4',
      '@tailwindcss/vite@^4',
      'clsx',
      'tailwind-merge',
      'class-variance-authority',
      'lucide-react',
      'tw-animate-css',
    ],
    'npm install (shadcn deps)',
  )
  for (const name of ['tsconfig.json', 'tsconfig.app.json']) {
    const file = join(dir, name)
    const text = readFileSync(file, 'utf8')
    const withPaths = text.includes('"compilerOptions"')
      ? text.replace('"compilerOptions": {', '"compilerOptions": {\n    "paths": {\n      "@/*": ["./src/*"]\n    },')
      : text.replace(/\{/, '{\n  "compilerOptions": {\n    "paths": {\n      "@/*": ["./src/*"]\n    }\n  },')
    writeFileSync(file, withPaths)
  }
  writeFileSync(
    join(dir, 'vite.config.ts'),
    `import path from 'path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': path.resolve(__dirname, './src'),
    },
  },
})
`,
  )
  writeFileSync(
    join(dir, 'components.json'),
    `${JSON.stringify(
      {
        $schema: 'https://ui.shadcn.com/schema.json',
        style: 'new-york',
        rsc: false,
        tsx: true,
        tailwind: { config: '', css: 'src/index.css', baseColor: 'neutral', cssVariables: true, prefix: '' },
        iconLibrary: 'lucide',
        aliases: { components: '@/components', utils: '@/lib/utils', ui: '@/components/ui', lib: '@/lib', hooks: '@/hooks' },
        registries: {},
      },
      null,
      2,
    )}\n`,
  )
  writeFileSync(
    join(dir, 'src/index.css'),
    `@import "tailwindcss";
@import "tw-animate-css";

@custom-variant dark (&:is(.dark *));

:root {
  --radius: 0.625rem;
  --background: oklch(1 0 0);
  --foreground: oklch(0.145 0 0);
  --primary: oklch(0.205 0 0);
  --primary-foreground: oklch(0.985 0 0);
  --border: oklch(0.922 0 0);
  --ring: oklch(0.708 0 0);
}

.dark {
  --background: oklch(0.145 0 0);
  --foreground: oklch(0.985 0 0);
  --primary: oklch(0.922 0 0);
  --primary-foreground: oklch(0.205 0 0);
  --border: oklch(1 0 0 / 10%);
  --ring: oklch(0.556 0 0);
}

@theme inline {
  --radius-md: calc(var(--radius) - 2px);
  --color-background: var(--background);
  --color-foreground: var(--foreground);
  --color-primary: var(--primary);
  --color-primary-foreground: var(--primary-foreground);
  --color-border: var(--border);
  --color-ring: var(--ring);
}

@layer base {
  * {
    @apply border-border outline-ring/50;
  }
  body {
    @apply bg-background text-foreground;
  }
}
`,
  )
  mkdirSync(join(dir, 'src/lib'), { recursive: true })
  writeFileSync(
    join(dir, 'src/lib/utils.ts'),
    `import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
`,
  )
  mkdirSync(join(dir, 'src/components/ui'), { recursive: true })
  writeFileSync(
    join(dir, 'src/components/ui/button.tsx'),
    `import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/lib/utils'

const buttonVariants = cva('inline-flex items-center rounded-md px-4 py-2 text-sm font-medium', {
  variants: { variant: { default: 'bg-primary text-primary-foreground', outline: 'border bg-background' } },
  defaultVariants: { variant: 'default' },
})

export function Button({ className, variant, ...props }: ComponentProps<'button'> & VariantProps<typeof buttonVariants>) {
  return <button data-slot="button" className={cn(buttonVariants({ variant }), className)} {...props} />
}
`,
  )
  writeFileSync(
    join(dir, 'src/App.tsx'),
    `import { Button } from '@/components/ui/button'

export default function App() {
  return <Button>shadcn</Button>
}
`,
  )
}
