// What a form page hands its form so that it also works as a plain HTML form (issue 23): where it posts,
// the CSRF token for the hidden field, and what the last plain submission was told.
export type PlainFormState = {
  action: string
  csrfToken: string
  outcome: { error: string | null; fieldErrors: Record<string, string[]>; values: Record<string, string> } | null
}
