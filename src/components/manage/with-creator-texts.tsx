// The server side of creator-texts.tsx: hands the page's language, its language subdirectory and the
// catalogs its client parts read (the editor's `create`, the forms' and actions' `actions`, the waiting
// room's part of `manage`) to the provider, as plain strings.
import { getLocale, getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { getPathPrefix } from '@/server/localized-path'
import type { Catalog } from '@/messages/catalog'
import { CreatorTextsProvider, type PreviewTexts } from './creator-texts'

export async function WithCreatorTexts({ editor = false, waitingRoom = false, children }: { editor?: boolean; waitingRoom?: boolean; children: ReactNode }) {
  const [messages, locale, pathPrefix] = await Promise.all([getMessages(), getLocale(), getPathPrefix()])
  const editorTexts = editor ? { create: messages.create, preview: pickPreviewTexts(messages) } : {}
  // Only the waiting room's part of the manage catalog: the rest is drawn on the server.
  const waitingRoomTexts = waitingRoom ? { waitingRoom: messages.manage.waitingRoom } : {}
  return <CreatorTextsProvider texts={{ locale, pathPrefix, actions: messages.actions, ...editorTexts, ...waitingRoomTexts }}>{children}</CreatorTextsProvider>
}

// Only the words the preview shows, not the whole card and checkout catalogs.
function pickPreviewTexts({ card, checkout }: Pick<Catalog, 'card' | 'checkout'>): PreviewTexts {
  const { free, freeTo, from, startsAt, checkPrice, onSale } = card
  const { available, availableUntil, onlyLeft, soldOut, salesEnded, includesFees, includesFeesAndTax, getTickets, ticketTypes, bogoOnPage, openDiscountOnPage, donation } = checkout
  return {
    card: { free, freeTo, from, startsAt, checkPrice, onSale },
    checkout: { free: checkout.free, donation, available, availableUntil, onlyLeft, soldOut, salesEnded, onSale: checkout.onSale, includesFees, includesFeesAndTax, getTickets, ticketTypes, bogoOnPage, openDiscountOnPage },
  }
}
