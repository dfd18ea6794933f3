'use client'
// Step 3, When: one date, or a recurring schedule (weekly on chosen days, monthly, or a list of dates),
// saved with the draft, whose dates become the series' own events when the event is published (after its
// tickets exist, which each date copies). Times are wall-clock times in the event's zone (the venue's),
// named on screen.
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { WEEKDAYS, type RecurrencePlan, type WeekdayCode } from '@/core/creators/recurrence-plan'
import { useCreateTexts } from '@/components/manage/creator-texts'
import type { StepProps } from './editor-types'
import { StepForm } from './step-form'
import { StepInputError, useStepSave } from './use-step-save'
import styles from './event-editor.module.css'

/** "Eastern Standard Time (America/New_York)": the zone as people read it in `locale`, and its exact name. */
export function describeTimeZone(timeZone: string, locale = 'en-US', at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(at).find((p) => p.type === 'timeZoneName')
    return part ? `${part.value} (${timeZone})` : timeZone
  } catch {
    return timeZone
  }
}

/** The weekday's name in `locale`: 2024-01-01 was a Monday, the first of WEEKDAYS. */
function weekdayName(index: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + index)))
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

export function WhenStep({ draft, onSaved }: StepProps) {
  const { locale, t: texts } = useCreateTexts()
  const t = texts.when
  const [date, setDate] = useState(draft.startLocal.slice(0, 10))
  const [startTime, setStartTime] = useState(draft.startLocal.slice(11, 16))
  const [endTime, setEndTime] = useState(draft.endLocal.slice(11, 16))
  const plan = draft.recurrence
  const [repeat, setRepeat] = useState<'once' | RecurrencePlan['kind']>(plan?.kind ?? 'once')
  const [days, setDays] = useState<WeekdayCode[]>(plan?.kind === 'weekly' ? plan.days : [])
  const [lastDate, setLastDate] = useState(plan && plan.kind !== 'dates' ? plan.lastDate : '')
  const [moreDates, setMoreDates] = useState<string[]>(plan?.kind === 'dates' ? plan.dates : [])
  const [nextDate, setNextDate] = useState('')
  const save = useStepSave()
  const zone = describeTimeZone(draft.timeZone, locale)
  const [beforeZone = '', afterZone = ''] = (draft.online ? t.timesInOnline : t.timesIn).split('{zone}')

  const submit = () =>
    save.run(async () => {
      const missing: Record<string, string[]> = {}
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) missing.start = [t.chooseDate]
      if (!/^\d{2}:\d{2}$/.test(startTime)) missing.start_time = [t.chooseStartTime]
      if (!/^\d{2}:\d{2}$/.test(endTime)) missing.end = [t.chooseEndTime]
      if ((repeat === 'weekly' || repeat === 'monthly') && !(lastDate > date)) missing.last_date = [t.lastAfterFirst]
      if (repeat === 'dates' && !moreDates.some((d) => d > date)) missing.dates = [t.addDateAfterFirst]
      if (repeat === 'dates' && moreDates.some((d) => d <= date)) missing.dates = [t.datesAfterFirst]
      if (Object.keys(missing).length > 0) throw new StepInputError(texts.fillInMarked, missing)
      // An end at or before the start is the next morning (a late-night event).
      const endDate = endTime > startTime ? date : addDays(date, 1)
      const startLocal = `${date}T${startTime}`
      const endLocal = `${endDate}T${endTime}`
      const recurrence: RecurrencePlan | null =
        repeat === 'once' ? null : repeat === 'weekly' ? { kind: 'weekly', days, lastDate } : repeat === 'monthly' ? { kind: 'monthly', lastDate } : { kind: 'dates', dates: [...moreDates].sort() }
      // A series already made (published) keeps its dates; a draft saves its plan with its times.
      const schedulePlan = draft.isSeriesParent ? undefined : recurrence && (recurrence.kind === 'dates' ? recurrence : recurrence.kind === 'weekly' ? { kind: 'weekly', days, last_date: lastDate } : { kind: 'monthly', last_date: lastDate })
      await apiFetch(`/api/v3/events/${draft.id}/`, {
        method: 'PATCH',
        body: {
          start: { local: `${startLocal}:00`, timezone: draft.timeZone },
          end: { local: `${endLocal}:00`, timezone: draft.timeZone },
          ...(draft.status === 'draft' && schedulePlan !== undefined ? { schedule_plan: schedulePlan } : {}),
        },
      })
      onSaved({ startLocal, endLocal, recurrence })
    })

  const e = save.fieldErrors
  return (
    <StepForm
      title={texts.steps.when}
      intro={
        <p>
          {beforeZone}
          <strong>{zone}</strong>
          {afterZone}
        </p>
      }
      error={save.error}
      pending={save.pending}
      onSubmit={() => void submit()}
    >
      <fieldset className={styles.choice}>
        <legend>{t.howOften}</legend>
        <label>
          <input type="radio" name="repeat" checked={repeat === 'once'} onChange={() => setRepeat('once')} /> {t.once}
        </label>
        <label>
          <input type="radio" name="repeat" checked={repeat === 'weekly'} onChange={() => setRepeat('weekly')} /> {t.weekly}
        </label>
        <label>
          <input type="radio" name="repeat" checked={repeat === 'monthly'} onChange={() => setRepeat('monthly')} /> {t.monthly}
        </label>
        <label>
          <input type="radio" name="repeat" checked={repeat === 'dates'} onChange={() => setRepeat('dates')} /> {t.dates}
        </label>
      </fieldset>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="event-date">{repeat === 'once' ? t.date : t.firstDate}</label>
          <input id="event-date" type="date" value={date} onChange={(event) => setDate(event.target.value)} aria-invalid={e.start ? true : undefined} />
        </div>
        <div className={styles.field}>
          <label htmlFor="event-start-time">{t.startsAt}</label>
          <input id="event-start-time" type="time" value={startTime} onChange={(event) => setStartTime(event.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="event-end-time">{t.endsAt}</label>
          <input id="event-end-time" type="time" value={endTime} onChange={(event) => setEndTime(event.target.value)} aria-describedby="event-end-hint" />
        </div>
      </div>
      <p id="event-end-hint" className={styles.hint}>
        {t.endHint}
      </p>
      {repeat === 'weekly' ? (
        <fieldset className={styles.days}>
          <legend>{t.onTheseDays}</legend>
          {WEEKDAYS.map((d, i) => (
            <label key={d.code}>
              <input
                type="checkbox"
                checked={days.includes(d.code)}
                onChange={(event) => setDays(event.target.checked ? [...days, d.code] : days.filter((x) => x !== d.code))}
              />{' '}
              {weekdayName(i, locale)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {repeat === 'dates' ? (
        <fieldset className={styles.group}>
          <legend>{t.otherDates}</legend>
          {moreDates.length > 0 ? (
            <ul className={styles.list} aria-label={t.otherDatesList}>
              {[...moreDates].sort().map((d) => (
                <li key={d}>
                  <span>{new Date(`${d}T12:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })}</span>
                  <button type="button" className={styles.secondary} onClick={() => setMoreDates(moreDates.filter((x) => x !== d))}>
                    {t.remove}
                    <span className={styles.visuallyHidden}> {d}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor="event-next-date">{t.anotherDate}</label>
              <input id="event-next-date" type="date" value={nextDate} min={date} onChange={(event) => setNextDate(event.target.value)} aria-invalid={e.dates ? true : undefined} />
            </div>
          </div>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              if (/^\d{4}-\d{2}-\d{2}$/.test(nextDate) && !moreDates.includes(nextDate)) setMoreDates([...moreDates, nextDate])
              setNextDate('')
            }}
          >
            {t.addDate}
          </button>
        </fieldset>
      ) : null}
      {repeat === 'weekly' || repeat === 'monthly' ? (
        <div className={styles.field}>
          <label htmlFor="event-last-date">{t.lastDate}</label>
          <input
            id="event-last-date"
            type="date"
            value={lastDate}
            min={date}
            onChange={(event) => setLastDate(event.target.value)}
            aria-invalid={e.last_date ? true : undefined}
            aria-describedby="event-last-date-hint"
          />
          <p id="event-last-date-hint" className={styles.hint}>
            {t.lastDateHint}
          </p>
        </div>
      ) : null}
      {Object.entries(e).map(([key, messages]) => (
        <p key={key} className={styles.error}>
          {messages.join(' ')}
        </p>
      ))}
    </StepForm>
  )
}
