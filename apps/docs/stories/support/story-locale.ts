import { createContext, useContext } from 'react'

/** The preview's Language menu, handed to the stories' providers; undefined keeps the kit's English. */
export const StoryLocaleContext = createContext<string | undefined>(undefined)

export function useStoryLocale(): string | undefined {
  return useContext(StoryLocaleContext)
}
