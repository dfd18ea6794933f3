'use client'
// Step 7: the event as an attendee will see it (its prices all-in, its ticket classes), a checklist naming what is still missing (the same rule
// the publish endpoint applies, creator-rules.ts), and Publish. A recurring plan becomes the series' dates
// first (POST …/schedules/), now that the tickets each date copies exist.
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { ApiError, apiFetch } from '@/components/api/api-fetch'
import { computePublishProblems, localTimeToInstant } from '@/core/creators/creator-rules'
import { buildRecurrenceRule, type RecurrencePlan } from '@/core/creators/recurrence-plan'
import { computeDraftPreviewPrices } from '@/core/creators/draft-preview'
import { useCreateTexts, useCreatorHref, usePreviewTexts } from '@/components/manage/creator-texts'
import { fillText } from '@/core/i18n/fill-text'
import { pluralText } from '@/core/i18n/plural-text'
import type { Catalog } from '@/messages/catalog'
import type { StepKey, StepProps } from './editor-types'
import { describeTimeZone } from './when-step'
import { useStepSave } from './use-step-save'
import page from '@/components/event-page/event-page.module.css'
import styles from './event-editor.module.css'

// Which step fixes each part the checklist can name.
const FIX_STEP: Record<string, StepKey> = {
  name: 'basics',
  summary: 'basics',
  venue: 'where',
  online_url: 'where',
  start: 'when',
  end: 'when',
  ticket_classes: 'tickets',
}

type PublishTexts = Catalog['create']['publish']

// The refusals of paid sales that a creator fixes elsewhere (issue 37 point 3): each with where to go.
type PaidSalesGate = 'EMAIL_NOT_VERIFIED' | 'PAYOUTS_NOT_SET_UP'
const GATE_PAGES: Record<PaidSalesGate, string> = { EMAIL_NOT_VERIFIED: '/account-settings/', PAYOUTS_NOT_SET_UP: '/mypayouts/' }

function paidSalesGateOf(error: unknown): PaidSalesGate | null {
  return error instanceof ApiError && (error.error === 'EMAIL_NOT_VERIFIED' || error.error === 'PAYOUTS_NOT_SET_UP') ? error.error : null
}

/** "repeating every week until …", "and on 3 more dates": the preview's words for a plan, its date through Intl. */
function describePlan(plan: RecurrencePlan, locale: string, t: PublishTexts): string {
  if (plan.kind === 'dates') return pluralText(locale, plan.dates.length, t.moreDates)
  const date = new Date(`${plan.lastDate}T12:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' })
  return fillText(plan.kind === 'weekly' ? t.repeatsWeekly : t.repeatsMonthly, { date })
}

/** A problem of the checklist in the page's language: the catalog's words for the parts it names. */
function problemText(key: string, messages: string[], t: PublishTexts): string {
  const problems: Record<string, string> = t.problems
  return problems[key] ?? messages.join(' ')
}

function formatLocal(local: string, locale: string): string {
  return new Date(`${local}:00Z`).toLocaleString(locale, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })
}

/** `onShown`: called once the step is on screen (it loads on demand), so the editor can focus its heading. */
export function PublishStep({ draft, onSaved, onGoTo, onShown }: StepProps & { onGoTo: (step: StepKey) => void; onShown?: () => void }) {
  const { locale, t: texts } = useCreateTexts()
  const previewTexts = usePreviewTexts()
  const t = texts.publish
  const href = useCreatorHref()
  const [published, setPublished] = useState<{ url: string } | null>(draft.status === 'live' && draft.url ? { url: draft.url } : null)
  const [serverProblems, setServerProblems] = useState<Record<string, string[]>>({})
  const [gate, setGate] = useState<PaidSalesGate | null>(null)
  const publish = useStepSave()
  useEffect(() => onShown?.(), [onShown])
  const startAt = localTimeToInstant(`${draft.startLocal}:00`, draft.timeZone)
  const endAt = localTimeToInstant(`${draft.endLocal}:00`, draft.timeZone)
  const problems = {
    ...computePublishProblems(
      { name: draft.name, summary: draft.summary, isOnline: draft.online, onlineUrl: draft.onlineUrl, hasVenue: draft.venue !== null, startAt, endAt, ticketClassCount: draft.ticketClasses.length },
      new Date(),
    ),
    ...serverProblems,
  }
  const missing = Object.entries(problems)

  const submit = () =>
    publish.run(async () => {
      setServerProblems({})
      setGate(null)
      if (draft.recurrence && !draft.isSeriesParent) {
        await apiFetch(`/api/v3/events/${draft.id}/schedules/`, {
          method: 'POST',
          body: { occurrence_duration: Math.round((endAt.getTime() - startAt.getTime()) / 1000), recurrence_rule: buildRecurrenceRule(draft.recurrence, draft.startLocal) },
        })
        onSaved({ isSeriesParent: true })
      }
      try {
        const { event } = await apiFetch<{ event: { url: string; status: string } }>(`/api/v3/events/${draft.id}/publish/`, { method: 'POST', body: {} })
        setPublished({ url: event.url })
        onSaved({ status: 'live', url: event.url })
      } catch (error) {
        // Not a problem of the event: said with the page that fixes it, not as a failed save.
        const refusal = paidSalesGateOf(error)
        if (refusal) return setGate(refusal)
        if (error instanceof Error && 'argumentErrors' in error) setServerProblems((error as { argumentErrors: Record<string, string[]> }).argumentErrors)
        throw error
      }
    })

  if (published) {
    return (
      <section className={styles.step} aria-labelledby="step-title">
        <h2 id="step-title" className={styles.stepTitle} tabIndex={-1}>
          {t.live}
        </h2>
        <p role="status">{fillText(t.findable, { name: draft.name })}</p>
        <p>
          <a href={href(new URL(published.url).pathname)}>{t.viewPage}</a> · <Link href={href('/myevents/')}>{t.manageMyEvents}</Link>
        </p>
      </section>
    )
  }

  // What buyers will see (issue 38 point 15): the all-in prices by the public pages' own rules.
  const prices = computeDraftPreviewPrices(draft.ticketClasses, { now: new Date(), timeZone: draft.timeZone, tax: draft.shownTax, locale, texts: previewTexts })
  const offers = [draft.discounts.some((d) => d.kind === 'bogo') ? previewTexts.checkout.bogoOnPage : null, draft.discounts.some((d) => d.kind === 'open') ? previewTexts.checkout.openDiscountOnPage : null].filter((line) => line !== null)
  return (
    <section className={styles.step} aria-labelledby="step-title">
      <h2 id="step-title" className={styles.stepTitle} tabIndex={-1}>
        {texts.steps.publish}
      </h2>
      <article className={styles.previewCard} aria-label={t.preview}>
        {draft.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own stored image, already sized
          <img className={styles.preview} src={draft.image.url} alt="" width={512} height={256} />
        ) : null}
        <h3>{draft.name || t.untitled}</h3>
        <p>{draft.summary}</p>
        <p>
          {formatLocal(draft.startLocal, locale)} – {formatLocal(draft.endLocal, locale)} ({describeTimeZone(draft.timeZone, locale)})
          {draft.recurrence ? `, ${describePlan(draft.recurrence, locale, t)}` : ''}
        </p>
        <p>{draft.online ? t.online : draft.venue ? `${draft.venue.name}, ${[draft.venue.address1, draft.venue.city].filter(Boolean).join(', ')}` : t.venueLater}</p>
        <p className={styles.previewPrice}>{prices.cardPrice === null ? t.noTickets : fillText(t.onCards, { price: prices.cardPrice })}</p>
        {prices.classes.length > 0 ? (
          <section className={styles.previewTickets} aria-labelledby="preview-tickets-heading">
            <h4 id="preview-tickets-heading">{previewTexts.checkout.getTickets}</h4>
            <p className={page.priceRange}>{prices.priceRange}</p>
            {offers.length > 0 ? (
              <ul className={page.offers}>
                {offers.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
            <ul className={page.ticketList} aria-label={previewTexts.checkout.ticketTypes}>
              {prices.classes.map((c) => (
                <li key={c.id} className={page.ticketClass}>
                  <span className={page.ticketName}>{c.name}</span>
                  <span>
                    {c.priceText}
                    {c.priceNote ? <span className={page.muted}> {previewTexts.checkout[c.priceNote]}</span> : null}
                  </span>
                  <span className={c.availability === 'sold_out' || c.availability === 'sales_ended' ? page.unavailable : page.available}>{c.availabilityText}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {/* The editor's own HTML (Tiptap's schema); the server sanitises what it stores. */}
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: draft.descriptionHtml }} />
        <p>{(texts.refundPolicies as Record<string, string>)[draft.refundPolicy] ?? texts.refundPolicies.contact_organizer}</p>
      </article>
      <h3 id="checklist-heading">{t.checklist}</h3>
      {missing.length === 0 ? (
        <p>{t.allThere}</p>
      ) : (
        <ul aria-labelledby="checklist-heading" className={styles.checklist}>
          {missing.map(([key, messages]) => (
            <li key={key}>
              {problemText(key, messages, t)}{' '}
              {FIX_STEP[key] ? (
                <button type="button" className={styles.linkButton} onClick={() => onGoTo(FIX_STEP[key]!)}>
                  {fillText(t.goTo, { step: texts.steps[FIX_STEP[key]] })}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {gate ? (
        <p role="alert" className={styles.error}>
          {gate === 'EMAIL_NOT_VERIFIED' ? t.emailNotVerified : t.payoutsNotSetUp}{' '}
          <Link href={href(GATE_PAGES[gate])}>{gate === 'EMAIL_NOT_VERIFIED' ? t.openAccountSettings : t.setUpPayouts}</Link>
        </p>
      ) : null}
      {publish.error ? (
        <p role="alert" className={styles.error}>
          {publish.error}
        </p>
      ) : null}
      <button type="button" className={styles.primary} aria-busy={publish.pending} aria-disabled={publish.pending || missing.length > 0} onClick={() => void (missing.length === 0 && submit())}>
        {publish.pending ? t.publishing : t.publish}
      </button>
    </section>
  )
}
