'use client'
// The creator tools' words in the page's language (issue 25, decision 035): the server page hands the
// create and actions catalogs of its language to this provider as plain strings (decision 033: the browser
// loads no catalog and no message parser), and the editor's steps, the dashboard's actions and the forms
// read them here instead of each taking a dozen text props. Plurals are chosen with Intl.PluralRules.
import { createContext, useContext, type ReactNode } from 'react'
import { createHrefLocalizer } from '@/core/i18n/localized-href'
import type { Catalog } from '@/messages/catalog'

export type CreatorTexts = {
  /** The page's BCP 47 tag (`de-DE`): Intl formats dates, times, numbers and money in it. */
  locale: string
  create?: Catalog['create']
  actions?: Catalog['actions']
  /** The refusals' words alone, for a form on a page that needs no other (contact the organizer). */
  errors?: Catalog['actions']['errors']
  /** The page's language subdirectory (`/de-de`, '' at the root): the forms' and steps' links keep it. */
  pathPrefix?: string
  /** The buyers' words the editor's preview shows its prices in (the card's and checkout's, issue 38 point 15). */
  preview?: PreviewTexts
  /** The waiting-room page's words (issue 42), for its settings form and live view. */
  waitingRoom?: Catalog['manage']['waitingRoom']
}

/** The card and checkout catalogs' words for prices and ticket classes, as the public pages write them. */
export type PreviewTexts = {
  card: Pick<Catalog['card'], 'free' | 'freeTo' | 'from' | 'startsAt' | 'checkPrice' | 'onSale'>
  checkout: Pick<
    Catalog['checkout'],
    'free' | 'donation' | 'available' | 'availableUntil' | 'onlyLeft' | 'soldOut' | 'salesEnded' | 'onSale' | 'includesFees' | 'includesFeesAndTax' | 'getTickets' | 'ticketTypes' | 'bogoOnPage' | 'openDiscountOnPage'
  >
}

const CreatorTextsContext = createContext<CreatorTexts | null>(null)

export function CreatorTextsProvider({ texts, children }: { texts: CreatorTexts; children: ReactNode }) {
  return <CreatorTextsContext value={texts}>{children}</CreatorTextsContext>
}

/** The provider's texts, or null outside one (a component test): callers then keep the API's own words. */
export function useOptionalCreatorTexts(): CreatorTexts | null {
  return useContext(CreatorTextsContext)
}

/**
 * Puts a same-site link in the page's language (computeLocalizedHref): outside a provider, or at the
 * root, links stay as they are.
 */
export function useCreatorHref(): (href: string) => string {
  return createHrefLocalizer(useContext(CreatorTextsContext)?.pathPrefix ?? '')
}

export function useCreateTexts(): { locale: string; t: Catalog['create'] } {
  const texts = useContext(CreatorTextsContext)
  if (!texts?.create) throw new Error('The event editor needs a CreatorTextsProvider with the create catalog.')
  return { locale: texts.locale, t: texts.create }
}

export function usePreviewTexts(): PreviewTexts {
  const texts = useContext(CreatorTextsContext)
  if (!texts?.preview) throw new Error('The event editor needs a CreatorTextsProvider with the preview texts.')
  return texts.preview
}

export function useActionTexts(): { locale: string; t: Catalog['actions'] } {
  const texts = useContext(CreatorTextsContext)
  if (!texts?.actions) throw new Error('The creator forms need a CreatorTextsProvider with the actions catalog.')
  return { locale: texts.locale, t: texts.actions }
}

export function useWaitingRoomTexts(): { locale: string; t: Catalog['manage']['waitingRoom'] } {
  const texts = useContext(CreatorTextsContext)
  if (!texts?.waitingRoom) throw new Error('The waiting-room page needs a CreatorTextsProvider with its texts.')
  return { locale: texts.locale, t: texts.waitingRoom }
}
