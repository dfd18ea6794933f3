import { expect, test } from 'vitest'
import { computePageWindow } from './results-pagination'

test('Page links show the ends and two pages either side, with gaps', () => {
  expect(computePageWindow(1, 1)).toEqual([1])
  expect(computePageWindow(1, 4)).toEqual([1, 2, 3, 4])
  expect(computePageWindow(10, 50)).toEqual([1, null, 8, 9, 10, 11, 12, null, 50])
  expect(computePageWindow(50, 50)).toEqual([1, null, 48, 49, 50])
  expect(computePageWindow(4, 50)).toEqual([1, 2, 3, 4, 5, 6, null, 50])
})
