import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { InfoPage } from '@/components/info/info-page'
import { SalesInquiryForm } from '@/components/manage/sales-inquiry-form'
import { WithCreatorTexts } from '@/components/manage/with-creator-texts'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('organizer'))('contactSales') }
}

// Issue 20: the Contact Sales form, stored for the sales team (POST /api/v3/sales_inquiries/).
export default async function ContactSalesPage() {
  const t = await getTranslations('organizer')
  return (
    <InfoPage
      eyebrow={t('forCreators')}
      title={t('contactSales')}
      intro={t('contactSalesIntro')}
      sections={[
        {
          title: t('tellUs'),
          body: (
            <WithCreatorTexts>
              <SalesInquiryForm />
            </WithCreatorTexts>
          ),
        },
      ]}
    />
  )
}
