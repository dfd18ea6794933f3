// An invitation-only event's page for someone not (yet) recognised as invited (decision 060): what the
// event is not telling, and the two ways in: the link in the invitation email, or signing in with the
// invited address.
import styles from './event-page.module.css'

export type InvitationGateTexts = { invitationHeading: string; invitationIntro: string; signIn: string }

export function EventInvitationGate({ texts, signInHref }: { texts: InvitationGateTexts; signInHref: string }) {
  return (
    <main className={styles.privateGate}>
      <h1 id="page-content" tabIndex={-1}>
        {texts.invitationHeading}
      </h1>
      <p>{texts.invitationIntro}</p>
      <p>
        <a className={styles.primaryButton} href={signInHref}>
          {texts.signIn}
        </a>
      </p>
    </main>
  )
}
