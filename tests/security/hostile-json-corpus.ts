// JSON string bodies that are valid JSON but not storable or not clean text (issue 21 finding 6), written
// as they appear inside a JSON string literal.
export const HOSTILE_STRINGS: string[] = [
  '\\u0000',
  'a\\u0000b',
  '\\u0000\\u0000\\u0000',
  '\\u00e9\\udcff',
  '\\udcff',
  '\\ud800',
  '\\ud800\\ud800',
  '\\udfff\\ud800',
  'x\\ud83c',
  '\\udf89x',
  '\\u0001\\u0002\\u0003\\u001f',
  '\\u007f',
  '\\u0008\\u000b\\u000c',
  'name\\u0000\\udcff\\u001b[31m',
  '\\u001b]0;title\\u0007',
  '\\ud83c\\udf89\\u0000',
]
