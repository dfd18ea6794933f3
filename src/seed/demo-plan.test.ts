import { expect, test } from 'vitest'
import { DEMO_TEST_CITIES } from '../../tests/factories/demo-cities'
import { planCityWeights } from './demo-plan'
import type { DemoCity } from './demo-plan-types'

// 150 cities in a row 100 km apart (no metro areas), populations falling from 5 million to 20,000.
const spread: DemoCity[] = Array.from({ length: 150 }, (_, i) => ({
  ...DEMO_TEST_CITIES[0]!,
  id: `c${i}`,
  name: `City ${i}`,
  latitude: 40,
  longitude: -120 + i * 1.2,
  population: Math.round(5_000_000 / (1 + i * 1.7)),
}))

test('The 100 largest metro areas share most in-person events; the 100th still gets a good part of the 1st’s, small towns a little', () => {
  const weights = planCityWeights(spread)
  const total = weights.reduce((a, b) => a + b, 0)
  const top = weights.slice(0, 100).reduce((a, b) => a + b, 0)
  expect(top / total).toBeGreaterThanOrEqual(0.7)
  expect(weights[99]! / weights[0]!).toBeGreaterThan(0.05)
  expect(weights[149]!).toBeGreaterThan(0)
  expect(weights[149]! / spread[149]!.population).toBeLessThanOrEqual(weights[99]! / spread[99]!.population)
})

test('A city near a larger one belongs to its metro area and shares its weight by population', () => {
  const newYork = DEMO_TEST_CITIES[0]!
  const brooklyn: DemoCity = { ...newYork, id: 'bk', name: 'Brooklyn', latitude: 40.65, longitude: -73.95, population: 2_300_000 }
  const weights = planCityWeights([newYork, brooklyn, ...spread.slice(10)])
  // New York and Brooklyn split one metro's weight 8.8 : 2.3.
  expect(weights[0]! / weights[1]!).toBeCloseTo(newYork.population / 2_300_000, 5)
})
