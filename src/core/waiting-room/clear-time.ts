// How long the line would take to clear, as the organizer's live view writes it (issue 42): seconds under
// a minute, minutes and seconds under an hour, hours and minutes above, so that a figure read again every
// few seconds stays short. The words come from the page's catalog.
import { fillText } from '@/core/i18n/fill-text'

export type ClearTimeTexts = { clearUnknown: string; clearSeconds: string; clearMinutes: string; clearHours: string }

/** `seconds` null: nobody admitted yet, so no pace to go by. */
export function computeClearTimeText(seconds: number | null, texts: ClearTimeTexts): string {
  if (seconds === null) return texts.clearUnknown
  const whole = Math.max(0, Math.ceil(seconds))
  if (whole < 60) return fillText(texts.clearSeconds, { seconds: whole })
  if (whole < 3600) return fillText(texts.clearMinutes, { minutes: Math.floor(whole / 60), seconds: whole % 60 })
  return fillText(texts.clearHours, { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60) })
}
