import { highlight } from 'fumadocs-core/highlight'
import { CodeBlock, Pre } from 'fumadocs-ui/components/codeblock'

type CodeProps = { code: string; lang: string; title?: string | undefined }

/** Server-highlighted code (Shiki, light and dark) in Fumadocs' code block with its copy button. */
export async function Code({ code, lang, title }: CodeProps) {
  return highlight(code.replace(/\n$/, ''), {
    lang,
    // Oniguruma (WASM) rather than Fumadocs' default JS regex engine: the same HTML for every block of
    // the site (1.9 MB of item sources), and the static export's page generation went from 114-126 s
    // to 35-46 s on two cores.
    engine: 'oniguruma',
    themes: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
    components: {
      pre: (props) => (
        <CodeBlock title={title} data-docs-code="">
          <Pre {...props} />
        </CodeBlock>
      ),
    },
  })
}
