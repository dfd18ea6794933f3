// The organization's activity in words (issue 40, decision 068): what an audit entry says happened, and
// each setting it changed as "setting: before → after", in the page's language. Pure: the page hands in
// its translator (manage.json `teamActivity.*`) and the role names, so the wording is unit-tested alone.
import type { ActivityEntryJson } from '@/core/creators/list-organization-activity'
import type { AuditValue, SettingChange } from '@/core/creators/settings-audit'
import type { TeamRole } from '@/core/creators/team-roles'

export type Translate = (key: string, values?: Record<string, string | number>) => string

export type ActivityWords = { what: string; changes: string[] }

const BOOLEAN_SETTINGS = new Set(['listed', 'invitation_only', 'requires_approval', 'hidden', 'required'])

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

/** One setting's value in words: yes or no, hours before the start, a question's kind, and so on. */
export function describeSettingValue(setting: string, value: AuditValue, t: Translate): string {
  if (value === null) return t('values.none')
  if (BOOLEAN_SETTINGS.has(setting)) return t(value === true ? 'values.yes' : 'values.no')
  switch (setting) {
    case 'transfers_allowed':
      return t(value === true ? 'values.allowed' : 'values.forbidden')
    case 'password':
      return t(
        value === 'set' ? 'values.passwordSet' : value === 'new' ? 'values.passwordNew' : 'values.none',
      )
    case 'reminder_hours':
      return Array.isArray(value) && value.length > 0
        ? value.map((hours) => t('values.hoursBefore', { hours: Number(hours) })).join(', ')
        : t('values.remindersOff')
    case 'transfer_cutoff_hours':
      return value === 0 ? t('values.untilStart') : t('values.hoursBefore', { hours: Number(value) })
    case 'per':
      return t(value === 'attendee' ? 'values.perAttendee' : 'values.perOrder')
    case 'kind':
      return ['text', 'paragraph', 'single', 'multiple', 'checkbox', 'phone'].includes(String(value))
        ? t(`values.${String(value)}`)
        : String(value)
    case 'ticket_class_ids':
      return Array.isArray(value) && value.length > 0
        ? t('values.classCount', { count: value.length })
        : t('values.allClasses')
    default:
      return Array.isArray(value) ? (value.length > 0 ? value.join(', ') : t('values.none')) : String(value)
  }
}

function settingName(setting: string, t: Translate): string {
  return t(`settings.${setting}`)
}

function isChange(value: unknown): value is SettingChange {
  return typeof value === 'object' && value !== null && typeof (value as SettingChange).setting === 'string'
}

/** The entry's sentence and its changes; `roles` names the team roles in the page's language. */
export function describeActivity(
  entry: ActivityEntryJson,
  t: Translate,
  roles: Record<TeamRole, string>,
): ActivityWords {
  const d = entry.details
  const role = (value: unknown) => roles[value as TeamRole] ?? text(value)
  const values: Record<string, string | number> = {
    email: text(d.email),
    role: role(d.role),
    from: role(d.from_role),
    event: text(d.event_name),
    ticketClass: text(d.ticket_class_name),
    question: text(d.question_label),
    count: typeof d.count === 'number' ? d.count : 0,
  }
  const what = t(`types.${entry.type.replace('.', '_')}`, values)
  const changes = (Array.isArray(d.changes) ? d.changes : []).filter(isChange)
  switch (entry.type) {
    // The sentence says it all: the address removed, the question dropped.
    case 'event.invitation_removed':
    case 'question.removed':
      return { what, changes: [] }
    // Something new has no "before": each of its values alone.
    case 'event.invitations_added':
    case 'question.added':
      return {
        what,
        changes: changes
          // The label is in the sentence; options a question does not have are not worth a line.
          .filter((c) => c.setting !== 'label' && !(Array.isArray(c.to) && c.to.length === 0))
          .map((c) =>
            t('setTo', {
              setting: settingName(c.setting, t),
              value: describeSettingValue(c.setting, c.to, t),
            }),
          ),
      }
    default:
      return {
        what,
        changes: changes.map((c) =>
          t('change', {
            setting: settingName(c.setting, t),
            from: describeSettingValue(c.setting, c.from, t),
            to: describeSettingValue(c.setting, c.to, t),
          }),
        ),
      }
  }
}
