import fc from 'fast-check'
import { expect, test } from 'vitest'
import { normalizeTicketCode } from './normalize-ticket-code'
import { computeCheckCharacter, formatTicketCode, generateTicketCode, isTicketCodeValid, TICKET_CODE_BODY_LENGTH } from './ticket-code'

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const character = fc.constantFrom(...ALPHABET)
const body = fc.array(character, { minLength: TICKET_CODE_BODY_LENGTH, maxLength: TICKET_CODE_BODY_LENGTH }).map((cs) => cs.join(''))
const code = body.map((b) => b + computeCheckCharacter(b))
// Random bytes as the CSPRNG would hand them out, so the generator itself is exercised on any input.
const bytes = fc.uint8Array({ minLength: TICKET_CODE_BODY_LENGTH, maxLength: TICKET_CODE_BODY_LENGTH })

test('A new ticket code is 16 characters of an alphabet without I, L, O or U, printed as four groups of four', () => {
  fc.assert(
    fc.property(bytes, (random) => {
      const made = generateTicketCode(() => random)
      expect(made).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/)
      expect(formatTicketCode(made)).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/)
      expect(isTicketCodeValid(made)).toBe(true)
    }),
  )
})

test('The printed code, typed with spaces, in lower case or with O for 0 and I or L for 1, is the same code', () => {
  fc.assert(
    fc.property(code, (c) => {
      const printed = formatTicketCode(c)
      expect(normalizeTicketCode(printed)).toBe(c)
      expect(normalizeTicketCode(printed.toLowerCase().replace(/-/g, ' '))).toBe(c)
      expect(normalizeTicketCode(` ${printed.replace(/0/g, 'o').replace(/1/g, 'l')} `)).toBe(c)
      expect(isTicketCodeValid(printed.toLowerCase())).toBe(true)
    }),
  )
})

test('Any single mistyped character is refused', () => {
  fc.assert(
    fc.property(code, fc.nat({ max: TICKET_CODE_BODY_LENGTH }), character, (c, at, typed) => {
      fc.pre(c[at] !== typed)
      expect(isTicketCodeValid(c.slice(0, at) + typed + c.slice(at + 1))).toBe(false)
    }),
  )
})

test('Any two neighbouring characters said in the wrong order are refused', () => {
  fc.assert(
    fc.property(code, fc.nat({ max: TICKET_CODE_BODY_LENGTH - 1 }), (c, at) => {
      fc.pre(c[at] !== c[at + 1])
      expect(isTicketCodeValid(c.slice(0, at) + c[at + 1] + c[at] + c.slice(at + 2))).toBe(false)
    }),
  )
})

test('Codes of the first format (27 characters, a check that may be * ~ $ = or U) are still accepted as printed', () => {
  // Issued before decision 045; the issue quotes it as printed on a ticket.
  const printed = 'PW0AR-2YA0Z-13DCN-5K048-9AWGS-R6'
  expect(isTicketCodeValid(printed)).toBe(true)
  expect(isTicketCodeValid(printed.toLowerCase().replace(/-/g, ' '))).toBe(true)
  expect(formatTicketCode(normalizeTicketCode(printed))).toBe(printed)
  expect(isTicketCodeValid(printed.replace('R6', 'R7'))).toBe(false)
  expect(isTicketCodeValid(printed.replace('PW', 'WP'))).toBe(false)
})

test('Codes are not repeated: a thousand new codes are a thousand different codes', () => {
  expect(new Set(Array.from({ length: 1000 }, () => generateTicketCode())).size).toBe(1000)
})
