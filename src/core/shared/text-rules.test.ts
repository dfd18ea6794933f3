import { expect, test } from 'vitest'
import { cleanJsonStrings, measureJsonDepth } from './text-rules'

test('Cleaning a JSON body removes control characters everywhere, keys included, and keeps everything else', () => {
  expect(cleanJsonStrings({ 'na\u0000me': 'Ada\u0007', list: [1, 'x\u0001', null, true, { deep: ['\udcff'] }] })).toEqual({
    name: 'Ada',
    list: [1, 'x', null, true, { deep: ['\ufffd'] }],
  })
  expect(cleanJsonStrings('plain')).toBe('plain')
  expect(cleanJsonStrings(42)).toBe(42)
})

test('A body nesting 100,000 arrays is cleaned without overflowing the stack', () => {
  const depth = 100_000
  const parsed: unknown = JSON.parse('['.repeat(depth) + '"a\\u0000"' + ']'.repeat(depth))
  let node = cleanJsonStrings(parsed)
  for (let i = 0; i < depth; i++) node = (node as unknown[])[0]
  expect(node).toBe('a')
})

test('Nesting depth is counted from the text, brackets inside strings and escaped quotes not counting', () => {
  expect(measureJsonDepth('{}')).toBe(1)
  expect(measureJsonDepth('{"a":[1,{"b":[]}]}')).toBe(4)
  expect(measureJsonDepth('{"a":"[[[[{{{{"}')).toBe(1)
  expect(measureJsonDepth('{"a":"\\"[[["}')).toBe(1)
  expect(measureJsonDepth('"just text"')).toBe(0)
  expect(measureJsonDepth('['.repeat(5000) + ']'.repeat(5000))).toBe(5000)
})
