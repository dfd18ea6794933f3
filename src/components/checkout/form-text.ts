/** A form field's text, trimmed; '' for a missing field or a file. */
export function formText(form: FormData, key: string): string {
  const value = form.get(key)
  return typeof value === 'string' ? value.trim() : ''
}
