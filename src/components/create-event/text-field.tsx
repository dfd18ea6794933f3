// The creator tools' form fields (issue 20), each applying spec §5's input rules as the user types or
// pastes: control characters stripped, separators to newlines, unusual spaces plain, digits only in
// number fields, and maxLength with a visible length/max counter.
import type { InputHTMLAttributes } from 'react'
import { digitsOnly, normalizeTextInput } from '@/core/shared/text-input'
import { FieldNotes as SharedFieldNotes } from '@/components/ui/field-notes'
import styles from './event-editor.module.css'

type FieldProps = {
  id: string
  label: string
  hint?: string
  errors?: string[]
  value: string
  onValue: (value: string) => void
}

function describedBy(id: string, parts: (string | false | undefined)[]): string | undefined {
  const ids = parts.filter(Boolean).map((part) => `${id}-${part as string}`)
  return ids.length > 0 ? ids.join(' ') : undefined
}

function FieldNotes(props: { id: string; hint?: string; errors?: string[] }) {
  return <SharedFieldNotes {...props} classes={styles} />
}

type TextFieldProps = FieldProps & {
  maxLength: number
  multiline?: boolean
  rows?: number
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'maxLength'>

/** A labelled text input (or textarea) with its length/max counter. */
export function TextField({ id, label, hint, errors, value, onValue, maxLength, multiline = false, rows = 3, ...input }: TextFieldProps) {
  const change = (text: string) => onValue(normalizeTextInput(text, { maxLength, multiline }))
  const common = {
    id,
    value,
    maxLength,
    'aria-invalid': errors?.length ? true : undefined,
    'aria-describedby': describedBy(id, [hint && 'hint', (errors?.length ?? 0) > 0 && 'error', 'count']),
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={rows} onChange={(e) => change(e.target.value)} required={input.required} />
      ) : (
        <input {...common} {...input} onChange={(e) => change(e.target.value)} />
      )}
      <p id={`${id}-count`} className={styles.counter} aria-live="off">
        {value.length}/{maxLength}
      </p>
      <FieldNotes id={id} hint={hint} errors={errors} />
    </div>
  )
}

/** A labelled number input that takes digits only (spec §5), shown with the numeric keyboard on phones. */
export function NumberField({ id, label, hint, errors, value, onValue, maxLength = 9 }: FieldProps & { maxLength?: number }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={maxLength}
        value={value}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(id, [hint && 'hint', (errors?.length ?? 0) > 0 && 'error'])}
        onChange={(e) => onValue(digitsOnly(e.target.value, maxLength))}
      />
      <FieldNotes id={id} hint={hint} errors={errors} />
    </div>
  )
}
