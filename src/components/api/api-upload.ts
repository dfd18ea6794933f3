// A file upload to one of our endpoints: multipart, with the same credentials, marker and CSRF header as
// apiFetch (which sends JSON), and the same ApiError for a status of 400 or above. Apart from apiFetch so
// that pages that never upload do not load it.
import { readCsrfToken, toApiError } from './api-fetch'

export async function apiUpload<T>(path: string, body: FormData): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { 'X-CSRFToken': readCsrfToken(), 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  })
  if (response.status >= 400) throw await toApiError(response)
  return (await response.json()) as T
}
