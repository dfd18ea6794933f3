'use client'
// Step 1, Basics: title, summary, the taxonomy (category, subcategory, format) and tags. The first save
// creates the draft (POST /api/v3/events/) with a provisional date a week ahead, which the When step sets.
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { useCreateTexts } from '@/components/manage/creator-texts'
import { fillText } from '@/core/i18n/fill-text'
import { normalizeTextInput } from '@/core/shared/text-input'
import type { EditorTaxonomy, StepProps } from './editor-types'
import { StepForm } from './step-form'
import { TextField } from './text-field'
import { StepInputError, useStepSave } from './use-step-save'
import styles from './event-editor.module.css'

export const TITLE_MAX = 140
export const SUMMARY_MAX = 140
const TAGS_MAX = 10

function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim().replace(/^#/, '').slice(0, 40))
    .filter(Boolean)
  return [...new Set(tags)].slice(0, TAGS_MAX)
}

// A week from today at 19:00–22:00, wall-clock in the creator's zone, until the When step sets it.
function provisionalTimes(): { start: string; end: string } {
  const day = new Date(Date.now() + 7 * 86_400_000)
  const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
  return { start: `${date}T19:00:00`, end: `${date}T22:00:00` }
}

export function BasicsStep({ draft, onSaved, taxonomy }: StepProps & { taxonomy: EditorTaxonomy }) {
  const { t: texts } = useCreateTexts()
  const t = texts.basics
  const [name, setName] = useState(draft.name)
  const [summary, setSummary] = useState(draft.summary)
  const [categoryId, setCategoryId] = useState(draft.categoryId ? String(draft.categoryId) : '')
  const [subcategoryId, setSubcategoryId] = useState(draft.subcategoryId ? String(draft.subcategoryId) : '')
  const [formatId, setFormatId] = useState(draft.formatId ? String(draft.formatId) : '')
  const [tags, setTags] = useState(draft.tags.join(', '))
  const save = useStepSave()
  const subcategories = taxonomy.subcategories.filter((s) => String(s.categoryId) === categoryId)

  const submit = () =>
    save.run(async () => {
      const missing: Record<string, string[]> = {}
      if (!name.trim()) missing.name = [t.addTitle]
      if (!categoryId) missing.category_id = [t.missingCategory]
      if (!formatId) missing.format_id = [t.missingFormat]
      if (Object.keys(missing).length > 0) throw new StepInputError(texts.fillInMarked, missing)
      const fields = {
        name: name.trim(),
        summary: summary.trim(),
        category_id: Number(categoryId),
        subcategory_id: subcategoryId ? Number(subcategoryId) : null,
        format_id: Number(formatId),
        tags: parseTags(tags),
      }
      const changes = { name: fields.name, summary: fields.summary, categoryId: fields.category_id, subcategoryId: fields.subcategory_id, formatId: fields.format_id, tags: fields.tags }
      if (draft.id === 0) {
        const times = provisionalTimes()
        const { subcategory_id, ...rest } = fields
        const { event } = await apiFetch<{ event: { id: string; url: string } }>('/api/v3/events/', {
          method: 'POST',
          body: {
            ...rest,
            ...(subcategory_id ? { subcategory_id } : {}),
            start: { local: times.start, timezone: draft.timeZone },
            end: { local: times.end, timezone: draft.timeZone },
            online: false,
            venue: null,
          },
        })
        onSaved({ ...changes, id: Number(event.id), url: event.url, startLocal: times.start.slice(0, 16), endLocal: times.end.slice(0, 16) })
      } else {
        await apiFetch(`/api/v3/events/${draft.id}/`, { method: 'PATCH', body: fields })
        onSaved(changes)
      }
    })

  const e = save.fieldErrors
  return (
    <StepForm title={texts.steps.basics} intro={<p>{t.intro}</p>} error={save.error} pending={save.pending} onSubmit={() => void submit()}>
      <TextField id="event-title" label={t.title} maxLength={TITLE_MAX} value={name} onValue={setName} errors={e.name} required autoComplete="off" />
      <TextField id="event-summary" label={t.summary} hint={t.summaryHint} maxLength={SUMMARY_MAX} multiline rows={2} value={summary} onValue={setSummary} errors={e.summary} />
      <div className={styles.field}>
        <label htmlFor="event-category">{t.category}</label>
        <select
          id="event-category"
          value={categoryId}
          aria-invalid={e.category_id ? true : undefined}
          aria-describedby={e.category_id ? 'event-category-error' : undefined}
          onChange={(event) => {
            setCategoryId(event.target.value)
            setSubcategoryId('')
          }}
        >
          <option value="">{t.chooseCategory}</option>
          {taxonomy.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {e.category_id ? (
          <p id="event-category-error" className={styles.error}>
            {e.category_id.join(' ')}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor="event-subcategory">{t.subcategory}</label>
        <select id="event-subcategory" value={subcategoryId} disabled={subcategories.length === 0} onChange={(event) => setSubcategoryId(event.target.value)}>
          <option value="">{categoryId ? t.none : t.chooseCategoryFirst}</option>
          {subcategories.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="event-format">{t.format}</label>
        <select
          id="event-format"
          value={formatId}
          aria-invalid={e.format_id ? true : undefined}
          aria-describedby={e.format_id ? 'event-format-error' : undefined}
          onChange={(event) => setFormatId(event.target.value)}
        >
          <option value="">{t.chooseFormat}</option>
          {taxonomy.formats.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
        {e.format_id ? (
          <p id="event-format-error" className={styles.error}>
            {e.format_id.join(' ')}
          </p>
        ) : null}
      </div>
      <TextField
        id="event-tags"
        label={t.tags}
        hint={fillText(t.tagsHint, { max: TAGS_MAX })}
        maxLength={400}
        value={tags}
        onValue={(text) => setTags(normalizeTextInput(text, { maxLength: 400 }))}
        errors={e.tags}
        autoComplete="off"
      />
    </StepForm>
  )
}
