'use client'
// Questions at registration (issue 40, decision 063), in the editor's tickets step: the event's questions
// in the order buyers meet them, each with Edit, Delete, Up and Down, and a form to add or change one
// (label, answer type, once per order or for each attendee, required, options, ticket types). Each change
// is saved at once through /api/v3/events/{id}/questions/.
import { useEffect, useId, useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { TextField } from '@/components/create-event/text-field'
import editor from '@/components/create-event/event-editor.module.css'
import { fillText } from '@/core/i18n/fill-text'
import { ActionResult } from './action-result'
import { useActionTexts } from './creator-texts'
import { useDashboardAction } from './use-dashboard-action'

type Kind = 'text' | 'paragraph' | 'single' | 'multiple' | 'checkbox' | 'phone'
type QuestionJson = { id: string; label: string; kind: Kind; per: 'order' | 'attendee'; required: boolean; options: string[]; ticket_class_ids: string[]; position: number }
type Draft = { id: string | null; label: string; kind: Kind; per: 'order' | 'attendee'; required: boolean; options: string; classIds: string[] }

const KINDS: Kind[] = ['text', 'paragraph', 'single', 'multiple', 'checkbox', 'phone']
const EMPTY: Draft = { id: null, label: '', kind: 'text', per: 'order', required: false, options: '', classIds: [] }

export function RegistrationQuestionsEditor({ eventId, ticketClasses }: { eventId: number; ticketClasses: readonly { id: number | string; name: string }[] }) {
  const t = useActionTexts().t.questions
  const id = useId()
  const action = useDashboardAction()
  const [questions, setQuestions] = useState<QuestionJson[] | null>(null)
  const [draft, setDraft] = useState<Draft | null>(null)
  const path = `/api/v3/events/${eventId}/questions/`
  const kindName: Record<Kind, string> = { text: t.kindText, paragraph: t.kindParagraph, single: t.kindSingle, multiple: t.kindMultiple, checkbox: t.kindCheckbox, phone: t.kindPhone }

  useEffect(() => {
    let stale = false
    apiFetch<{ questions: QuestionJson[] }>(path)
      .then(({ questions: list }) => {
        if (!stale) setQuestions(list)
      })
      .catch(() => {
        if (!stale) setQuestions([])
      })
    return () => {
      stale = true
    }
  }, [path])

  const reload = async () => setQuestions((await apiFetch<{ questions: QuestionJson[] }>(path)).questions)
  const choices = draft?.kind === 'single' || draft?.kind === 'multiple'
  const save = () =>
    action.run(async () => {
      if (!draft) return ''
      const body = {
        label: draft.label,
        kind: draft.kind,
        per: draft.per,
        required: draft.required,
        options: choices ? draft.options.split('\n').map((o) => o.trim()).filter(Boolean) : [],
        ticket_class_ids: draft.classIds.map(Number),
      }
      await apiFetch(draft.id ? `${path}${draft.id}/` : path, { method: draft.id ? 'PATCH' : 'POST', body })
      setDraft(null)
      await reload()
      return draft.id ? t.saved : t.added
    })
  const remove = (q: QuestionJson) =>
    action.run(async () => {
      await apiFetch(`${path}${q.id}/`, { method: 'DELETE' })
      await reload()
      return t.removed
    })
  const move = (q: QuestionJson, position: number) =>
    action.run(async () => {
      await apiFetch(`${path}${q.id}/`, { method: 'PATCH', body: { position } })
      await reload()
      return t.moved
    })
  const classNames = (ids: string[]) => (ids.length === 0 ? t.allTickets : ticketClasses.filter((c) => ids.includes(String(c.id))).map((c) => c.name).join(', '))
  // The API names a bad option by its place (`options[1]`): shown under the options box.
  const optionErrors = Object.entries(action.fieldErrors)
    .filter(([field]) => field.startsWith('options'))
    .flatMap(([, messages]) => messages)

  return (
    <section aria-labelledby={`${id}-heading`} className={editor.section}>
      <h3 id={`${id}-heading`}>{t.heading}</h3>
      <p className={editor.hint}>{t.intro}</p>
      {questions === null ? <p role="status">{t.loading}</p> : null}
      {questions?.length === 0 ? <p>{t.empty}</p> : null}
      {questions && questions.length > 0 ? (
        <ol className={editor.list}>
          {questions.map((q, i) => (
            <li key={q.id}>
              <span>
                <strong>{q.label}</strong>
                {q.required ? ` (${t.requiredTag})` : ''}
                <br />
                <span className={editor.hint}>
                  {kindName[q.kind]} · {q.per === 'order' ? t.perOrder : t.perAttendee} · {classNames(q.ticket_class_ids)}
                </span>
              </span>
              <span>
                <button type="button" className={editor.secondary} aria-label={fillText(t.moveUpNamed, { label: q.label })} disabled={i === 0 || action.pending} onClick={() => void move(q, i - 1)}>
                  {t.moveUp}
                </button>{' '}
                <button type="button" className={editor.secondary} aria-label={fillText(t.moveDownNamed, { label: q.label })} disabled={i === questions.length - 1 || action.pending} onClick={() => void move(q, i + 1)}>
                  {t.moveDown}
                </button>{' '}
                <button
                  type="button"
                  className={editor.secondary}
                  aria-label={fillText(t.editNamed, { label: q.label })}
                  onClick={() => setDraft({ id: q.id, label: q.label, kind: q.kind, per: q.per, required: q.required, options: q.options.join('\n'), classIds: q.ticket_class_ids })}
                >
                  {t.edit}
                </button>{' '}
                <button type="button" className={editor.secondary} aria-label={fillText(t.removeNamed, { label: q.label })} disabled={action.pending} onClick={() => void remove(q)}>
                  {t.remove}
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {draft ? (
        <form
          aria-label={draft.id ? t.editQuestion : t.newQuestion}
          noValidate
          className={editor.group}
          onSubmit={(e) => {
            e.preventDefault()
            void save()
          }}
        >
          <TextField id={`${id}-label`} label={t.label} value={draft.label} onValue={(label) => setDraft({ ...draft, label })} maxLength={200} errors={action.fieldErrors.label} />
          <div className={editor.field}>
            <label htmlFor={`${id}-kind`}>{t.kind}</label>
            <select id={`${id}-kind`} value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value as Kind })}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {kindName[k]}
                </option>
              ))}
            </select>
          </div>
          {choices ? (
            <TextField
              id={`${id}-options`}
              label={t.options}
              hint={t.optionsHint}
              value={draft.options}
              onValue={(options) => setDraft({ ...draft, options })}
              maxLength={3000}
              multiline
              rows={4}
              errors={optionErrors.length > 0 ? optionErrors : undefined}
            />
          ) : null}
          <fieldset className={editor.choice}>
            <legend>{t.per}</legend>
            {(['order', 'attendee'] as const).map((per) => (
              <label key={per}>
                <input type="radio" name={`${id}-per`} value={per} checked={draft.per === per} onChange={() => setDraft({ ...draft, per })} /> {per === 'order' ? t.perOrder : t.perAttendee}
              </label>
            ))}
          </fieldset>
          <label>
            <input type="checkbox" checked={draft.required} onChange={(e) => setDraft({ ...draft, required: e.target.checked })} /> {t.required}
          </label>
          {ticketClasses.length > 1 ? (
            <fieldset className={editor.choice} aria-describedby={`${id}-classes-hint`}>
              <legend>{t.appliesTo}</legend>
              <p id={`${id}-classes-hint`} className={editor.hint}>
                {t.appliesToHint}
              </p>
              {ticketClasses.map((c) => (
                <label key={c.id}>
                  <input
                    type="checkbox"
                    checked={draft.classIds.includes(String(c.id))}
                    onChange={(e) => setDraft({ ...draft, classIds: e.target.checked ? [...draft.classIds, String(c.id)] : draft.classIds.filter((x) => x !== String(c.id)) })}
                  />{' '}
                  {c.name}
                </label>
              ))}
            </fieldset>
          ) : null}
          <span>
            <button type="submit" className={editor.primary} aria-disabled={action.pending}>
              {t.save}
            </button>{' '}
            <button type="button" className={editor.secondary} onClick={() => setDraft(null)}>
              {t.cancel}
            </button>
          </span>
        </form>
      ) : (
        <button type="button" className={editor.secondary} onClick={() => setDraft(EMPTY)} disabled={questions === null}>
          {t.add}
        </button>
      )}
      <ActionResult done={action.done} error={action.error} />
    </section>
  )
}
