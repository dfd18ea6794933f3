// What a person is told when a form is refused, the same whether the form ran with JavaScript (the API
// error body, read in the browser) or as a plain HTML form (read by its handler on the server).

/** The form-level message for an API error: rate limits in words, otherwise the error's description. */
export function computeFormErrorText(status: number, description: string | undefined): string {
  if (status === 429) return 'Too many attempts. Please wait a few minutes and try again.'
  return description || 'Something went wrong. Please try again.'
}
