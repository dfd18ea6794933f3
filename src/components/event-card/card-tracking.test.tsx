// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { TrackedCard } from './card-tracking'

// The browser's IntersectionObserver as specified: it calls back once when observing starts, then each
// time the visible share moves across one of its thresholds (and only then).
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | null = null
  private ratio = 0
  private connected = false
  private readonly thresholds: number[]
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    const threshold = options.threshold ?? 0
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold]
    FakeIntersectionObserver.current = this
  }
  observe() {
    this.connected = true
    this.report()
  }
  disconnect() {
    this.connected = false
  }
  /** The card is now `ratio` visible (scrolled, resized). */
  show(ratio: number) {
    const crossed =
      this.thresholds.filter((t) => t <= this.ratio).length !==
      this.thresholds.filter((t) => t <= ratio).length
    this.ratio = ratio
    if (crossed && this.connected) this.report()
  }
  private report() {
    const entry = {
      intersectionRatio: this.ratio,
      isIntersecting: this.ratio > 0,
    } as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderCard() {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
  )
  window.dataLayer = []
  render(
    <TrackedCard tracking={{ eventId: '42', pageArea: 'home', position: 1 }}>
      <p>Card</p>
    </TrackedCard>,
  )
  const observer = FakeIntersectionObserver.current!
  const impressions = () => (window.dataLayer ?? []).filter((e) => e.event === 'EventCardImpression').length
  return { show: (ratio: number) => act(() => observer.show(ratio)), impressions }
}

test('A card that comes to rest just over 25 percent visible counts one impression', () => {
  const card = renderCard()
  card.show(0.255)
  expect(card.impressions()).toBe(1)
})

test('A card exactly 25 percent visible is no impression until more of it shows', () => {
  const card = renderCard()
  card.show(0.25)
  expect(card.impressions()).toBe(0)
  card.show(0.6)
  expect(card.impressions()).toBe(1)
  card.show(0.1)
  card.show(0.9)
  expect(card.impressions()).toBe(1)
})
