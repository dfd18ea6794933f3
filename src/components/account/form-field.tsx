import type { InputHTMLAttributes } from 'react'
import { FieldNotes } from '@/components/ui/field-notes'
import styles from './forms.module.css'

type FormFieldProps = {
  id: string
  label: string
  /** Always-visible guidance under the input. */
  hint?: string
  /** The API's argument errors for this field (spec §8); they mark the input invalid and describe it. */
  errors?: string[]
  value: string
  onValue: (value: string) => void
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>

/** A labelled text input with its hint and errors wired to aria-describedby. */
export function FormField({ id, label, hint, errors, value, onValue, ...input }: FormFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      <FieldNotes id={id} hint={hint} errors={errors} classes={styles} />
    </div>
  )
}
