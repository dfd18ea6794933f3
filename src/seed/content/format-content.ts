// Per-format wording and timing for demo events (spec §3 "Event formats" 1–19): the noun a name ends
// with, how long the event runs and when in the day it starts.
import type { TimeProfile } from './category-content'

export type FormatContent = {
  /** Nouns that end an event name: "Jazz" + "Nights". */
  nouns: readonly string[]
  /** Duration in minutes, [low, high]; multi-day formats go past 24 hours. */
  durationMinutes: readonly [number, number]
  /** Share of events of this format that run over several days. */
  multiDayShare: number
  /** Overrides the category's time profile when set: a race starts in the morning whatever its category. */
  time?: TimeProfile
  /** Share of this format's events that are online. */
  onlineShare: number
  /** Logistics line for descriptions. */
  logistics: readonly string[]
}

export const FORMAT_CONTENT: Readonly<Record<number, FormatContent>> = {
  1: {
    nouns: ['Summit', 'Conference', 'Forum', 'Symposium'],
    durationMinutes: [360, 540],
    multiDayShare: 0.3,
    time: 'morning',
    onlineShare: 0.2,
    logistics: ['Registration opens 30 minutes before the first keynote.', 'Lunch and refreshments are included with every pass.'],
  },
  2: {
    nouns: ['Seminar', 'Talk', 'Masterclass', 'Webinar', 'Lecture'],
    durationMinutes: [60, 180],
    multiDayShare: 0,
    onlineShare: 0.45,
    logistics: ['The session lasts about 90 minutes including questions.', 'A recording is shared with everyone who registers.'],
  },
  3: {
    nouns: ['Expo', 'Fair', 'Show', 'Market'],
    durationMinutes: [300, 480],
    multiDayShare: 0.35,
    time: 'daytime',
    onlineShare: 0.02,
    logistics: ['Doors are open all day; come and go as you please.', 'Exhibitor list and floor plan are published a week before.'],
  },
  4: {
    nouns: ['Con', 'Convention', 'Weekender'],
    durationMinutes: [480, 600],
    multiDayShare: 0.75,
    time: 'weekend-day',
    onlineShare: 0.03,
    logistics: ['Your pass covers every panel and the exhibition hall.', 'Cosplay is welcome; props must follow the safety policy.'],
  },
  5: {
    nouns: ['Festival', 'Fest', 'Fair', 'Carnival'],
    durationMinutes: [360, 720],
    multiDayShare: 0.4,
    time: 'weekend-day',
    onlineShare: 0.01,
    logistics: ['Re-entry is allowed with your wristband.', 'Food and drink vendors accept cards; bring a refillable bottle.'],
  },
  6: {
    nouns: ['Live', 'Nights', 'Showcase', 'Concert', 'Show', 'Sessions'],
    durationMinutes: [90, 210],
    multiDayShare: 0,
    onlineShare: 0.05,
    logistics: ['Doors open 45 minutes before the show.', 'The performance runs about two hours with an interval.'],
  },
  7: {
    nouns: ['Screening', 'Film Night', 'Cinema Club', 'Movie Night'],
    durationMinutes: [100, 180],
    multiDayShare: 0,
    time: 'evening',
    onlineShare: 0.1,
    logistics: ['The film starts promptly; latecomers are seated at a suitable break.', 'Age rating is shown on the listing.'],
  },
  8: {
    nouns: ['Gala', 'Benefit Dinner', 'Ball', 'Awards Night'],
    durationMinutes: [210, 330],
    multiDayShare: 0,
    time: 'evening',
    onlineShare: 0.02,
    logistics: ['Dress code: black tie optional.', 'A three-course dinner and welcome drink are included.'],
  },
  9: {
    nouns: ['Workshop', 'Class', 'Course', 'Bootcamp', 'Masterclass'],
    durationMinutes: [90, 240],
    multiDayShare: 0.05,
    onlineShare: 0.18,
    logistics: ['Spaces are limited so that everyone gets hands-on time.', 'Please arrive ten minutes early to get set up.'],
  },
  10: {
    nouns: ['Mixer', 'Meetup', 'Breakfast', 'Social', 'Networking Night'],
    durationMinutes: [90, 180],
    multiDayShare: 0,
    onlineShare: 0.15,
    logistics: ['Name badges are waiting at the door.', 'Come for the talk, stay for the conversation.'],
  },
  11: {
    nouns: ['Party', 'Night', 'Bash', 'Social', 'Takeover'],
    durationMinutes: [180, 360],
    multiDayShare: 0,
    time: 'late-night',
    onlineShare: 0.02,
    logistics: ['Over-18s only; photo ID required at the door.', 'Last entry is one hour before close.'],
  },
  12: {
    nouns: ['Rally', 'March', 'Vigil', 'Day of Action'],
    durationMinutes: [90, 240],
    multiDayShare: 0,
    time: 'daytime',
    onlineShare: 0.05,
    logistics: ['Stewards will be on hand along the route.', 'Bring water and wear comfortable shoes.'],
  },
  13: {
    nouns: ['Tournament', 'Cup', 'Championship', 'League Night', 'Open'],
    durationMinutes: [180, 480],
    multiDayShare: 0.15,
    onlineShare: 0.08,
    logistics: ['Register your team by the Wednesday before.', 'The schedule is posted the night before the event.'],
  },
  14: {
    nouns: ['Game Night', 'Match', 'Showdown', 'Game Day'],
    durationMinutes: [120, 240],
    multiDayShare: 0,
    onlineShare: 0.1,
    logistics: ['Arrive early for the warm-up.', 'Food and drink available throughout.'],
  },
  15: {
    nouns: ['5K', '10K', 'Fun Run', 'Half Marathon', 'Race', 'Sportive'],
    durationMinutes: [120, 300],
    multiDayShare: 0,
    time: 'weekend-day',
    onlineShare: 0.03,
    logistics: ['Race packs are posted ten days before the start.', 'Bag drop and toilets at the start village.'],
  },
  16: {
    nouns: ['Walking Tour', 'Tour', 'Crawl', 'Trail', 'Excursion'],
    durationMinutes: [90, 240],
    multiDayShare: 0.05,
    time: 'daytime',
    onlineShare: 0.04,
    logistics: ['The exact meeting point is emailed the day before.', 'Tours go ahead in light rain; dress for the weather.'],
  },
  17: {
    nouns: ['Experience', 'Exhibition', 'Pop-Up', 'Open Day'],
    durationMinutes: [120, 480],
    multiDayShare: 0.1,
    time: 'daytime',
    onlineShare: 0.03,
    logistics: ['Entry is by timed slot; please arrive within your window.', 'Allow around an hour to see everything.'],
  },
  18: {
    nouns: ['Retreat', 'Weekend Retreat', 'Getaway'],
    durationMinutes: [480, 600],
    multiDayShare: 0.8,
    time: 'weekend-day',
    onlineShare: 0.05,
    logistics: ['Accommodation and meals are included.', 'A packing list is sent after booking.'],
  },
  19: {
    nouns: ['Meet & Greet', 'Book Signing', 'In Conversation', 'Q&A', 'Fan Meet'],
    durationMinutes: [60, 150],
    multiDayShare: 0,
    time: 'evening',
    onlineShare: 0.15,
    logistics: ['Signed copies are available to buy on the night.', 'The conversation is followed by audience questions.'],
  },
}

/** Local start hours for each time profile (24-hour clock, with minutes in quarter hours drawn separately). */
export const START_HOURS: Readonly<Record<TimeProfile, readonly number[]>> = {
  evening: [17, 18, 18, 19, 19, 19, 20],
  'late-night': [19, 20, 20, 21, 21, 22, 22, 23],
  morning: [7, 8, 8, 9, 9, 10, 11],
  daytime: [10, 11, 12, 13, 14, 15],
  'weekend-day': [9, 10, 10, 11, 12, 13],
  any: [10, 12, 14, 17, 18, 19, 20],
}

/** Profiles whose events cluster on Saturdays and Sundays. */
export const WEEKEND_SHARE: Readonly<Record<TimeProfile, number>> = {
  evening: 0.3,
  'late-night': 0.55,
  morning: 0.05,
  daytime: 0.45,
  'weekend-day': 0.85,
  any: 0.4,
}
