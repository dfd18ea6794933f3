import { expect, test } from 'vitest'
import { computeEmbedExample, computeEmbedSnippet } from './embed-snippet'

test('The settings’ snippet is the script and a button; the developers’ example adds the inline form and the completed-order event', () => {
  expect(computeEmbedSnippet('https://tickets.example.org')).toBe(
    '<script src="https://tickets.example.org/embed.js" async></script>\n<a href="https://tickets.example.org/embed/checkout/EVENT_ID/" data-tessera-checkout="EVENT_ID">Get tickets</a>',
  )
  const example = computeEmbedExample('http://127.0.0.1:3795')
  expect(example).toContain('<script src="http://127.0.0.1:3795/embed.js" async></script>')
  expect(example).toContain('<a href="http://127.0.0.1:3795/embed/checkout/EVENT_ID/" data-tessera-checkout="EVENT_ID">Get tickets</a>')
  expect(example).toContain('<div data-tessera-checkout="EVENT_ID" data-tessera-inline></div>')
  expect(example).toContain("document.addEventListener('tessera:order_completed', (event) => {")
})
