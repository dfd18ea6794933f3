// The one latitude/longitude box: a place's viewport (spec §3 Place), a results URL's bbox, the area a
// search or a suggestion covers. South-west and north-east corners, in degrees.
export type BoundingBox = { swLat: number; swLng: number; neLat: number; neLng: number }
