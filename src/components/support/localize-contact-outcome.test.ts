import { expect, test } from 'vitest'
import actions from '@/messages/de/actions.json'
import contact from '@/messages/de/contact.json'
import { localizeContactOutcome } from './localize-contact-outcome'

const values = { name: '', email: 'nobody@', topic: 'other', message: 'Hi' }

test('A refused Contact us message is explained in German beside each field, with what was typed kept', () => {
  const outcome = {
    error: 'Enter your name.',
    fieldErrors: { name: ['Enter your name.'], email: ['Enter a valid email address.'], message: ['Tell us a little more: at least 10 characters.'], topic: ['Choose what your message is about.'] },
    values,
  }
  expect(localizeContactOutcome(outcome, contact, actions.errors)).toEqual({
    error: 'Gib deinen Namen ein.',
    fieldErrors: {
      name: ['Gib deinen Namen ein.'],
      email: ['Gib eine gültige E-Mail-Adresse ein.'],
      message: ['Schreib etwas mehr: mindestens 10 Zeichen.'],
      topic: ['Wähle aus, worum es in deiner Nachricht geht.'],
    },
    values,
  })
})

test('The plain form’s own refusals and a rate limit are told in German; a confirmation stays as it is', () => {
  const refused = (error: string) => localizeContactOutcome({ error, fieldErrors: {}, values }, contact, actions.errors).error
  expect(refused('This page was open too long. Please try again.')).toBe(contact.errors.expired)
  expect(refused('Too many attempts. Please wait a few minutes and try again.')).toBe(actions.errors.rateLimited)
  const sent = { error: null, fieldErrors: {}, values: {} }
  expect(localizeContactOutcome(sent, contact, actions.errors)).toBe(sent)
})
