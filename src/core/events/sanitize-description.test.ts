import { expect, test } from 'vitest'
import { sanitizeDescription } from './sanitize-description'

test('Formatting, lists and safe links survive; links open in a new tab without ranking credit', () => {
  expect(sanitizeDescription('<p>Hello <strong>world</strong></p><ul><li>One</li></ul><a href="https://example.org/x">more</a>')).toBe(
    '<p>Hello <strong>world</strong></p><ul><li>One</li></ul><a href="https://example.org/x" rel="nofollow ugc noopener noreferrer" target="_blank">more</a>',
  )
})

test('Scripts, styles, event handlers, iframes and javascript: links are removed', () => {
  const dirty =
    '<p onclick="steal()">Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>'
  const clean = sanitizeDescription(dirty)
  expect(clean).toBe('<p>Hi</p><a rel="nofollow ugc noopener noreferrer" target="_blank">x</a>')
})

test('A top-level heading becomes a section heading under the page title', () => {
  expect(sanitizeDescription('<h1>Schedule</h1>')).toBe('<h2>Schedule</h2>')
})
