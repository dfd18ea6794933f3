export type UrgencyKind =
  'almost-full' | 'sales-end-soon' | 'early-access' | 'popular' | 'just-added' | 'going-fast'

/** The flag names of the API's urgency_signals (spec §3, Event). */
export type UrgencyFlag = 'fewTickets' | 'salesEndSoon' | 'earlyBird' | 'popular' | 'new' | 'goingFast'

export type UrgencyFlags = Partial<Record<UrgencyFlag, boolean>>

export type UrgencySignal = { kind: UrgencyKind; flag: UrgencyFlag; label: string }

// Ordered by spec §9's priority: a card has room for one label, and scarcity beats novelty.
export const URGENCY_SIGNALS: readonly UrgencySignal[] = [
  { kind: 'going-fast', flag: 'goingFast', label: 'Going fast' },
  { kind: 'almost-full', flag: 'fewTickets', label: 'Almost full' },
  { kind: 'sales-end-soon', flag: 'salesEndSoon', label: 'Sales end soon' },
  { kind: 'early-access', flag: 'earlyBird', label: 'Early bird' },
  { kind: 'popular', flag: 'popular', label: 'Popular' },
  { kind: 'just-added', flag: 'new', label: 'Just added' },
]

/** Spec §9 "Urgency labels": the label of the highest-priority flag that is set, or null when none is. */
export function pickUrgencyLabel(flags: UrgencyFlags): string | null {
  return URGENCY_SIGNALS.find((signal) => flags[signal.flag] === true)?.label ?? null
}

/** The flag of pickUrgencyLabel's label: the card catalog names each label by its flag (decision 033). */
export function pickUrgencyFlag(flags: UrgencyFlags): UrgencyFlag | null {
  return URGENCY_SIGNALS.find((signal) => flags[signal.flag] === true)?.flag ?? null
}
