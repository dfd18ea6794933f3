// The endpoints table of the developers' page (issue 41 "Docs"): read from the one scope table
// (src/server/http/api-key-endpoint-scopes.ts, decision 065), so the page lists exactly what a key may call.
// Pure.
import type { ApiKeyScope } from '@/core/integrations/api-key-scopes'

export const ENDPOINT_GROUPS = ['events', 'ticketClasses', 'questions', 'orders', 'attendees', 'webhooks', 'embed', 'organization'] as const
export type EndpointGroup = (typeof ENDPOINT_GROUPS)[number]

/** One row: the methods that share a path and a scope (PATCH and DELETE of an event), the path as the OpenAPI document spells it. */
export type EndpointRow = { methods: string[]; path: string; scope: ApiKeyScope }

// The first rule that matches a path decides its group; an organization path that is none of these is the organization's.
const GROUP_RULES: readonly [RegExp, EndpointGroup][] = [
  [/^\/api\/v3\/organizations\/me\/webhooks\//, 'webhooks'],
  [/^\/api\/v3\/organizations\/me\/embed_origins\//, 'embed'],
  [/\/questions\//, 'questions'],
  [/\/(ticket_classes|discounts)\//, 'ticketClasses'],
  [/\/(attendees|attendee_emails|check_ins)[/.]/, 'attendees'],
  [/\/(orders|sales_report)[/.]/, 'orders'],
  [/^\/api\/v3\/organizations\/me\/events\//, 'events'],
  [/^\/api\/v3\/organizations\//, 'organization'],
]

function groupOf(path: string): EndpointGroup {
  return GROUP_RULES.find(([rule]) => rule.test(path))?.[1] ?? 'events'
}

/** `/events/{eventId}/` as the OpenAPI document writes it: `/events/{event_id}/`. */
export function computeDocumentedPath(mountPath: string): string {
  return mountPath.replace(/\{(\w+)\}/g, (_, name: string) => `{${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}}`)
}

/** The scope table's rows by group, in the groups' order and the table's own order within each. */
export function computeEndpointGroups(table: Readonly<Record<string, ApiKeyScope>>): { group: EndpointGroup; rows: EndpointRow[] }[] {
  const rows = new Map<EndpointGroup, EndpointRow[]>()
  for (const [row, scope] of Object.entries(table)) {
    const [method, mountPath] = row.split(' ') as [string, string]
    const path = computeDocumentedPath(mountPath)
    const group = groupOf(path)
    const list = rows.get(group) ?? []
    const same = list.find((r) => r.path === path && r.scope === scope)
    if (same) same.methods.push(method)
    else list.push({ methods: [method], path, scope })
    rows.set(group, list)
  }
  return ENDPOINT_GROUPS.flatMap((group) => (rows.has(group) ? [{ group, rows: rows.get(group)! }] : []))
}
