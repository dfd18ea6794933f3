// The server side of creator-texts.tsx: hands the page's language and the catalogs its client parts read
// (the editor's `create`, the forms' and actions' `actions`) to the provider, as plain strings.
import { useLocale, useMessages } from 'next-intl'
import type { ReactNode } from 'react'
import { CreatorTextsProvider } from './creator-texts'

export function WithCreatorTexts({ editor = false, children }: { editor?: boolean; children: ReactNode }) {
  const messages = useMessages()
  const locale = useLocale()
  return <CreatorTextsProvider texts={{ locale, actions: messages.actions, ...(editor ? { create: messages.create } : {}) }}>{children}</CreatorTextsProvider>
}
