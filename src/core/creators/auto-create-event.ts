// POST /api/v3/events/auto_create/ (issue 20, "Create my event faster with AI"): a few answers become a
// complete draft (title, summary, description, category, subcategory, format, tags and ticket classes)
// that the creator then edits and publishes. The language model writes the texts when one is configured
// and answers well; otherwise, and always for the ticket classes, the built-in writer does. Its refund
// policy is the one most organizers choose (decision 053). A cover picture in the house style (the demo
// pictures' look, drawn locally, no network) is made by the `renderCover` the composition root passes,
// and stored as the creator's own upload.
import { takeRateLimitHits } from '@/core/accounts/rate-limiter'
import type { RateLimitRule } from '@/core/accounts/rate-limits'
import type { LanguageModel } from '@/core/concierge/language-model'
import { AppError, type ArgumentErrors } from '@/core/shared/app-error'
import type { CoreDeps } from '@/core/shared/core-deps'
import { findEventForTicketing } from '@/core/ticketing/orders-repository'
import { toTicketClassJson, type TicketClassJson } from '@/core/ticketing/list-ticket-classes'
import { findTicketClassesByEventIdWithAvailability } from '@/core/ticketing/inventory-repository'
import { writeDraftWithLanguageModel } from './auto-create-language-model'
import { NO_TAX } from '@/core/ticketing/taxes'
import { addMinutesToLocal, AUTO_CREATE_REFUND_POLICY, computeDraftPrices, paragraphsToHtml, ticketClassesFor, writeDraftTexts, type AutoCreateAnswers } from './auto-create-rules'
import { createEventDraft, isTimeZone } from './create-event-draft'
import { setEventImageId } from './creator-drafts-repository'
import { findOrganizerTaxSettings, findOwnOrganizer } from './organizer-profile-repository'
import { insertTicketClass } from './ticket-classes-repository'
import { uploadMedia } from './upload-media'
import { isRealLocalTime } from './creator-rules'
import { refreshEventPriceSummaries } from '@/core/events/event-price-summary-repository'

/** Draws a cover picture (PNG or JPEG bytes) for an event of `categoryId`; `seed` varies it between events. */
export type CoverRenderer = (input: { categoryId: number; seed: string }) => Promise<Uint8Array>

export type AutoCreateDeps = Pick<CoreDeps, 'db' | 'clock'> & {
  languageModel: LanguageModel | null
  languageModelTimeoutMs: number
  /** With an image store, the draft gets a cover picture; without them, none. */
  renderCover?: CoverRenderer
  imageStore?: CoreDeps['imageStore']
}

/**
 * Wizard drafts one account may ask for an hour: each may call the configured language model (a paid third
 * party) and renders a cover, before the draft itself counts against EVENT_DRAFTS_PER_ACCOUNT. Counted
 * before the model is asked, so a refused or failing draft still used its turn.
 */
export const AUTO_CREATES_PER_ACCOUNT: RateLimitRule = { name: 'auto-create-account', limit: 10, windowSeconds: 60 * 60 }

export type AutoCreateResult = { eventId: number; generatedBy: 'language_model' | 'built_in'; ticketClasses: TicketClassJson[]; hasCover: boolean }

export async function autoCreateEvent(deps: AutoCreateDeps, input: { creatorUserId: number; answers: AutoCreateAnswers }): Promise<AutoCreateResult> {
  const { answers } = input
  const errors: ArgumentErrors = {}
  if (!isTimeZone(answers.when.start.timezone)) errors['answers.when.start.timezone'] = ['is not a time zone']
  if (!isRealLocalTime(answers.when.start.local)) errors['answers.when.start.local'] = ['is not a date and time on the calendar']
  if (answers.price.valueMinor > 0 && answers.price.valueMinor < 50) errors['answers.price.value'] = ['must be 0 (free) or at least 50 minor units']
  if (Object.keys(errors).length > 0) throw new AppError('INVALID_ARGUMENT', 'Some answers are not valid.', errors)

  const now = deps.clock.now()
  await takeRateLimitHits(deps.db, now, [[AUTO_CREATES_PER_ACCOUNT, String(input.creatorUserId)]])
  const classes = ticketClassesFor(answers, now)
  // The texts quote what a buyer pays: with the fee, and the sales tax the creator's organizer adds, if any.
  const organizer = await findOwnOrganizer(deps.db, input.creatorUserId)
  const creatorTax = (organizer ? await findOrganizerTaxSettings(deps.db, organizer.id) : null) ?? NO_TAX
  const prices = computeDraftPrices(classes, { tax: creatorTax, now, timeZone: answers.when.start.timezone })
  const builtIn = writeDraftTexts(answers, prices)
  const viaModel = deps.languageModel ? await writeDraftWithLanguageModel(deps.languageModel, { answers, prices, builtIn }, deps.languageModelTimeoutMs) : null
  const texts = viaModel ?? builtIn
  const start = answers.when.start
  const eventId = await deps.db.transaction(async (tx) => {
    const { eventId } = await createEventDraft(
      { db: tx, clock: deps.clock },
      {
        creatorUserId: input.creatorUserId,
        name: texts.title,
        summary: texts.summary,
        descriptionHtml: paragraphsToHtml(texts.paragraphs),
        categoryId: texts.categoryId,
        subcategoryId: texts.subcategoryId ?? undefined,
        formatId: texts.formatId,
        start,
        end: { local: addMinutesToLocal(start.local, answers.when.durationMinutes), timezone: start.timezone },
        online: answers.where.online,
        onlineUrl: answers.where.online ? answers.where.onlineUrl : undefined,
        venue: answers.where.online ? null : answers.where.venue,
        tags: texts.tags,
        refundPolicy: AUTO_CREATE_REFUND_POLICY,
      },
    )
    for (const [i, c] of classes.entries()) {
      await insertTicketClass(tx, {
        eventId,
        name: c.name,
        kind: c.free ? 'free' : 'paid',
        priceMinor: c.priceMinor,
        currency: c.currency,
        capacity: c.capacity,
        minPerOrder: 1,
        maxPerOrder: 10,
        salesStart: null,
        salesEnd: c.salesEnd,
        sortOrder: i,
      })
    }
    await refreshEventPriceSummaries(tx, [eventId], now)
    return eventId
  })
  const hasCover = await addCover(deps, { eventId, userId: input.creatorUserId, categoryId: texts.categoryId })
  const inventory = await findTicketClassesByEventIdWithAvailability(deps.db, eventId, now)
  const { tax } = (await findEventForTicketing(deps.db, eventId))!
  return { eventId, generatedBy: viaModel ? 'language_model' : 'built_in', ticketClasses: inventory.map((c) => toTicketClassJson(c, now, tax)), hasCover }
}

// After the draft's commit: a picture that fails to draw or store leaves a draft without one (the Image
// step offers an upload), never no draft.
async function addCover(deps: AutoCreateDeps, input: { eventId: number; userId: number; categoryId: number }): Promise<boolean> {
  if (!deps.renderCover || !deps.imageStore) return false
  try {
    const bytes = await deps.renderCover({ categoryId: input.categoryId, seed: `event-${input.eventId}` })
    const media = await uploadMedia({ db: deps.db, clock: deps.clock, imageStore: deps.imageStore }, { userId: input.userId, bytes, type: 'image-event-logo' })
    await setEventImageId(deps.db, input.eventId, Number(media.id))
    return true
  } catch {
    return false
  }
}
