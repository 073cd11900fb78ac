import type { FrameStrings } from './en'
import type { FrameLocaleTag } from './frame-locales'
import { ar } from './ar'
import { de } from './de'
import { es } from './es'
import { fr } from './fr'
import { he } from './he'
import { hi } from './hi'
import { id } from './id'
import { it } from './it'
import { ja } from './ja'
import { ko } from './ko'
import { nl } from './nl'
import { pl } from './pl'
import { ptBR } from './pt-BR'
import { ru } from './ru'
import { th } from './th'
import { tr } from './tr'
import { uk } from './uk'
import { vi } from './vi'
import { zhCN } from './zh-CN'
import { zhTW } from './zh-TW'

// Every locale's table, for the server that serves them one at a time and for the tests; the
// page never imports this file (it fetches the one table it needs).

export const frameStringTables: Readonly<Record<FrameLocaleTag, FrameStrings>> = {
  ar,
  de,
  es,
  fr,
  he,
  hi,
  id,
  it,
  ja,
  ko,
  nl,
  pl,
  'pt-BR': ptBR,
  ru,
  th,
  tr,
  uk,
  vi,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
}
