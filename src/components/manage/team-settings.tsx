'use client'
// /myteam/ (issue 40, decision 061): an owner invites people to the organization with a role (door staff
// with the events whose check-in desk they run), sees the members and the invitations still waiting,
// removes a member after confirming, and revokes an invitation. Each action goes through the team API.
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { TextField } from '@/components/create-event/text-field'
import editor from '@/components/create-event/event-editor.module.css'
import type { TeamJson } from '@/core/creators/list-team'
import type { TeamMemberJson } from '@/core/creators/team-json'
import { TEAM_ROLES, type TeamRole } from '@/core/creators/team-roles'
import { fillText } from '@/core/i18n/fill-text'
import forms from '@/components/account/forms.module.css'
import { ActionResult } from './action-result'
import { ConfirmDialogButton } from './confirm-dialog-button'
import { useActionTexts } from './creator-texts'
import { TableScroll } from './table-scroll'
import { useDashboardAction } from './use-dashboard-action'
import styles from './manage.module.css'

export function TeamSettings({ team }: { team: TeamJson }) {
  const { locale, t: texts } = useActionTexts()
  const t = texts.team
  const invite = useDashboardAction()
  const change = useDashboardAction()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<TeamRole>('manager')
  const [eventIds, setEventIds] = useState<string[]>([])
  const eventName = new Map(team.events.map((e) => [e.id, e.name]))
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' })
  const eventsText = (ids: string[], r: TeamRole) => (r === 'door' ? ids.map((id) => eventName.get(id) ?? `#${id}`).join(', ') : t.allEvents)

  const submit = () =>
    invite.run(async () => {
      const sent = email.trim()
      await apiFetch('/api/v3/organizations/me/members/', { method: 'POST', body: { email: sent, role, ...(role === 'door' ? { event_ids: eventIds } : {}) } })
      setEmail('')
      setEventIds([])
      return fillText(t.invited, { email: sent })
    })

  return (
    <>
      <section aria-labelledby="team-invite-heading" className={styles.section}>
        <h2 id="team-invite-heading">{t.inviteHeading}</h2>
        <form
          aria-labelledby="team-invite-heading"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <TextField id="team-email" label={t.email} type="email" autoComplete="off" value={email} onValue={setEmail} maxLength={254} errors={invite.fieldErrors.email} required />
          <fieldset className={editor.group}>
            <legend>{t.role}</legend>
            {TEAM_ROLES.map((r) => (
              <label key={r}>
                <input type="radio" name="team-role" value={r} checked={role === r} onChange={() => setRole(r)} aria-describedby={`team-role-${r}-hint`} /> {t.roles[r]}
                <span id={`team-role-${r}-hint`} className={editor.hint}>
                  {' '}
                  – {t.roleHints[r]}
                </span>
              </label>
            ))}
          </fieldset>
          {role === 'door' ? (
            <fieldset className={editor.group} aria-describedby={invite.fieldErrors.event_ids ? 'team-events-error' : undefined}>
              <legend>{t.events}</legend>
              {team.events.length === 0 ? <p>{t.noEvents}</p> : null}
              {team.events.map((e) => (
                <label key={e.id}>
                  <input
                    type="checkbox"
                    checked={eventIds.includes(e.id)}
                    onChange={(event) => setEventIds((ids) => (event.target.checked ? [...ids, e.id] : ids.filter((id) => id !== e.id)))}
                  />{' '}
                  {e.name} · {new Date(e.start).toLocaleDateString(locale, { timeZone: e.time_zone, month: 'short', day: 'numeric' })}
                </label>
              ))}
              {invite.fieldErrors.event_ids ? (
                <p id="team-events-error" className={editor.error}>
                  {invite.fieldErrors.event_ids.join(' ')}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <button type="submit" className={editor.primary} disabled={invite.pending}>
            {invite.pending ? texts.sending : t.invite}
          </button>{' '}
          <ActionResult done={invite.done} error={invite.error} />
        </form>
      </section>

      <section aria-labelledby="team-members-heading" className={styles.section}>
        <h2 id="team-members-heading">{t.membersHeading}</h2>
        <ActionResult done={change.done} error={change.error} />
        <TableScroll label={t.membersHeading}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.emailColumn}</th>
                <th scope="col">{t.roleColumn}</th>
                <th scope="col">{t.eventsColumn}</th>
                <th scope="col">{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {team.members.map((m) => (
                <tr key={m.id ?? 'account'}>
                  <th scope="row">{m.name ?? m.email}</th>
                  <td>{m.email}</td>
                  <td>{m.account ? t.account : t.roles[m.role]}</td>
                  <td>{eventsText(m.event_ids, m.role)}</td>
                  <td>{m.id === null ? null : <RemoveMember member={m} onRemove={(work) => change.run(work)} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>

      <section aria-labelledby="team-invitations-heading" className={styles.section}>
        <h2 id="team-invitations-heading">{t.invitationsHeading}</h2>
        {team.invitations.length === 0 ? (
          <p>{t.noInvitations}</p>
        ) : (
          <TableScroll label={t.invitationsHeading}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t.emailColumn}</th>
                  <th scope="col">{t.roleColumn}</th>
                  <th scope="col">{t.eventsColumn}</th>
                  <th scope="col">{t.expiresColumn}</th>
                  <th scope="col">{t.actions}</th>
                </tr>
              </thead>
              <tbody>
                {team.invitations.map((i) => (
                  <tr key={i.id}>
                    <th scope="row">{i.email}</th>
                    <td>{t.roles[i.role]}</td>
                    <td>{eventsText(i.event_ids, i.role)}</td>
                    <td>{i.status === 'expired' ? t.expired : date(i.expires)}</td>
                    <td>
                      <button
                        type="button"
                        className={forms.secondary}
                        aria-label={fillText(t.revokeName, { email: i.email })}
                        disabled={change.pending}
                        onClick={() =>
                          void change.run(async () => {
                            await apiFetch(`/api/v3/organizations/me/invitations/${i.id}/`, { method: 'DELETE' })
                            return fillText(t.revoked, { email: i.email })
                          })
                        }
                      >
                        {t.revoke}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </>
  )
}

/** Remove asks first in a dialog naming the member, as deleting a draft does (my-event-actions.tsx). */
function RemoveMember({ member, onRemove }: { member: TeamMemberJson; onRemove: (work: () => Promise<string>) => Promise<void> }) {
  const { t: texts } = useActionTexts()
  const t = texts.team
  const name = member.name ?? member.email
  return (
    <ConfirmDialogButton
      id={`remove-member-${member.id}`}
      label={t.remove}
      name={fillText(t.removeName, { name })}
      question={fillText(t.removeQuestion, { name })}
      note={t.removeNote}
      confirmLabel={t.removeConfirm}
      onConfirm={(close) =>
        void onRemove(async () => {
          await apiFetch(`/api/v3/organizations/me/members/${member.id}/`, { method: 'DELETE' })
          close()
          return fillText(t.removed, { name })
        })
      }
    />
  )
}
