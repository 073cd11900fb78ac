import { Node } from 'ts-morph'
import { edit, wiredObject } from './wire-views.js'
import { LOCALES_REGISTRY_PATH } from './wiring-paths.js'

export type LocaleWiring = { tag: string; exportName: string; module: string }

const localesObject = (file: Parameters<typeof wiredObject>[0]) => wiredObject(file, 'installedLocales', LOCALES_REGISTRY_PATH, 'i18n')

// 'de' is a plain property name; 'pt-BR' needs quotes.
const propertyName = (tag: string) => (/^[A-Za-z_$][\w$]*$/.test(tag) ? tag : `'${tag}'`)

function findProperty(object: ReturnType<typeof localesObject>, tag: string) {
  return object.getProperties().find((p) => Node.isPropertyAssignment(p) && p.getName().replace(/^['"]|['"]$/g, '') === tag)
}

/** Adds (or re-points) one lazily loaded locale pack; idempotent. */
export function wireLocales(content: string, locales: LocaleWiring[]): Promise<string> {
  return edit(content, (file) => {
    if (locales.length === 0) return
    const object = localesObject(file)
    for (const locale of locales) {
      const initializer = `() => import('${locale.module}').then((m) => m.${locale.exportName})`
      const existing = findProperty(object, locale.tag)
      if (existing && Node.isPropertyAssignment(existing)) {
        if (existing.getInitializer()?.getText() !== initializer) existing.setInitializer(initializer)
      } else {
        object.addPropertyAssignment({ name: propertyName(locale.tag), initializer })
      }
    }
  })
}

export function unwireLocales(content: string, tags: string[]): Promise<string> {
  return edit(content, (file) => {
    const object = localesObject(file)
    for (const tag of tags) findProperty(object, tag)?.remove()
    if (object.getProperties().length === 0 && object.getText() !== '{}') object.replaceWithText('{}')
  })
}
