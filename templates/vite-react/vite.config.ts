import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Mirrors tsconfig "paths" so that files walletkit copies under src/ resolve in the bundle too.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
})
