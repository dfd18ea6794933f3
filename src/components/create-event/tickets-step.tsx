'use client'
// Step 6, Tickets: ticket classes (free or paid, price, capacity, sales window, per-order limits; an early
// bird is a cheaper class whose sales end sooner), promo codes (with the dates they work), an open
// discount, buy-one-get-one, and the refund policy. Each class and discount is saved as it is added,
// changed or removed; Continue saves the refund policy.
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { computeLocalInputValue, localTimeToInstant } from '@/core/creators/creator-rules'
import type { EditableDiscount, EditableTicketClass } from '@/core/creators/get-event-for-editing'
import { listCurrencyCodes } from '@/core/money/currency'
import { formatMoney, formatMoneyExact, parseMajorValue, toMajorValue, type MoneyJson } from '@/core/money/money'
import { computeShownPrice } from '@/core/ticketing/fees'
import { useActionTexts, useCreateTexts } from '@/components/manage/creator-texts'
import { TaxSettingsForm } from '@/components/manage/tax-settings-form'
import { TransferSettingsForm } from '@/components/manage/transfer-settings-form'
import { RegistrationQuestionsEditor } from '@/components/manage/registration-questions-editor'
import { fillText } from '@/core/i18n/fill-text'
import { pluralText } from '@/core/i18n/plural-text'
import { REFUND_POLICIES } from '@/core/events/refund-policy'
import { computeReminderChoices, computeReminderHours } from '@/core/ticketing/order-reminders'
import type { Catalog } from '@/messages/catalog'
import { digitsOnly } from '@/core/shared/text-input'
import type { StepProps } from './editor-types'
import { StepForm } from './step-form'
import { NumberField, TextField } from './text-field'
import { StepInputError, useStepSave } from './use-step-save'
import styles from './event-editor.module.css'

// Every ISO 4217 currency the money module knows, the most used first (issue 37 point 6: a price in JPY
// or KWD is kept in its own minor units).
const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY']
const CURRENCIES = [...COMMON_CURRENCIES, ...listCurrencyCodes().filter((c) => !COMMON_CURRENCIES.includes(c))]

// The currency's name in the page's language ("USD – US dollar"), or its code alone where the browser has none.
function currencyLabel(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(code)
    return name && name !== code ? `${code} – ${name}` : code
  } catch {
    return code
  }
}

// A new class's form: the quantities most events start from (the API's own per-order defaults).
const DEFAULT_QUANTITY = '100'
const DEFAULT_MINIMUM = '1'
const DEFAULT_MAXIMUM = '10'

type ClassJson = { id: string; name: string; free: boolean; cost: { currency: string; value: number }; quantity_total: number; minimum_quantity: number; maximum_quantity: number; sales_start: string | null; sales_end: string | null; hidden?: boolean; ticket_link?: string | null }
type DiscountJson = { id: string; type: string; code: string | null; percent_off: number | null; amount_off: MoneyJson | null; quantity_available: number; end_date: string | null }

// A price as typed ("12.50", "12,5", "1500" yen) in the currency's minor units; null when it is not a
// price in that currency (more decimals than it has, above 9,999,999).
function parsePrice(text: string, currency: string): number | null {
  if (/^\s*\d{8,}/.test(text)) return null
  return parseMajorValue(text, currency)
}

/** A discount as the list names it, in the page's language: percentages, money and dates through Intl. */
function describeDiscount(d: EditableDiscount, currency: string, timeZone: string, locale: string, t: Catalog['create']['tickets']): string {
  const amount = d.percentOff ? new Intl.NumberFormat(locale, { style: 'percent' }).format(d.percentOff / 100) : d.amountOffMinor ? formatMoney(d.amountOffMinor, currency, locale) : ''
  const off = amount ? fillText(t.off, { amount }) : ''
  if (d.kind === 'bogo') return t.bogo
  if (d.kind === 'open') return fillText(t.openDiscount, { off })
  const until = d.endAt ? fillText(t.promoUntil, { date: new Date(d.endAt).toLocaleString(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }) }) : ''
  return `${fillText(t.promo, { code: d.code ?? '', off })}${d.quantityAvailable ? fillText(t.promoUses, { count: d.quantityAvailable }) : ''}${until}`
}

export function TicketsStep({ draft, onSaved }: StepProps) {
  const { locale, t: texts } = useCreateTexts()
  const t = texts.tickets
  const taxTexts = useActionTexts().t.tax
  const [classes, setClasses] = useState<EditableTicketClass[]>(draft.ticketClasses)
  const [discounts, setDiscounts] = useState<EditableDiscount[]>(draft.discounts)
  const [name, setName] = useState(draft.ticketClasses.length === 0 ? t.defaultName : '')
  const [free, setFree] = useState(false)
  const [price, setPrice] = useState('')
  const [currency, setCurrency] = useState(draft.ticketClasses[0]?.currency ?? 'USD')
  const typedPriceMinor = parsePrice(price, currency)
  const [quantity, setQuantity] = useState(DEFAULT_QUANTITY)
  const [minimum, setMinimum] = useState(DEFAULT_MINIMUM)
  const [maximum, setMaximum] = useState(DEFAULT_MAXIMUM)
  const [salesEnd, setSalesEnd] = useState('')
  const [code, setCode] = useState('')
  const [codePercent, setCodePercent] = useState('')
  const [codeUses, setCodeUses] = useState('')
  const [codeStart, setCodeStart] = useState('')
  const [codeEnd, setCodeEnd] = useState('')
  // The class whose fields the form holds for changing, or null while it adds a new one.
  const [editingId, setEditingId] = useState<number | null>(null)
  const [openPercent, setOpenPercent] = useState('')
  const [refundPolicy, setRefundPolicy] = useState(draft.refundPolicy)
  const [reminderHours, setReminderHours] = useState(draft.reminderHours)
  // The event's tax as its form last saved it: the price hint follows it without a reload.
  const [tax, setTax] = useState({ own: draft.tax, shown: draft.shownTax })
  const addClass = useStepSave()
  const addOffer = useStepSave()
  const save = useStepSave()

  // After a class is added or changed (or the change is dropped) the form starts the next class afresh, from
  // its defaults, not from the last class's kind and quantities (issue 38 point 15); the currency stays,
  // since an event's classes share one.
  function resetForm() {
    setEditingId(null)
    setName('')
    setFree(false)
    setPrice('')
    setQuantity(DEFAULT_QUANTITY)
    setMinimum(DEFAULT_MINIMUM)
    setMaximum(DEFAULT_MAXIMUM)
    setSalesEnd('')
  }

  const addTicket = () =>
    addClass.run(async () => {
      const priceMinor = free ? 0 : parsePrice(price, currency)
      const problems: Record<string, string[]> = {}
      if (!name.trim()) problems.name = [t.nameTicket]
      if (priceMinor === null || (!free && priceMinor === 0)) problems['cost.value'] = [t.enterPrice]
      if (!Number(quantity)) problems.quantity_total = [t.enterQuantity]
      if (priceMinor === null || Object.keys(problems).length > 0) throw new StepInputError(t.checkTicket, problems)
      const fields = {
        name: name.trim(),
        free,
        cost: { currency, value: priceMinor },
        quantity_total: Number(quantity),
        minimum_quantity: Number(minimum) || 1,
        maximum_quantity: Number(maximum) || 10,
      }
      const salesEndAt = salesEnd ? localTimeToInstant(`${salesEnd}:00`, draft.timeZone).toISOString() : null
      const { ticket_class: c } =
        editingId === null
          ? await apiFetch<{ ticket_class: ClassJson }>(`/api/v3/events/${draft.id}/ticket_classes/`, { method: 'POST', body: { ...fields, ...(salesEndAt ? { sales_end: salesEndAt } : {}) } })
          : await apiFetch<{ ticket_class: ClassJson }>(`/api/v3/ticket_classes/${editingId}/`, { method: 'PATCH', body: { ...fields, sales_end: salesEndAt } })
      const saved: EditableTicketClass = {
        id: Number(c.id),
        name: c.name,
        free: c.free,
        priceMinor: c.cost.value,
        currency: c.cost.currency,
        capacity: c.quantity_total,
        minPerOrder: c.minimum_quantity,
        maxPerOrder: c.maximum_quantity,
        salesStart: c.sales_start,
        salesEnd: c.sales_end,
        // Hidden (decision 060) is set in the Visibility section; the answer says what the class is now.
        hidden: c.hidden ?? false,
        ticketLink: c.ticket_link ?? null,
      }
      setClasses((list) => (editingId === null ? [...list, saved] : list.map((x) => (x.id === editingId ? saved : x))))
      resetForm()
    })

  // The form takes the class's fields; its button then saves the changes (PATCH).
  const editTicket = (c: EditableTicketClass) => {
    setEditingId(c.id)
    setName(c.name)
    setFree(c.free)
    setPrice(c.free ? '' : toMajorValue(c.priceMinor, c.currency))
    setCurrency(c.currency)
    setQuantity(String(c.capacity))
    setMinimum(String(c.minPerOrder))
    setMaximum(String(c.maxPerOrder))
    setSalesEnd(c.salesEnd ? computeLocalInputValue(c.salesEnd, draft.timeZone) : '')
    document.getElementById('ticket-name')?.focus()
  }

  const removeDiscount = (id: number) =>
    addOffer.run(async () => {
      await apiFetch(`/api/v3/discounts/${id}/`, { method: 'DELETE' })
      setDiscounts((list) => list.filter((d) => d.id !== id))
    })

  const removeTicket = (id: number) =>
    addClass.run(async () => {
      await apiFetch(`/api/v3/ticket_classes/${id}/`, { method: 'DELETE' })
      setClasses((list) => list.filter((c) => c.id !== id))
    })

  const addDiscount = (body: Record<string, unknown>) =>
    addOffer.run(async () => {
      const { discount: d } = await apiFetch<{ discount: DiscountJson }>(`/api/v3/events/${draft.id}/discounts/`, { method: 'POST', body })
      setDiscounts((list) => [
        ...list,
        { id: Number(d.id), kind: d.type, code: d.code, percentOff: d.percent_off, amountOffMinor: d.amount_off?.value ?? null, quantityAvailable: d.quantity_available, endAt: d.end_date },
      ])
      setCode('')
      setCodePercent('')
      setCodeUses('')
      setCodeStart('')
      setCodeEnd('')
      setOpenPercent('')
    })

  const submit = () =>
    save.run(async () => {
      await apiFetch(`/api/v3/events/${draft.id}/`, { method: 'PATCH', body: { refund_policy: refundPolicy, reminder_hours: reminderHours } })
      onSaved({ ticketClasses: classes, discounts, refundPolicy, reminderHours, tax: tax.own, shownTax: tax.shown })
    })

  const ce = addClass.fieldErrors
  const de = addOffer.fieldErrors
  return (
    <>
    <StepForm title={texts.steps.tickets} error={save.error} pending={save.pending} onSubmit={() => void submit()}>
      <section aria-labelledby="ticket-list-heading" className={styles.section}>
        <h3 id="ticket-list-heading">{t.yourTickets}</h3>
        {classes.length === 0 ? (
          <p>{t.noTickets}</p>
        ) : (
          <ul className={styles.list}>
            {classes.map((c) => (
              <li key={c.id}>
                <span>
                  <strong>{c.name}</strong> · {c.free ? t.free : formatMoney(c.priceMinor, c.currency, locale)} · {pluralText(locale, c.capacity, t.ticketCount)}
                  {c.salesEnd ? fillText(t.salesEnd, { date: new Date(c.salesEnd).toLocaleString(locale, { timeZone: draft.timeZone, dateStyle: 'medium', timeStyle: 'short' }) }) : ''}
                </span>
                <span className={styles.itemActions}>
                  <button type="button" className={styles.secondary} onClick={() => editTicket(c)}>
                    {t.edit}
                    <span className={styles.visuallyHidden}> {c.name}</span>
                  </button>
                  <button type="button" className={styles.secondary} onClick={() => void removeTicket(c.id)}>
                    {t.remove}
                    <span className={styles.visuallyHidden}> {c.name}</span>
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <fieldset className={styles.group}>
        <legend>{editingId === null ? t.addTicket : t.changeTicket}</legend>
        <TextField id="ticket-name" label={t.ticketName} maxLength={100} value={name} onValue={setName} errors={ce.name} autoComplete="off" />
        <div className={styles.choice} role="radiogroup" aria-label={t.ticketPrice}>
          <label>
            <input type="radio" name="ticket-kind" checked={!free} onChange={() => setFree(false)} /> {t.paid}
          </label>
          <label>
            <input type="radio" name="ticket-kind" checked={free} onChange={() => setFree(true)} /> {t.free}
          </label>
        </div>
        {free ? null : (
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor="ticket-price">{t.price}</label>
              <input
                id="ticket-price"
                inputMode="decimal"
                value={price}
                maxLength={10}
                aria-invalid={ce['cost.value'] ? true : undefined}
                aria-describedby={ce['cost.value'] ? 'ticket-price-error' : undefined}
                onChange={(event) => setPrice(event.target.value.replace(/[^\d.,]/g, '').slice(0, 10))}
              />
              {ce['cost.value'] ? (
                <p id="ticket-price-error" className={styles.error}>
                  {ce['cost.value'].join(' ')}
                </p>
              ) : null}
            </div>
            <div className={styles.field}>
              <label htmlFor="ticket-currency">{t.currency}</label>
              <select id="ticket-currency" value={currency} onChange={(event) => setCurrency(event.target.value)}>
                {CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {currencyLabel(c, locale)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
        {free || typedPriceMinor === null || typedPriceMinor === 0 ? null : (
          // What the buyer pays (the all-in price the event page shows) and what the creator receives.
          <p className={styles.hint} role="status">
            {fillText(t.priceHint, { buyer: formatMoneyExact(computeShownPrice(typedPriceMinor, { soldHere: true, currency, tax: tax.shown }), currency, locale), you: formatMoneyExact(typedPriceMinor, currency, locale) })}
            <span className={styles.visuallyHidden}> {tax.shown.mode === 'added' && tax.shown.rateMilli > 0 ? t.priceHintNoteTax : t.priceHintNote}</span>
          </p>
        )}
        <div className={styles.row}>
          <NumberField id="ticket-quantity" label={t.quantity} value={quantity} onValue={setQuantity} errors={ce.quantity_total} maxLength={7} />
          <NumberField id="ticket-minimum" label={t.minimum} value={minimum} onValue={setMinimum} errors={ce.minimum_quantity} maxLength={3} />
          <NumberField id="ticket-maximum" label={t.maximum} value={maximum} onValue={setMaximum} errors={ce.maximum_quantity} maxLength={3} />
        </div>
        <div className={styles.field}>
          <label htmlFor="ticket-sales-end">{t.salesEndLabel}</label>
          <input id="ticket-sales-end" type="datetime-local" value={salesEnd} onChange={(event) => setSalesEnd(event.target.value)} />
        </div>
        {addClass.error ? (
          <p role="alert" className={styles.error}>
            {addClass.error}
          </p>
        ) : null}
        <button type="button" className={styles.secondary} aria-busy={addClass.pending} onClick={() => void addTicket()}>
          {editingId === null ? t.addTicketButton : t.saveTicket}
        </button>
        {editingId === null ? null : (
          <button type="button" className={styles.secondary} onClick={() => resetForm()}>
            {t.cancelChanges}
          </button>
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t.discounts}</legend>
        {discounts.length > 0 ? (
          <ul className={styles.list} aria-label={t.yourDiscounts}>
            {discounts.map((d) => {
              const text = describeDiscount(d, classes[0]?.currency ?? currency, draft.timeZone, locale, t)
              return (
                <li key={d.id}>
                  <span>{text}</span>
                  <button type="button" className={styles.secondary} aria-label={fillText(t.removeDiscount, { discount: text })} onClick={() => void removeDiscount(d.id)}>
                    {t.remove}
                  </button>
                </li>
              )
            })}
          </ul>
        ) : null}
        <div className={styles.row}>
          <TextField id="promo-code" label={t.promoCode} maxLength={30} value={code} onValue={(text) => setCode(text.toUpperCase().replace(/\s/g, ''))} errors={de.code} autoComplete="off" />
          <NumberField id="promo-percent" label={t.percentOff} value={codePercent} onValue={setCodePercent} errors={de.percent_off} maxLength={3} />
          <NumberField id="promo-uses" label={t.uses} value={codeUses} onValue={setCodeUses} errors={de.quantity_available} maxLength={6} />
        </div>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="promo-start">{t.codeFrom}</label>
            <input id="promo-start" type="datetime-local" value={codeStart} onChange={(event) => setCodeStart(event.target.value)} />
          </div>
          <div className={styles.field}>
            <label htmlFor="promo-end">{t.codeUntil}</label>
            <input id="promo-end" type="datetime-local" value={codeEnd} onChange={(event) => setCodeEnd(event.target.value)} aria-invalid={de.end_date ? true : undefined} />
          </div>
        </div>
        <button
          type="button"
          className={styles.secondary}
          onClick={() =>
            void addDiscount({
              type: 'coded',
              code,
              percent_off: Number(digitsOnly(codePercent)) || undefined,
              quantity_available: Number(codeUses) || 0,
              ...(codeStart ? { start_date: localTimeToInstant(`${codeStart}:00`, draft.timeZone).toISOString() } : {}),
              ...(codeEnd ? { end_date: localTimeToInstant(`${codeEnd}:00`, draft.timeZone).toISOString() } : {}),
            })
          }
        >
          {t.addPromoCode}
        </button>
        <div className={styles.row}>
          <NumberField id="open-percent" label={t.openPercent} value={openPercent} onValue={setOpenPercent} maxLength={3} />
        </div>
        <button type="button" className={styles.secondary} onClick={() => void addDiscount({ type: 'open', percent_off: Number(openPercent) || undefined })}>
          {t.addOpenDiscount}
        </button>
        <button type="button" className={styles.secondary} disabled={discounts.some((d) => d.kind === 'bogo')} onClick={() => void addDiscount({ type: 'bogo' })}>
          {t.addBogo}
        </button>
        {addOffer.error ? (
          <p role="alert" className={styles.error}>
            {addOffer.error} {Object.values(de).flat().join(' ')}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="refund-policy">{t.refundPolicy}</label>
        <select id="refund-policy" value={refundPolicy} onChange={(event) => setRefundPolicy(event.target.value)}>
          {REFUND_POLICIES.map((p) => (
            <option key={p} value={p}>
              {texts.refundPolicies[p]}
            </option>
          ))}
        </select>
      </div>
      {/* Issue 40: which reminders buyers get before the event (decision 061); none ticked sends none. */}
      <fieldset className={styles.group} aria-describedby="reminders-hint">
        <legend>{t.reminders}</legend>
        <p id="reminders-hint" className={styles.hint}>
          {t.remindersHint}
        </p>
        {computeReminderChoices(draft.reminderHours).map((hours) => (
          <label key={hours}>
            <input
              type="checkbox"
              checked={reminderHours.includes(hours)}
              onChange={(event) => setReminderHours((current) => computeReminderHours(event.target.checked ? [...current, hours] : current.filter((h) => h !== hours)))}
            />{' '}
            {hours === 1 ? t.reminderHour : hours >= 48 && hours % 24 === 0 ? fillText(t.reminderDays, { count: hours / 24 }) : fillText(t.reminderHours, { count: hours })}
          </label>
        ))}
      </fieldset>
    </StepForm>
    {/* Its own form after the step's (forms do not nest): the event's tax, saved at once (issue 37 point 4). */}
    <section aria-labelledby="event-tax-heading">
      <h3 id="event-tax-heading">{taxTexts.eventForm}</h3>
      <TaxSettingsForm initial={tax.own} eventId={draft.id} onSaved={(own, shown) => setTax({ own, shown })} />
    </section>
    {/* Ticket transfers (decision 059): its own section and form, saved at once. */}
    <TransferSettingsForm eventId={draft.id} />
    {/* Questions at registration (decision 063): its own section, each change saved at once. */}
    <RegistrationQuestionsEditor eventId={draft.id} ticketClasses={classes} />
    </>
  )
}
