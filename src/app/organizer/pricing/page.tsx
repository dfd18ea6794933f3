import Link from 'next/link'
import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { InfoPage } from '@/components/info/info-page'
import { TableScroll } from '@/components/manage/table-scroll'
import styles from '@/components/manage/manage.module.css'
import { formatMoney } from '@/core/money/money'
import { DEFAULT_PAYOUT_DELAY_DAYS, MAX_RESERVE_PERCENT, RESERVE_HOLD_DAYS } from '@/core/payouts/payout-schedule'
import { computeAllInPrice, computeFixedFeeMinor, computeUnitFee, FEE_PERCENT_BASIS_POINTS } from '@/core/ticketing/fees'
import { env } from '@/env'
import { getHrefLocalizer } from '@/server/localized-path'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('organizer'))('pricing') }
}

// Example ticket prices, in cents, for the table of what the fee comes to (issue 20: the fee model in numbers).
const EXAMPLES = [0, 500, 1000, 2500, 5000, 10000]
// One example price in each of a few currencies with other minor units (issue 37 point 6), in minor units.
const CURRENCY_EXAMPLES: readonly [string, number][] = [
  ['EUR', 2500],
  ['GBP', 2000],
  ['JPY', 3000],
  ['KRW', 30000],
  ['KWD', 10000],
]

// Issue 20: /organizer/pricing/ states the fee model in numbers, read from the fee rules themselves
// (src/core/ticketing/fees.ts, decision 014) so the page cannot drift from what checkout charges; issue 37
// adds the fee in other currencies, how and when organizers are paid (the payout schedule's own
// constants, decision 042; through Stripe only where Stripe is configured, decision 046) and taxes.
export default async function PricingPage() {
  const [t, locale, href] = await Promise.all([getTranslations('organizer'), getLocale(), getHrefLocalizer()])
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(FEE_PERCENT_BASIS_POINTS / 10000)
  const usd = (minor: number) => formatMoney(minor, 'USD', locale)
  const fixed = usd(computeFixedFeeMinor('USD'))
  // How organizers are paid on this site: through Stripe Connect only where it is configured (decision 046).
  const stripePayouts = env().stripe !== null
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
                  <caption className={styles.caption}>{t('feeExamples')}</caption>
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
              <TableScroll label={t('otherCurrencies')}>
                <table className={styles.table}>
                  <caption className={styles.caption}>{t('otherCurrencies')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('currency')}</th>
                      <th scope="col">{t('fixedPart')}</th>
                      <th scope="col">{t('example')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {CURRENCY_EXAMPLES.map(([currency, minor]) => (
                      <tr key={currency}>
                        <th scope="row">{currency}</th>
                        <td>{formatMoney(computeFixedFeeMinor(currency), currency, locale)}</td>
                        <td>
                          {formatMoney(minor, currency, locale)} + {formatMoney(computeUnitFee(minor, currency), currency, locale)} = {formatMoney(computeAllInPrice(minor, currency), currency, locale)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            </>
          ),
        },
        {
          title: t('payoutsTitle'),
          body: (
            <p>
              {t.rich(stripePayouts ? 'payoutsBodyStripe' : 'payoutsBody', {
                days: DEFAULT_PAYOUT_DELAY_DAYS,
                reserve: new Intl.NumberFormat(locale, { style: 'percent' }).format(MAX_RESERVE_PERCENT / 100),
                hold: RESERVE_HOLD_DAYS,
                link: (chunks) => <Link href={href('/mypayouts/')}>{chunks}</Link>,
              })}
            </p>
          ),
        },
        {
          title: t('taxesTitle'),
          body: <p>{t('taxesBody')}</p>,
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
