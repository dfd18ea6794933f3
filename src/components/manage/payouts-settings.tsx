'use client'
// /mypayouts/ (issue 37 point 3): where the creator's ticket money goes and when. The payout method (a
// test bank account: an IBAN or US routing and account numbers; or, where the site pays out through
// Stripe, a Stripe connected account set up on Stripe's own pages, decision 046), the balances per
// currency, the schedule and reserve, and the payouts with their state, a retry and each statement.
import { useState } from 'react'
import { apiFetch } from '@/components/api/api-fetch'
import { TextField } from '@/components/create-event/text-field'
import editor from '@/components/create-event/event-editor.module.css'
import { formatMoney } from '@/core/money/money'
import type { BalanceJson } from '@/core/payouts/get-organizer-balances'
import type { PayoutJson } from '@/core/payouts/payout-json'
import type { PayoutMethodJson } from '@/core/payouts/payout-method-json'
import type { PayoutScheduleJson } from '@/core/payouts/payout-schedule-settings'
import { fillText } from '@/core/i18n/fill-text'
import { ActionResult } from './action-result'
import { useActionTexts } from './creator-texts'
import { TableScroll } from './table-scroll'
import { useDashboardAction } from './use-dashboard-action'
import styles from './manage.module.css'

type Props = {
  method: PayoutMethodJson | null
  balances: BalanceJson[]
  schedule: PayoutScheduleJson
  payouts: PayoutJson[]
  /** Stripe Connect is configured: the creator may set up payouts on Stripe. */
  stripe: boolean
  /** Test bank accounts are taken (not on a site that pays out through Stripe for real). */
  testBankAccounts: boolean
}

/** What the page says of the current method: a Stripe account by its state, a bank account by its holder. */
function methodText(method: PayoutMethodJson | null, t: ReturnType<typeof useActionTexts>['t']['payouts']): string {
  if (!method) return t.noMethod
  if (method.kind !== 'stripe') return fillText(t.methodNow, { last4: method.last4, holder: method.account_holder })
  if (method.status !== 'active') return t.stripePending
  return method.last4 ? fillText(t.stripeActiveLast4, { last4: method.last4 }) : t.stripeActive
}

export function PayoutsSettings({ method, balances, schedule, payouts, stripe, testBankAccounts }: Props) {
  const { locale, t: texts } = useActionTexts()
  const t = texts.payouts
  const saveMethod = useDashboardAction()
  const onboarding = useDashboardAction()
  const saveSchedule = useDashboardAction()
  const retry = useDashboardAction()
  const [kind, setKind] = useState<'iban' | 'us'>(method?.kind === 'test_bank' && method.country === null ? 'us' : 'iban')
  const [holder, setHolder] = useState(method?.account_holder ?? '')
  const [iban, setIban] = useState('')
  const [routing, setRouting] = useState('')
  const [accountNumber, setAccountNumber] = useState('')
  const [delayDays, setDelayDays] = useState(String(schedule.delay_days))
  const [reservePercent, setReservePercent] = useState(String(schedule.reserve_percent))
  const money = (m: { value: number; currency: string }) => formatMoney(m.value, m.currency, locale)
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' }) : '—')
  const statusText: Record<string, string> = t.statuses

  const submitMethod = () =>
    saveMethod.run(async () => {
      const account = kind === 'iban' ? { iban: iban.trim() } : { routing_number: routing.trim(), account_number: accountNumber.trim() }
      await apiFetch('/api/v3/organizations/me/payout_method/', { method: 'PUT', body: { kind: 'test_bank', account_holder: holder.trim(), ...account } })
      setIban('')
      setAccountNumber('')
      return t.methodSaved
    })
  const startStripe = () =>
    onboarding.run(async () => {
      // Stripe's link is single-use and short-lived: straight there, never kept.
      const { url } = await apiFetch<{ url: string }>('/api/v3/organizations/me/payout_method/stripe_onboarding/', { method: 'POST', body: {} })
      window.location.assign(url)
      return t.stripeOpening
    })
  const submitSchedule = () =>
    saveSchedule.run(async () => {
      await apiFetch('/api/v3/organizations/me/payout_schedule/', { method: 'PUT', body: { delay_days: Number(delayDays), reserve_percent: Number(reservePercent) } })
      return t.scheduleSaved
    })
  const retryPayout = (id: string) =>
    retry.run(async () => {
      await apiFetch(`/api/v3/organizations/me/payouts/${id}/retry/`, { method: 'POST', body: {} })
      return t.retried
    })

  return (
    <>
      <section aria-labelledby="payout-method-heading">
        <h2 id="payout-method-heading">{t.method}</h2>
        <p>{methodText(method, t)}</p>
        {stripe ? (
          <p>
            {t.stripeIntro}{' '}
            <button type="button" className={editor.primary} disabled={onboarding.pending} onClick={() => void startStripe()}>
              {method?.kind === 'stripe' ? t.stripeContinue : t.stripeStart}
            </button>{' '}
            <ActionResult done={onboarding.done} error={onboarding.error} />
          </p>
        ) : null}
        {testBankAccounts ? (
        <form
          aria-label={t.method}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void submitMethod()
          }}
        >
          <fieldset>
            <legend>{t.accountKind}</legend>
            <label>
              <input type="radio" name="payout-account-kind" checked={kind === 'iban'} onChange={() => setKind('iban')} /> {t.iban}
            </label>{' '}
            <label>
              <input type="radio" name="payout-account-kind" checked={kind === 'us'} onChange={() => setKind('us')} /> {t.usAccount}
            </label>
          </fieldset>
          <TextField id="payout-holder" label={t.holder} value={holder} onValue={setHolder} maxLength={140} errors={saveMethod.fieldErrors.account_holder} required />
          {kind === 'iban' ? (
            <TextField id="payout-iban" label={t.iban} value={iban} onValue={setIban} maxLength={40} errors={saveMethod.fieldErrors.iban} hint={t.ibanHint} required />
          ) : (
            <>
              <TextField id="payout-routing" label={t.routingNumber} inputMode="numeric" value={routing} onValue={setRouting} maxLength={40} errors={saveMethod.fieldErrors.routing_number} required />
              <TextField id="payout-account-number" label={t.accountNumber} inputMode="numeric" value={accountNumber} onValue={setAccountNumber} maxLength={40} errors={saveMethod.fieldErrors.account_number} required />
            </>
          )}
          <button type="submit" className={editor.primary} disabled={saveMethod.pending}>
            {saveMethod.pending ? texts.saving : t.saveMethod}
          </button>{' '}
          <ActionResult done={saveMethod.done} error={saveMethod.error} />
        </form>
        ) : null}
      </section>

      <section aria-labelledby="payout-balances-heading">
        <h2 id="payout-balances-heading">{t.balances}</h2>
        {balances.length === 0 ? (
          <p>{t.noBalances}</p>
        ) : (
          <TableScroll label={t.balances}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t.currency}</th>
                  <th scope="col">{t.pending}</th>
                  <th scope="col">{t.available}</th>
                  <th scope="col">{t.paidOut}</th>
                </tr>
              </thead>
              <tbody>
                {balances.map((b) => (
                  <tr key={b.currency}>
                    <th scope="row">{b.currency}</th>
                    <td>{money(b.pending)}</td>
                    <td>{money(b.available)}</td>
                    <td>{money(b.paid_out)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>

      <section aria-labelledby="payout-schedule-heading">
        <h2 id="payout-schedule-heading">{t.schedule}</h2>
        <form
          aria-label={t.schedule}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void submitSchedule()
          }}
        >
          <TextField id="payout-delay" label={t.delayDays} type="number" inputMode="numeric" value={delayDays} onValue={setDelayDays} maxLength={3} errors={saveSchedule.fieldErrors.delay_days} hint={t.delayHint} />
          <TextField id="payout-reserve" label={t.reservePercent} type="number" inputMode="numeric" value={reservePercent} onValue={setReservePercent} maxLength={3} errors={saveSchedule.fieldErrors.reserve_percent} hint={t.reserveHint} />
          <button type="submit" className={editor.primary} disabled={saveSchedule.pending}>
            {saveSchedule.pending ? texts.saving : t.saveSchedule}
          </button>{' '}
          <ActionResult done={saveSchedule.done} error={saveSchedule.error} />
        </form>
      </section>

      <section aria-labelledby="payout-list-heading">
        <h2 id="payout-list-heading">{t.payouts}</h2>
        {payouts.length === 0 ? (
          <p>{t.noPayouts}</p>
        ) : (
          <TableScroll label={t.payouts}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t.scheduledFor}</th>
                  <th scope="col">{t.amount}</th>
                  <th scope="col">{t.status}</th>
                  <th scope="col">{t.paidAt}</th>
                  <th scope="col">{t.actions}</th>
                </tr>
              </thead>
              <tbody>
                {payouts.map((p) => (
                  <tr key={p.id}>
                    <td>{date(p.scheduled_for)}</td>
                    <td>{money(p.amount)}</td>
                    <td>
                      {statusText[p.status] ?? p.status}
                      {p.failure_reason ? ` (${(t.reasons as Record<string, string>)[p.failure_reason] ?? p.failure_reason})` : ''}
                    </td>
                    <td>{date(p.paid_at)}</td>
                    <td>
                      <a href={`/api/v3/organizations/me/payouts/${p.id}/statement.csv`} download>
                        {fillText(t.statement, { date: date(p.scheduled_for) })}
                      </a>
                      {p.status === 'failed' ? (
                        <>
                          {' '}
                          <button type="button" className={editor.linkButton} disabled={retry.pending} onClick={() => void retryPayout(p.id)}>
                            {fillText(t.retry, { date: date(p.scheduled_for) })}
                          </button>
                        </>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        <ActionResult done={retry.done} error={retry.error} />
      </section>
    </>
  )
}
