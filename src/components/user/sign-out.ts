'use client'
// Contract shared by the header (issue 4) and accounts (issue 6): ends the session on the server, then
// drops the stored referral item (spec §7 "Logout removes the stored referal item").
import { apiFetch } from '@/components/api/api-fetch'

export const REFERRAL_STORAGE_KEY = 'referal'

export async function signOut(): Promise<void> {
  try {
    await apiFetch('/home/api/auth/signout/', { method: 'POST', body: {} })
  } finally {
    try {
      window.localStorage.removeItem(REFERRAL_STORAGE_KEY)
    } catch {
      // Storage may be disabled (private mode); signing out must still finish.
    }
  }
}
