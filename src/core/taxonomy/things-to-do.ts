// The footer's "Things to do" column (spec §2 footer marketing, third column): everyday names for a few
// categories, each a key of the `footer` catalog, so every language has its own word for them
// ("Konzerte", "Concerti"). The search reads those words as their category too (decision 055).

export type ThingToDo = { title: 'concerts' | 'foodAndDrink' | 'classesAndWorkshops' | 'businessAndNetworking' | 'sportsAndFitness' | 'familyAndEducation'; categorySlug: string }

export const THINGS_TO_DO: readonly ThingToDo[] = [
  { title: 'concerts', categorySlug: 'music' },
  { title: 'foodAndDrink', categorySlug: 'food-and-drink' },
  { title: 'classesAndWorkshops', categorySlug: 'hobbies' },
  { title: 'businessAndNetworking', categorySlug: 'business' },
  { title: 'sportsAndFitness', categorySlug: 'sports-and-fitness' },
  { title: 'familyAndEducation', categorySlug: 'family-and-education' },
]
