import { expect, test } from 'vitest'
import { computeGeoFromHeaders } from './geo-headers'

const headers = (h: Record<string, string>) => (name: string) => h[name] ?? null

test('Coordinates from Cloudflare, Vercel or CloudFront headers are used first', () => {
  expect(computeGeoFromHeaders(headers({ 'cf-iplatitude': '51.5', 'cf-iplongitude': '-0.12' }))).toEqual({
    latitude: 51.5,
    longitude: -0.12,
  })
  expect(
    computeGeoFromHeaders(
      headers({ 'x-vercel-ip-latitude': '40.7', 'x-vercel-ip-longitude': '-74', 'cf-ipcountry': 'GB' }),
    ),
  ).toEqual({ latitude: 40.7, longitude: -74 })
  expect(
    computeGeoFromHeaders(
      headers({ 'cloudfront-viewer-latitude': '-33.86', 'cloudfront-viewer-longitude': '151.2' }),
    ),
  ).toEqual({ latitude: -33.86, longitude: 151.2 })
})

test('A country header alone gives the country', () => {
  expect(computeGeoFromHeaders(headers({ 'cf-ipcountry': 'de' }))).toEqual({ countryCode: 'DE' })
})

test('Junk, unknown and missing headers give nothing', () => {
  expect(computeGeoFromHeaders(headers({ 'cf-iplatitude': 'abc', 'cf-iplongitude': '1' }))).toBeNull()
  expect(computeGeoFromHeaders(headers({ 'cf-iplatitude': '100', 'cf-iplongitude': '1' }))).toBeNull()
  expect(computeGeoFromHeaders(headers({ 'cf-ipcountry': 'XX' }))).toBeNull()
  expect(computeGeoFromHeaders(headers({ 'cf-ipcountry': 'T1' }))).toBeNull()
  expect(computeGeoFromHeaders(headers({}))).toBeNull()
})
