'use client'
// Menu button of spec §4 "Dropdown menus": opens on hover (wide desktop, real hover devices) or click;
// Down, Space and Enter open it with focus on the first item; Escape closes it (wherever focus is: a menu
// opened by hover may have focus elsewhere) and returns focus to the button when it was in the menu;
// Tab, Shift+Tab and an outside click close it; Up/Down/Home/End move between items.
import {
  useCallback,
  useLayoutEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import styles from './dropdown-menu.module.css'
import buttonStyles from './menu-button.module.css'
import { canHoverOpen, computeOpeningKey, type MenuReplay } from './menu-replay'

export type MenuOpenedBy = 'hover' | 'click' | 'key'

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
  /**
   * The visitor opened the menu, and how. A click on a menu that hover opened a moment before is
   * reported too ('click'), as the visitor's own choice to open it: hover alone may be a pointer passing by.
   */
  onOpen?: (by: MenuOpenedBy) => void
  /**
   * Set when this menu replaces a LazyMenuButton: what happened to that button before this code loaded.
   * An opening replayed from there is not reported (onOpen): the stand-in reports nothing.
   */
  replay?: MenuReplay
}

// Items the visitor can reach: enabled, and not hidden by a breakpoint (an item may show on wide screens
// only). Browsers without checkVisibility (and jsdom) count every item as shown.
function menuItems(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return []
  return Array.from(
    menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])'),
  ).filter((item) => typeof item.checkVisibility !== 'function' || item.checkVisibility())
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
  replay,
}: DropdownMenuProps) {
  const replayed = replay?.open ?? null
  const [open, setOpen] = useState(replayed !== null)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const focusOnOpen = useRef<'first' | 'last' | null>(
    replayed === 'first' || replayed === 'last' ? replayed : null,
  )
  // A pointer that hovered the menu open also clicks it: that click must not close it again.
  const openedByHover = useRef(replayed === 'hover')
  // The pointer is over the menu. Normally mouseenter/mouseleave say so; a menu that replaced a hovered
  // stand-in was never entered, so its leaving is seen by the pointer moving over something else.
  const pointerInside = useRef(replayed === 'hover')
  const menuId = useId()

  // This button took the place of the focused stand-in: focus stays where the visitor left it (unless
  // a key opened the menu, which moves focus into it).
  const focusButton =
    replay?.focus === true && (replayed === null || replayed === 'hover' || replayed === 'click')
  // A layout effect: focus moves in the same task that swaps the buttons, so no key pressed meanwhile
  // lands on the page body and is lost.
  useLayoutEffect(() => {
    if (focusButton) buttonRef.current?.focus()
  }, [focusButton])

  // The report is made here, not in a state updater: React may run updaters twice (StrictMode), which
  // would count one opening twice.
  const show = (focus: 'first' | 'last' | null, by: MenuOpenedBy) => {
    focusOnOpen.current = focus
    if (!open) onOpen?.(by)
    setOpen(true)
  }
  const hide = useCallback((returnFocus: boolean) => {
    openedByHover.current = false
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  // Layout effect for the same reason: a menu opened by a replayed key takes focus before the next key.
  useLayoutEffect(() => {
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
    // Escape closes the menu wherever focus is (hover opens a menu and leaves focus where it was); with
    // focus on the button or in the menu, their own handlers close it and return focus to the button.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !rootRef.current?.contains(event.target as Node)) hide(false)
    }
    const onPointerOver = (event: PointerEvent) => {
      if (pointerInside.current && !rootRef.current?.contains(event.target as Node)) {
        pointerInside.current = false
        if (canHoverOpen()) hide(false)
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('pointerover', onPointerOver)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('pointerover', onPointerOver)
    }
  }, [open, hide])

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const opening = computeOpeningKey(event.key)
    if (opening) {
      event.preventDefault()
      show(opening, 'key')
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      hide(true)
    } else if (event.key === 'Tab' && open) {
      // A menu opened by click or hover leaves focus on its button: Tab and Shift+Tab move on from there
      // by themselves, and the menu closes.
      hide(false)
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

  return (
    <div
      ref={rootRef}
      className={`${buttonStyles.root} ${className ?? ''}`}
      onMouseEnter={() => {
        pointerInside.current = true
        if (canHoverOpen() && !open) {
          openedByHover.current = true
          show(null, 'hover')
        }
      }}
      onMouseLeave={() => {
        pointerInside.current = false
        if (canHoverOpen()) hide(false)
      }}
      onBlur={(event) => {
        // Focus left for somewhere else on the page (a click or a script elsewhere): the menu closes.
        // No relatedTarget means the window lost focus or a click landed on nothing focusable, which
        // the outside-click handler deals with.
        const next = event.relatedTarget
        if (open && next && !event.currentTarget.contains(next)) hide(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName ?? buttonStyles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false
            onOpen?.('click')
          } else if (open) hide(false)
          else show(null, 'click')
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
