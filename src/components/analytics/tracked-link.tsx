'use client'
// A plain link that reports its click (spec §7), so a server component can draw a tracked link (the
// logo) while only this small island, not the link's markup, travels as script (issue 4 budget).
import type { ComponentProps } from 'react'
import { track } from './track'

export function TrackedLink({ event, ...props }: ComponentProps<'a'> & { event: string }) {
  return <a {...props} onClick={() => track(event)} />
}
