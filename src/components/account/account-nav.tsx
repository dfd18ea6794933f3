'use client'
// The header's account links (brief "Header" contract): Find my tickets / Log In / Sign Up when logged
// out; Likes (with its badge), Tickets and the user menu when logged in. Issue 4's header renders the
// same rules from computeUserMenuItems; this is the stand-in the accounts journeys drive.
import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { computeBadgeText, computeUserMenuItems, computeUserMenuLabel, type UserMenuFlags } from '@/core/accounts/user-menu-items'
import { signOut } from '@/components/user/sign-out'
import { useUser } from '@/components/user/user-provider'
import styles from './account-nav.module.css'
import Link from 'next/link'

function LoggedOutLinks() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const here = `${pathname}${search ? `?${search}` : ''}`
  return (
    <>
      <Link className={styles.link} href="/signin/signup?referrer=/mytickets" rel="nofollow">
        Find my tickets
      </Link>
      <Link className={styles.link} href={`/signin/?referrer=${encodeURIComponent(here)}`} rel="nofollow">
        Log In
      </Link>
      <Link className={styles.link} href="/signin/signup" rel="nofollow">
        Sign Up
      </Link>
    </>
  )
}

function UserMenu({ fullName, items }: { fullName: string; items: ReturnType<typeof computeUserMenuItems> }) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLUListElement>(null)
  const menuId = useId()
  const label = computeUserMenuLabel(fullName)

  const menuItems = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])
  const close = (focusButton: boolean) => {
    setOpen(false)
    if (focusButton) button.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    menuItems()[0]?.focus()
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
    }
  }
  const onMenuKey = (event: KeyboardEvent) => {
    const all = menuItems()
    const index = all.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      setOpen(false)
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const next = (index + (event.key === 'ArrowDown' ? 1 : -1) + all.length) % all.length
      all[next]?.focus()
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault()
      all[event.key === 'Home' ? 0 : all.length - 1]?.focus()
    }
  }

  return (
    <div className={styles.menuWrap}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKey}
      >
        {label}
      </button>
      {open ? (
        <ul ref={menu} id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKey}>
          {items.map((item) =>
            item.kind === 'label' ? (
              <li key={`label-${item.label}`} role="presentation" className={styles.label}>
                {item.label}
              </li>
            ) : (
              <li key={item.label} role="none">
                <a
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.item}
                  href={item.href}
                  {...(item.newTab ? { target: '_blank', rel: 'noopener' } : {})}
                >
                  <span>{item.label}</span>
                  {item.tag ? (
                    <span className={styles.tag} aria-hidden="true">
                      {item.tag}
                    </span>
                  ) : null}
                </a>
              </li>
            ),
          )}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              onClick={() => {
                void signOut().finally(() => window.location.reload())
              }}
            >
              Log out
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  )
}

export function AccountNav({ flags }: { flags: UserMenuFlags }) {
  const { user } = useUser()
  if (!user) {
    return (
      <nav className={styles.nav} aria-label="Account">
        <Suspense fallback={null}>
          <LoggedOutLinks />
        </Suspense>
      </nav>
    )
  }
  const badge = computeBadgeText(user.numSavedEvents)
  const base = `/u/${encodeURIComponent(user.publicId)}`
  return (
    <nav className={styles.nav} aria-label="Account">
      <a className={styles.link} href={`${base}/favorites/events`}>
        Likes{badge ? ' ' : null}
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </a>
      <a className={styles.link} href={`${base}/`}>
        Tickets
      </a>
      <UserMenu fullName={user.fullName} items={computeUserMenuItems(user, flags)} />
    </nav>
  )
}
