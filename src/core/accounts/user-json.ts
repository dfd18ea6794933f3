// The User of spec §3, as `/home/api/user/` answers it.
export type UserJson = {
  isAuthenticated: boolean
  isAttendee: boolean
  isStaff: boolean
  hasTikibar: boolean
  canCreateEvents: boolean
  publicId: string
  fullName: string
  email: string
  thumbnailUrl: string | null
  numOrders: number
  numSavedEvents: number
  numFollowing: number
  hasPublish: boolean
  hasPaidPublish: boolean
  /** The address is confirmed (verification link or password reset); unverified ones get no guest orders (issue 21). */
  emailVerified: boolean
}

export type UserFacts = {
  publicId: string
  fullName: string
  email: string
  isStaff: boolean
  hasTikibar: boolean
  thumbnailUrl: string | null
  ownsOrganizer: boolean
  numOrders: number
  numSavedEvents: number
  numFollowing: number
  numPublishedEvents: number
  numPaidPublishedEvents: number
  emailVerified: boolean
}

/** A user becomes a creator (non-attendee) once they own an organizer profile (issue "Accounts"). */
export function computeUserJson(facts: UserFacts): UserJson {
  return {
    isAuthenticated: true,
    isAttendee: !facts.ownsOrganizer,
    isStaff: facts.isStaff,
    hasTikibar: facts.hasTikibar,
    // Anyone signed in may create an event; creating one makes them an organizer.
    canCreateEvents: true,
    publicId: facts.publicId,
    fullName: facts.fullName,
    email: facts.email,
    thumbnailUrl: facts.thumbnailUrl,
    numOrders: facts.numOrders,
    numSavedEvents: facts.numSavedEvents,
    numFollowing: facts.numFollowing,
    hasPublish: facts.numPublishedEvents > 0,
    hasPaidPublish: facts.numPaidPublishedEvents > 0,
    emailVerified: facts.emailVerified,
  }
}
