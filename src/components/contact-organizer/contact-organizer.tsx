// "Contact the organizer" (issue 20) on event and organizer pages, inserted with one line: the form
// (contact-organizer-form.tsx) with its words in the page's language and the refusals' words for its
// errors (decision 035). The organizer's own name, links and logo stay as they wrote them.
import { useLocale, useMessages, useTranslations } from 'next-intl'
import { CreatorTextsProvider } from '@/components/manage/creator-texts'
import { ContactOrganizerForm, type ContactOrganizerProps } from './contact-organizer-form'

export type { ContactOrganizerProps } from './contact-organizer-form'

export function ContactOrganizer(props: ContactOrganizerProps) {
  const t = useTranslations('organizer.contact')
  const { actions } = useMessages()
  const locale = useLocale()
  const name = props.organizer.name
  const texts = { ...actions.contact, sending: actions.sending, heading: t('heading', { name }), logoAlt: t('logoAlt', { name }), elsewhere: t('elsewhere', { name }), form: t('form', { name }) }
  return (
    <CreatorTextsProvider texts={{ locale, errors: actions.errors }}>
      <ContactOrganizerForm {...props} texts={texts} />
    </CreatorTextsProvider>
  )
}
