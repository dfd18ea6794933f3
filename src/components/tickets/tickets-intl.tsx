import { getLocale, getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { getPageLocale } from '@/server/page-locale'
import { TicketsMessagesProvider } from './tickets-messages-context'

/**
 * The order, ticket and My tickets pages in the page's language: the server hands their catalogs to the
 * browser, and the language subdirectory their links stay in.
 */
export async function TicketsIntl({ children }: { children: ReactNode }) {
  const [{ tickets, checkout }, locale, { prefix }] = await Promise.all([getMessages(), getLocale(), getPageLocale()])
  return (
    <TicketsMessagesProvider texts={tickets} checkoutTexts={checkout} locale={locale} pathPrefix={prefix ? `/${prefix}` : ''}>
      {children}
    </TicketsMessagesProvider>
  )
}
