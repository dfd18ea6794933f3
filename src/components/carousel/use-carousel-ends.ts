'use client'
// Tracks whether a scrolling track shows its first and last slide (spec §4), on scroll and resize.
import { useEffect, useState, type RefObject } from 'react'
import { computeCarouselEnds } from './carousel-rules'

export function useCarouselEnds(track: RefObject<HTMLElement | null>): { atStart: boolean; atEnd: boolean } {
  // Before measuring (server render, first paint) the carousel sits at its start.
  const [ends, setEnds] = useState({ atStart: true, atEnd: false })
  useEffect(() => {
    const node = track.current
    if (!node) return
    let frame = 0
    const measure = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const box = node.getBoundingClientRect()
        const slides = Array.from(node.children).map((child) => {
          const rect = child.getBoundingClientRect()
          return { left: rect.left, right: rect.right }
        })
        const next = computeCarouselEnds(slides, { left: box.left, right: box.right })
        setEnds((was) => (was.atStart === next.atStart && was.atEnd === next.atEnd ? was : next))
      })
    }
    measure()
    node.addEventListener('scroll', measure, { passive: true })
    const observer = new ResizeObserver(measure)
    observer.observe(node)
    return () => {
      cancelAnimationFrame(frame)
      node.removeEventListener('scroll', measure)
      observer.disconnect()
    }
  }, [track])
  return ends
}

/** Smooth scrolling, unless the visitor asked for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
}
