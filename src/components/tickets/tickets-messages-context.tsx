'use client'
// The order, ticket and My tickets pages' words in the page's language (tickets-messages.ts), and the
// checkout's for the parts of checkout they show (completing a held order, its summary).
import { createContext, use, useMemo, type ReactNode } from 'react'
import { CheckoutMessagesProvider } from '@/components/checkout/checkout-messages-context'
import type { CheckoutTexts } from '@/components/checkout/checkout-messages'
import { computeTicketsMessages, ticketsMessages, type TicketsMessages, type TicketsTexts } from './tickets-messages'

const TicketsMessagesContext = createContext<TicketsMessages>(ticketsMessages)

export function TicketsMessagesProvider({
  texts,
  checkoutTexts,
  locale,
  pathPrefix,
  children,
}: {
  texts: TicketsTexts
  checkoutTexts: CheckoutTexts
  locale: string
  /** The page's language subdirectory ('/de-de', or '' at the root). */
  pathPrefix: string
  children: ReactNode
}) {
  const messages = useMemo(() => computeTicketsMessages(texts, locale, pathPrefix), [texts, locale, pathPrefix])
  return (
    <TicketsMessagesContext value={messages}>
      <CheckoutMessagesProvider texts={checkoutTexts} locale={locale} pathPrefix={pathPrefix}>
        {children}
      </CheckoutMessagesProvider>
    </TicketsMessagesContext>
  )
}

/** The tickets pages' words: the provider's language, English outside one. */
export function useTicketsMessages(): TicketsMessages {
  return use(TicketsMessagesContext)
}
