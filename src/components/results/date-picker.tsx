'use client'
// The results' custom date range (spec §9: calendars start on Monday, on Sunday for pt-BR). A native
// <input type="date"> draws the browser's calendar, whose week follows the browser, not the page: once the
// page runs, each field becomes a button that opens a small calendar grid in the page's locale (weekday
// names and months from Intl), used by keyboard as the WAI-ARIA date grid is: arrows move by day and
// week, Page Up/Down by month, Home/End to the week's ends, Enter chooses, Escape closes. Without
// JavaScript the native inputs stay.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { fillText } from '@/core/i18n/fill-text'
import { cachedDateTimeFormat } from '@/core/shared/intl-cache'
import { addDays, addMonths, computeMonthGrid, computeWeekdayOrder, parseIsoDay, toIsoDay, type IsoDay } from '@/core/shared/month-grid'
import styles from './results.module.css'

export type DatePickerTexts = { chooseDate: string; previousMonth: string; nextMonth: string; missingDates: string; calendar: string }

type Shared = { locale: string; weekStart: 0 | 1; texts: DatePickerTexts }

function format(day: IsoDay, locale: string, options: Intl.DateTimeFormatOptions): string {
  return cachedDateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(parseIsoDay(day)!)
}

/** "novembro de 2026" → "Novembro de 2026": a heading starts with a capital, its other words stay as Intl writes them. */
function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1)
}

/** Sunday 7 January 2024 plus `weekday` days: a day of that weekday, for its name. */
function weekdayDate(weekday: number): Date {
  return new Date(Date.UTC(2024, 0, 7 + weekday))
}

/** The visitor's own calendar day. */
function localToday(): IsoDay {
  const now = new Date()
  return toIsoDay(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())))
}

function CalendarGrid({
  value,
  from,
  today,
  label,
  onChoose,
  onClose,
  locale,
  weekStart,
  texts,
}: Shared & { value: IsoDay; from: IsoDay; today: IsoDay; label: string; onChoose: (day: IsoDay) => void; onClose: () => void }) {
  const [focused, setFocused] = useState<IsoDay>(value || from || today)
  const grid = useRef<HTMLTableElement>(null)
  const captionId = useId()
  const moved = useRef(false)
  useEffect(() => {
    // Focus follows the keyboard, and lands on the chosen (or today's) day when the calendar opens.
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus()
    moved.current = false
  }, [focused])
  const weeks = computeMonthGrid(focused, weekStart)
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const weekday = (parseIsoDay(focused)!.getUTCDay() - weekStart + 7) % 7
    const moves: Record<string, () => IsoDay> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -weekday),
      End: () => addDays(focused, 6 - weekday),
      PageUp: () => addMonths(focused, -1),
      PageDown: () => addMonths(focused, 1),
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      setFocused(move())
    }
  }
  return (
    <div
      className={styles.calendar}
      role="group"
      aria-label={fillText(texts.calendar, { label })}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        event.stopPropagation()
        onClose()
      }}
    >
      <div className={styles.calendarHead}>
        <button type="button" className={styles.calendarNav} aria-label={texts.previousMonth} onClick={() => setFocused(addMonths(focused, -1))}>
          ‹
        </button>
        <h4 id={captionId} className={styles.calendarCaption} aria-live="polite">
          {capitalize(format(focused, locale, { month: 'long', year: 'numeric' }), locale)}
        </h4>
        <button type="button" className={styles.calendarNav} aria-label={texts.nextMonth} onClick={() => setFocused(addMonths(focused, 1))}>
          ›
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={captionId} className={styles.calendarGrid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {computeWeekdayOrder(weekStart).map((weekday) => (
              <th key={weekday} scope="col" abbr={cachedDateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(weekdayDate(weekday))}>
                {cachedDateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(weekdayDate(weekday))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, d) =>
                day ? (
                  <td key={day} aria-selected={day === value}>
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={format(day, locale, { dateStyle: 'full' })}
                      aria-current={day === today ? 'date' : undefined}
                      className={day === value ? styles.calendarChosen : styles.calendarDay}
                      onClick={() => onChoose(day)}
                    >
                      {parseIsoDay(day)!.getUTCDate()}
                    </button>
                  </td>
                ) : (
                  <td key={`blank-${d}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function DatePicker({
  name,
  label,
  value,
  from,
  onChange,
  open,
  onOpen,
  toggleRef,
  ...shared
}: Shared & {
  name: string
  label: string
  value: IsoDay
  /** Where the calendar opens when nothing is chosen yet (the To field opens at the From date). */
  from: IsoDay
  onChange: (day: IsoDay) => void
  open: boolean
  onOpen: (open: boolean) => void
  toggleRef: React.RefObject<HTMLButtonElement | null>
}) {
  const labelId = useId()
  const { locale, texts } = shared
  return (
    <div className={styles.datePicker}>
      <span id={labelId}>{label}</span>
      <input type="hidden" name={name} value={value} />
      <button
        ref={toggleRef}
        type="button"
        className={styles.dateToggle}
        aria-expanded={open}
        aria-label={`${label}: ${value ? format(value, locale, { dateStyle: 'full' }) : texts.chooseDate}`}
        onClick={() => onOpen(!open)}
      >
        {value ? format(value, locale, { dateStyle: 'medium' }) : texts.chooseDate}
      </button>
      {open ? (
        <CalendarGrid
          {...shared}
          value={value}
          from={from}
          today={localToday()}
          label={label}
          onChoose={(day) => {
            onChange(day)
            onOpen(false)
            toggleRef.current?.focus()
          }}
          onClose={() => {
            onOpen(false)
            toggleRef.current?.focus()
          }}
        />
      ) : null}
    </div>
  )
}

/**
 * The From and To fields and the Apply button of the results' date form. Before the page runs they are
 * the native date inputs (the form works without JavaScript); then each is a calendar in the page's locale.
 */
export function DateRangeFields({
  start,
  end,
  labels,
  ...shared
}: Shared & { start: string; end: string; labels: { from: string; to: string; apply: string } }) {
  const [enhanced, setEnhanced] = useState(false)
  const [values, setValues] = useState({ start_date: start, end_date: end })
  const [open, setOpen] = useState<'start_date' | 'end_date' | null>(null)
  const [missing, setMissing] = useState(false)
  const toggles = { start_date: useRef<HTMLButtonElement>(null), end_date: useRef<HTMLButtonElement>(null) }
  // After hydration only, so the server's markup (native inputs) and the first client render agree.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- switching to the enhanced fields once the page runs
  useEffect(() => setEnhanced(true), [])
  if (!enhanced) {
    return (
      <>
        <label>
          {labels.from}
          <input type="date" name="start_date" required defaultValue={start} />
        </label>
        <label>
          {labels.to}
          <input type="date" name="end_date" required defaultValue={end} />
        </label>
        <button type="submit" className={styles.button}>
          {labels.apply}
        </button>
      </>
    )
  }
  const submit = (event: MouseEvent<HTMLButtonElement>) => {
    const empty = (['start_date', 'end_date'] as const).find((name) => !values[name])
    if (!empty) return
    event.preventDefault()
    setMissing(true)
    toggles[empty].current?.focus()
  }
  const field = (name: 'start_date' | 'end_date', label: string) => (
    <DatePicker
      {...shared}
      name={name}
      label={label}
      value={values[name]}
      from={name === 'end_date' ? values.start_date : ''}
      onChange={(day) => {
        setValues((v) => ({ ...v, [name]: day }))
        setMissing(false)
      }}
      open={open === name}
      onOpen={(next) => setOpen(next ? name : null)}
      toggleRef={toggles[name]}
    />
  )
  return (
    <>
      {field('start_date', labels.from)}
      {field('end_date', labels.to)}
      {missing ? (
        <p role="alert" className={styles.dateMissing}>
          {shared.texts.missingDates}
        </p>
      ) : null}
      <button type="submit" className={styles.button} onClick={submit}>
        {labels.apply}
      </button>
    </>
  )
}
