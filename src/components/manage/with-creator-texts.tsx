// The server side of creator-texts.tsx: hands the page's language, its language subdirectory and the
// catalogs its client parts read (the editor's `create`, the forms' and actions' `actions`) to the
// provider, as plain strings.
import { getLocale, getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { getPathPrefix } from '@/server/localized-path'
import { CreatorTextsProvider } from './creator-texts'

export async function WithCreatorTexts({ editor = false, children }: { editor?: boolean; children: ReactNode }) {
  const [messages, locale, pathPrefix] = await Promise.all([getMessages(), getLocale(), getPathPrefix()])
  return <CreatorTextsProvider texts={{ locale, pathPrefix, actions: messages.actions, ...(editor ? { create: messages.create } : {}) }}>{children}</CreatorTextsProvider>
}
