// The staff account every e2e server gets through DEMO_STAFF_EMAIL / DEMO_STAFF_PASSWORD (test-only values).
export const DEMO_STAFF = { email: 'staff@tessera.test', password: 'Tiki-Bar-2026!' } as const
