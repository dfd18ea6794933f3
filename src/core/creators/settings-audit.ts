// What the organization's audit trail records of a settings change (issue 40, decision 068): each setting
// that a write actually changed, from what to what, under the API's own field names. Pure: the use cases
// read the values before and after under the event's lock and append the entry in the change's own
// transaction (recordSettingChanges), so that no change is committed without its entry.
import type { Db } from '@/db/create-db'
import type { Question } from '@/core/ticketing/registration-rules'
import { insertOrganizationEvent, type OrganizationEventType } from './team-repository'

export type AuditValue = string | number | boolean | null | readonly (string | number)[]
export type SettingChange = { setting: string; from: AuditValue; to: AuditValue }

/** A password is never recorded, only whether there is one: `none`, `set`, or `new` when one replaced another. */
export type PasswordAudit = 'none' | 'set' | 'new'

function sameValue(a: AuditValue, b: AuditValue): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => v === b[i])
  return a === b
}

/**
 * The settings of `after` that differ from `before`, in `after`'s order. A setting left out of `after`
 * (undefined) was not part of the write. A password written anew is a change even when one was set
 * (`set` → `new`, see computePasswordAudit): the old one stops working.
 */
export function computeSettingChanges(
  before: Readonly<Record<string, AuditValue>>,
  after: Readonly<Record<string, AuditValue | undefined>>,
): SettingChange[] {
  const changes: SettingChange[] = []
  for (const [setting, to] of Object.entries(after)) {
    if (to === undefined) continue
    const from = before[setting] ?? null
    if (!sameValue(from, to)) changes.push({ setting, from, to })
  }
  return changes
}

/** The password as the trail sees a write: undefined when the write leaves it alone. */
export function computePasswordAudit(
  hadPassword: boolean,
  written: string | null | undefined,
): PasswordAudit | undefined {
  if (written === undefined) return undefined
  if (written === null || written === '') return 'none'
  return hadPassword ? 'new' : 'set'
}

/** A question's fields as the trail records them (added: from nothing; changed: before and after). */
export function computeQuestionAudit(question: Omit<Question, 'id'>): Record<string, AuditValue> {
  return {
    label: question.label,
    kind: question.kind,
    per: question.per,
    required: question.required,
    options: question.options,
    ticket_class_ids: question.ticketClassIds,
  }
}

export type SettingsAuditEntry = {
  organizerId: number
  actorUserId: number | null
  type: OrganizationEventType
  /** What was changed: the event (id and name at the time), and the class or question when it is one. */
  subject: Record<string, string | number>
  changes: readonly SettingChange[]
  now: Date
}

/** Appends the entry in the caller's transaction; a write that changed nothing leaves no entry. */
export async function recordSettingChanges(tx: Db, entry: SettingsAuditEntry): Promise<void> {
  if (entry.changes.length === 0) return
  await insertOrganizationEvent(tx, {
    organizerId: entry.organizerId,
    type: entry.type,
    actorUserId: entry.actorUserId,
    details: { ...entry.subject, changes: entry.changes },
    createdAt: entry.now,
  })
}
