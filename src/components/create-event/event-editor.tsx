'use client'
// The event editor (issue 20, /manage/events/create and /manage/events/{id}/edit): seven steps, each
// saving the draft before the next opens, so leaving at any point loses nothing. The address follows the
// draft (…/{id}/edit?step=…), so a reload or a return resumes where the creator was. Its heading and the
// line under the steps follow the event's status (issue 38 point 15): once published they say so, never
// "draft" again.
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { fillText } from '@/core/i18n/fill-text'
import { DEFAULT_REMINDER_HOURS } from '@/core/ticketing/order-reminders'
import { computePathPrefix } from '@/core/i18n/path-prefix'
import { useCreateTexts } from '@/components/manage/creator-texts'
import { BasicsStep } from './basics-step'
import { DescriptionStep } from './description-step'
import { STEPS, type EditorDraft, type EditorTaxonomy, type StepKey } from './editor-types'
import { ImageStep } from './image-step'
import { TicketsStep } from './tickets-step'
import { VisibilitySection } from './visibility-section'
import { ApprovalSection } from './approval-section'
import { WhenStep } from './when-step'
import { WhereStep } from './where-step'
import styles from './event-editor.module.css'

// The last step (its preview computes prices as the public pages do) loads when the creator reaches the
// tickets, not with the editor: most of a visit is spent on the earlier steps (bench:editor).
const loadPublishStep = () => import('./publish-step')
const PublishStep = lazy(() => loadPublishStep().then((m) => ({ default: m.PublishStep })))

export type EventEditorProps = { taxonomy: EditorTaxonomy; initial: EditorDraft | null; initialStep: StepKey }

function blankDraft(): EditorDraft {
  return {
    id: 0,
    status: 'draft',
    name: '',
    summary: '',
    descriptionHtml: '',
    categoryId: 0,
    subcategoryId: null,
    formatId: 0,
    tags: [],
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    startLocal: '',
    endLocal: '',
    isSeriesParent: false,
    online: false,
    onlineUrl: null,
    venue: null,
    refundPolicy: 'contact_organizer',
    reminderHours: [...DEFAULT_REMINDER_HOURS],
    listed: true,
    hasPassword: false,
    invitationOnly: false,
    requiresApproval: false,
    tax: null,
    shownTax: { mode: 'none', rateMilli: 0 },
    schedulePlan: null,
    image: null,
    ticketClasses: [],
    discounts: [],
    publishProblems: {},
    recurrence: null,
    url: null,
  }
}

export function EventEditor({ taxonomy, initial, initialStep }: EventEditorProps) {
  const { t } = useCreateTexts()
  const [draft, setDraft] = useState<EditorDraft>(() => initial ?? blankDraft())
  const [step, setStep] = useState<StepKey>(initial ? initialStep : 'basics')
  // Whether a step saved a change to the event while it was live (the line then says "Changes saved").
  const [changedLive, setChangedLive] = useState(false)
  const heading = useRef<HTMLDivElement>(null)
  const first = useRef(true)
  const index = STEPS.findIndex((s) => s.key === step)

  // Whether the step shown last still waits for focus (a step loaded on demand has no heading yet).
  const focusPending = useRef(false)
  const focusStep = () => {
    const title = heading.current?.querySelector<HTMLElement>('h2')
    if (!focusPending.current || !title) return
    focusPending.current = false
    title.focus()
    heading.current?.scrollIntoView({ block: 'start' })
  }

  // The address names the draft and the step, in the page's language subdirectory; focus moves to the new
  // step for keyboard and screen readers.
  useEffect(() => {
    if (draft.id !== 0) window.history.replaceState(null, '', `${computePathPrefix(window.location.pathname)}/manage/events/${draft.id}/edit?step=${step}`)
    if (first.current) {
      first.current = false
      return
    }
    focusPending.current = true
    focusStep()
  }, [draft.id, step])

  useEffect(() => {
    if (step === 'tickets' || step === 'publish') void loadPublishStep()
  }, [step])

  const onSaved = (changes: Partial<EditorDraft>) => {
    setDraft((d) => ({ ...d, ...changes }))
    setChangedLive(draft.status === 'live')
    const next = STEPS[index + 1]
    if (next) setStep(next.key)
  }
  const stepProps = { draft, onSaved }
  const live = draft.status === 'live'
  const title = live || (draft.status !== 'draft' && draft.id !== 0) ? t.editEventTitle : initial ? t.editDraftTitle : t.createTitle
  const saved = draft.id === 0 ? '' : live ? (changedLive ? t.changesSaved : t.published) : draft.status === 'draft' ? t.draftSaved : ''

  return (
    <div className={styles.editor}>
      <h1 id="page-content" tabIndex={-1} className={styles.pageTitle}>
        {title}
      </h1>
      <nav aria-label={t.stepsLabel} className={styles.steps}>
        <ol>
          {STEPS.map((s, i) => (
            <li key={s.key}>
              <button
                type="button"
                aria-current={s.key === step ? 'step' : undefined}
                disabled={draft.id === 0 && s.key !== 'basics'}
                onClick={() => setStep(s.key)}
              >
                <span aria-hidden="true">{i + 1}.</span> {t.steps[s.key]}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <p className={styles.progress}>
        {fillText(t.progress, { step: index + 1, count: STEPS.length })}
        {saved}
      </p>
      <div ref={heading} className={styles.stepFocus}>
        {step === 'basics' ? <BasicsStep key="basics" {...stepProps} taxonomy={taxonomy} /> : null}
        {step === 'where' ? <WhereStep key="where" {...stepProps} /> : null}
        {step === 'when' ? <WhenStep key="when" {...stepProps} /> : null}
        {step === 'image' ? <ImageStep key="image" {...stepProps} /> : null}
        {step === 'description' ? <DescriptionStep key="description" {...stepProps} /> : null}
        {step === 'tickets' ? <TicketsStep key="tickets" {...stepProps} /> : null}
        {/* Decision 060: an event saved at least once sets its visibility and hidden classes here. */}
        {step === 'tickets' && draft.id !== 0 ? <VisibilitySection key="visibility" draft={draft} onSaved={(changes) => setDraft((d) => ({ ...d, ...changes }))} /> : null}
        {step === 'tickets' && draft.id !== 0 ? <ApprovalSection key="approval" draft={draft} onSaved={(changes) => setDraft((d) => ({ ...d, ...changes }))} /> : null}
        {step === 'publish' ? (
          <Suspense fallback={null}>
            <PublishStep key="publish" draft={draft} onSaved={(changes) => setDraft((d) => ({ ...d, ...changes }))} onGoTo={setStep} onShown={focusStep} />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
