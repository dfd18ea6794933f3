// The sales chart's geometry on the event dashboard (issue 20, issue 38 point 15): which days get a bar,
// the count axis's round ticks, which dates are written under the axis, and the figures its text
// alternative states. Pure, so the chart and its tests agree on every number.

/** A day of payment ("2026-12-20" in the event's zone): the tickets its orders still hold and their net ticket money. */
export type SalesDay = { day: string; tickets: number; netMinor: number }

export type SalesChartScale = {
  /** One bar per calendar day from the first sale to the last (days without sales at 0), so gaps read as gaps. */
  bars: SalesDay[]
  /** The count axis: 0 up to `top` in round steps (1, 2, 5 × 10ⁿ), at most five intervals. */
  ticks: number[]
  top: number
  /** Indexes of the bars whose dates are written under the axis: the first, the last and up to two between. */
  labelled: number[]
  tickets: number
  netMinor: number
  /** The day with the most tickets (the earliest of equals), for the summary. */
  best: SalesDay
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
/** Past this many calendar days, a bar a day would be thinner than a pixel on a phone: only sale days get one. */
const MAX_FILLED_DAYS = 92

function fillCalendarDays(days: SalesDay[]): SalesDay[] {
  if (!days.every((d) => DAY.test(d.day))) return days
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day))
  const first = Date.parse(`${sorted[0]!.day}T00:00:00Z`)
  const last = Date.parse(`${sorted[sorted.length - 1]!.day}T00:00:00Z`)
  const span = Math.round((last - first) / 86_400_000) + 1
  if (span > MAX_FILLED_DAYS) return sorted
  const byDay = new Map(sorted.map((d) => [d.day, d]))
  return Array.from({ length: span }, (_, i) => {
    const day = new Date(first + i * 86_400_000).toISOString().slice(0, 10)
    return byDay.get(day) ?? { day, tickets: 0, netMinor: 0 }
  })
}

/** The smallest round step (1, 2 or 5 × 10ⁿ) that covers `max` in at most five intervals. */
function computeStep(max: number): number {
  for (let magnitude = 1; ; magnitude *= 10) {
    for (const unit of [1, 2, 5]) {
      if (unit * magnitude * 5 >= max) return unit * magnitude
    }
  }
}

function pickLabelled(count: number): number[] {
  if (count <= 1) return [0]
  const picks = count >= 7 ? [0, Math.round((count - 1) / 3), Math.round(((count - 1) * 2) / 3), count - 1] : count >= 3 ? [0, Math.floor((count - 1) / 2), count - 1] : [0, count - 1]
  return [...new Set(picks)]
}

/** `days` must not be empty (the dashboard says "No sales yet" instead of drawing an empty chart). */
export function computeSalesChartScale(days: SalesDay[]): SalesChartScale {
  const bars = fillCalendarDays(days)
  const max = Math.max(1, ...bars.map((d) => d.tickets))
  const step = computeStep(max)
  const top = Math.ceil(max / step) * step
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step)
  const best = bars.reduce((a, b) => (b.tickets > a.tickets ? b : a))
  return {
    bars,
    ticks,
    top,
    labelled: pickLabelled(bars.length),
    tickets: days.reduce((n, d) => n + d.tickets, 0),
    netMinor: days.reduce((n, d) => n + d.netMinor, 0),
    best,
  }
}
