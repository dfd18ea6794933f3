'use client'
// A menu button whose menu code loads on the first sign of interest (pointer over it, focus, click, key),
// so menus cost nothing in the page's first load (issue 4 budget) while the button is there, named and
// focusable, from the server render. What the visitor does before the code arrives is kept and handed
// to the loaded menu (spec §4 "Dropdown menus": hover or click opens; Down, Enter and Space open with
// focus on the first item, Up on the last; Escape and Tab close), so no first interaction is lost.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import styles from './menu-button.module.css'
import { canHoverOpen, computeOpeningKey, type MenuReplay } from './menu-replay'

export type RenderLoadedMenu = (replay: MenuReplay) => ReactNode

export type LazyMenuButtonProps = {
  /** What the button shows: the same as the loaded menu's button, so nothing moves when it arrives. */
  button: ReactNode
  buttonLabel?: string
  className?: string
  buttonClassName?: string
  /** Loads the menu's code and answers how to render the menu in this button's place. */
  load: () => Promise<RenderLoadedMenu>
}

export function LazyMenuButton({
  button,
  buttonLabel,
  className,
  buttonClassName,
  load,
}: LazyMenuButtonProps) {
  const [render, setRender] = useState<RenderLoadedMenu | null>(null)
  const [replay, setReplay] = useState<MenuReplay>({ open: null, focus: false })
  const loading = useRef(false)

  const start = () => {
    if (loading.current) return
    loading.current = true
    void load().then(
      (loaded) => setRender(() => loaded),
      // A failed load (offline) leaves the button as it is; the next interaction tries again.
      () => {
        loading.current = false
      },
    )
  }
  // Events can come faster than renders (a hover, then a click): each one reads the latest replay.
  const latest = useRef(replay)
  const update = (change: Partial<MenuReplay>) => {
    latest.current = { ...latest.current, ...change }
    setReplay(latest.current)
  }
  const ask = (open: MenuReplay['open']) => {
    start()
    update({ open })
  }

  // As in the loaded menu: the click that follows a hover-open keeps it open; otherwise it toggles.
  const toggle = () => {
    const was = latest.current.open
    ask(was === 'hover' ? 'hover' : was === null ? 'click' : null)
  }
  const pressed = useRef(false)

  if (render) return render(replay)

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const opening = computeOpeningKey(event.key)
    if (opening) {
      event.preventDefault()
      ask(opening)
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (latest.current.open !== null) ask(null)
    }
  }

  return (
    <div
      className={`${styles.root} ${className ?? ''}`}
      onMouseEnter={() => {
        if (canHoverOpen()) ask('hover')
        else start()
      }}
      onMouseLeave={() => {
        if (latest.current.open === 'hover') ask(null)
      }}
    >
      <button
        type="button"
        className={buttonClassName ?? styles.button}
        aria-haspopup="menu"
        aria-expanded={false}
        aria-label={buttonLabel}
        onFocus={() => {
          start()
          update({ focus: true })
        }}
        onBlur={() => update({ focus: false })}
        // A press counts at pointerdown: if the menu arrives between press and release, the click lands
        // on the new button's parent, not here, and would be lost.
        onPointerDown={(event) => {
          if (event.button !== 0) return
          pressed.current = true
          toggle()
        }}
        onClick={() => {
          if (pressed.current) pressed.current = false
          else toggle()
        }}
        onKeyDown={onKeyDown}
      >
        {button}
      </button>
    </div>
  )
}
