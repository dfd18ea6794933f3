import Link from 'next/link'
import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { InfoPage } from '@/components/info/info-page'
import { TableScroll } from '@/components/manage/table-scroll'
import styles from '@/components/manage/manage.module.css'
import { formatMoney } from '@/core/money/money'
import { computeAllInPrice, computeFixedFeeMinor, computeUnitFee, FEE_PERCENT_BASIS_POINTS } from '@/core/ticketing/fees'
import { getHrefLocalizer } from '@/server/localized-path'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('organizer'))('pricing') }
}

// Example ticket prices, in cents, for the table of what the fee comes to (issue 20: the fee model in numbers).
const EXAMPLES = [0, 500, 1000, 2500, 5000, 10000]

// Issue 20: /organizer/pricing/ states the fee model in numbers, read from the fee rules themselves
// (src/core/ticketing/fees.ts, decision 014) so the page cannot drift from what checkout charges.
export default async function PricingPage() {
  const [t, locale, href] = await Promise.all([getTranslations('organizer'), getLocale(), getHrefLocalizer()])
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(FEE_PERCENT_BASIS_POINTS / 10000)
  const usd = (minor: number) => formatMoney(minor, 'USD', locale)
  const fixed = usd(computeFixedFeeMinor('USD'))
  return (
    <InfoPage
      eyebrow={t('forCreators')}
      title={t('pricing')}
      intro={<p>{t('pricingIntro', { percent, fixed })}</p>}
      sections={[
        {
          title: t('feeTitle'),
          body: (
            <>
              <p>{t('feeBody', { percent })}</p>
              <TableScroll label={t('feeExamples')}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('ticketPrice')}</th>
                      <th scope="col">{t('serviceFee')}</th>
                      <th scope="col">{t('buyerPays')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {EXAMPLES.map((minor) => (
                      <tr key={minor}>
                        <th scope="row">{minor === 0 ? t('free') : usd(minor)}</th>
                        <td>{usd(computeUnitFee(minor, 'USD'))}</td>
                        <td>{usd(computeAllInPrice(minor, 'USD'))}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            </>
          ),
        },
        {
          title: t('refundsTitle'),
          body: <p>{t('refundsBody')}</p>,
        },
        {
          title: t('questions'),
          body: <p>{t.rich('questionsBody', { link: (chunks) => <Link href={href('/organizer/contact-sales/')}>{chunks}</Link> })}</p>,
        },
      ]}
    />
  )
}
