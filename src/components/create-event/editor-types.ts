// What the event editor's steps share (issue 20): the draft as the editor holds it and the save call.
import type { EditableEvent } from '@/core/creators/get-event-for-editing'
import type { RecurrencePlan } from '@/core/creators/recurrence-plan'

export type EditorTaxonomy = {
  categories: { id: number; name: string }[]
  subcategories: { id: number; categoryId: number; name: string }[]
  formats: { id: number; name: string }[]
}

export type EditorDraft = EditableEvent & { recurrence: RecurrencePlan | null; url: string | null }

/** The steps in order; each one's name is the create catalog's `steps.{key}`. */
export const STEPS = [{ key: 'basics' }, { key: 'where' }, { key: 'when' }, { key: 'image' }, { key: 'description' }, { key: 'tickets' }, { key: 'publish' }] as const

export type StepKey = (typeof STEPS)[number]['key']

export function isStepKey(value: string | undefined): value is StepKey {
  return STEPS.some((step) => step.key === value)
}

/** A step's props: the saved draft (null before the first save), and how to move on after saving. */
export type StepProps = {
  draft: EditorDraft
  /** Merges what the step saved into the draft and goes to the next step. */
  onSaved: (changes: Partial<EditorDraft>) => void
}
