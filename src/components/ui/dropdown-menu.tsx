'use client'
// Menu button of spec §4 "Dropdown menus": opens on hover (wide desktop, real hover devices) or click;
// Down, Space and Enter open it with focus on the first item; Escape closes it and returns focus to the
// button; Tab, Shift+Tab and an outside click close it; Up/Down/Home/End move between items.
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import styles from './dropdown-menu.module.css'

/** Wide desktop (spec §9 breakpoint 1080) with a real pointer: hover opens menus. */
export const HOVER_OPEN_QUERY = '(min-width: 1080px) and (hover: hover) and (pointer: fine)'

export type DropdownMenuProps = {
  /** What the button shows. */
  button: ReactNode
  /** Accessible name of the button when its content is not enough. */
  buttonLabel?: string
  /** The menu's accessible name. */
  menuLabel: string
  /** <li role="none"> entries whose child has role="menuitem". */
  children: ReactNode
  className?: string
  buttonClassName?: string
  align?: 'start' | 'end'
  onOpen?: () => void
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return []
  return Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])'))
}

export function DropdownMenu({
  button,
  buttonLabel,
  menuLabel,
  children,
  className,
  buttonClassName,
  align = 'end',
  onOpen,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const focusOnOpen = useRef<'first' | 'last' | null>(null)
  // A pointer that hovered the menu open also clicks it: that click must not close it again.
  const openedByHover = useRef(false)
  const menuId = useId()

  const show = useCallback(
    (focus: 'first' | 'last' | null) => {
      focusOnOpen.current = focus
      setOpen((wasOpen) => {
        if (!wasOpen) onOpen?.()
        return true
      })
    },
    [onOpen],
  )
  const hide = useCallback((returnFocus: boolean) => {
    openedByHover.current = false
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    const focus = focusOnOpen.current
    focusOnOpen.current = null
    if (focus) {
      const items = menuItems(menuRef.current)
      ;(focus === 'first' ? items[0] : items.at(-1))?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      show('first')
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      show('last')
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      hide(true)
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = menuItems(menuRef.current)
    const index = items.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => {
      event.preventDefault()
      items[(to + items.length) % items.length]?.focus()
    }
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1)
      case 'ArrowUp':
        return move(index - 1)
      case 'Home':
        return move(0)
      case 'End':
        return move(items.length - 1)
      case 'Escape':
        event.preventDefault()
        return hide(true)
      case 'Tab':
        // Focus moves on by itself (forwards or backwards); the menu just closes.
        return hide(false)
      case ' ': {
        // Space activates a link item like Enter does.
        const current = items[index]
        if (current) {
          event.preventDefault()
          current.click()
        }
        return
      }
    }
  }

  const hoverable = () => typeof window.matchMedia === 'function' && window.matchMedia(HOVER_OPEN_QUERY).matches

  return (
    <div
      ref={rootRef}
      className={`${styles.root} ${className ?? ''}`}
      onMouseEnter={() => {
        if (hoverable() && !open) {
          openedByHover.current = true
          show(null)
        }
      }}
      onMouseLeave={() => {
        if (hoverable()) hide(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName ?? styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false
          else if (open) hide(false)
          else show(null)
        }}
        onKeyDown={onButtonKeyDown}
      >
        {button}
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={menuLabel}
          className={`${styles.menu} ${align === 'start' ? styles.start : styles.end}`}
          onKeyDown={onMenuKeyDown}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('[role="menuitem"]:not([aria-disabled="true"])')) {
              setOpen(false)
            }
          }}
        >
          {children}
        </ul>
      ) : null}
    </div>
  )
}
