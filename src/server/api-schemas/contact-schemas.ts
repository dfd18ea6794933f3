// The fields people fill in to reach us or an organizer (Contact us, Contact Sales, Contact the
// organizer): one name rule and one message rule, so the three forms refuse in the same words.
import { z } from 'zod'
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_MIN_LENGTH, CONTACT_NAME_MAX_LENGTH } from '@/core/support/contact-message-rules'

export const ContactNameSchema = z
  .string()
  .trim()
  .min(1, { message: 'Enter your name.', abort: true })
  .max(CONTACT_NAME_MAX_LENGTH, `Use at most ${CONTACT_NAME_MAX_LENGTH} characters.`)

/** A message of at least CONTACT_MESSAGE_MIN_LENGTH characters; `whom` is who needs to hear more ("us"). */
export function contactMessageSchema(whom: string) {
  return z
    .string()
    .trim()
    .min(1, { message: 'Write your message.', abort: true })
    .min(CONTACT_MESSAGE_MIN_LENGTH, `Tell ${whom} a little more: at least ${CONTACT_MESSAGE_MIN_LENGTH} characters.`)
    .max(CONTACT_MESSAGE_MAX_LENGTH, `Use at most ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`)
}
