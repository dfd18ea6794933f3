'use client'
// The checkout's words in the page's language for every part of the dialog (checkout-messages.ts).
import { createContext, use, useMemo, type ReactNode } from 'react'
import { checkoutMessages, computeCheckoutMessages, type CheckoutMessages, type CheckoutTexts } from './checkout-messages'

const CheckoutMessagesContext = createContext<CheckoutMessages>(checkoutMessages)

export function CheckoutMessagesProvider({
  texts,
  locale,
  pathPrefix = '',
  children,
}: {
  texts: CheckoutTexts
  locale: string
  /** The page's language subdirectory ('/de-de', or '' at the root): where the confirmation opens. */
  pathPrefix?: string
  children: ReactNode
}) {
  const messages = useMemo(() => computeCheckoutMessages(texts, locale, pathPrefix), [texts, locale, pathPrefix])
  return <CheckoutMessagesContext value={messages}>{children}</CheckoutMessagesContext>
}

/** The checkout's words: the provider's language, English outside one. */
export function useCheckoutMessages(): CheckoutMessages {
  return use(CheckoutMessagesContext)
}
