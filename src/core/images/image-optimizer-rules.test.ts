import { expect, test } from 'vitest'
import { ALLOWED_WIDTHS, computeImageKeyFromUrl, computeOutputFormat, optimizedImageUrl } from './image-optimizer-rules'

test('Only our own image paths are accepted by the optimizer', () => {
  expect(computeImageKeyFromUrl('/images/demo/music-1.png')).toBe('demo/music-1.png')
  expect(computeImageKeyFromUrl('https://evil.example.com/x.png')).toBeNull()
  expect(computeImageKeyFromUrl('//evil.example.com/images/x.png')).toBeNull()
  expect(computeImageKeyFromUrl('/images/../../etc/passwd')).toBeNull()
  expect(computeImageKeyFromUrl('/images/%2e%2e/secret.png')).toBeNull()
  expect(computeImageKeyFromUrl('/images/%E0%A4%A.png')).toBeNull()
  expect(computeImageKeyFromUrl('/other/x.png')).toBeNull()
})

test('The allowed widths are exactly the spec image sizes and device widths', () => {
  expect(ALLOWED_WIDTHS).toEqual([16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840])
})

test('WebP is served to browsers that accept it, the original format otherwise', () => {
  expect(computeOutputFormat('image/avif,image/webp,*/*', 'image/png')).toBe('webp')
  expect(computeOutputFormat('*/*', 'image/png')).toBe('png')
  expect(computeOutputFormat(null, 'image/jpeg')).toBe('jpeg')
})

test('Optimized image URLs point at the spec path with width and quality 75 by default', () => {
  expect(optimizedImageUrl('demo/a.png', 640)).toBe('/home/_next/image/?url=%2Fimages%2Fdemo%2Fa.png&w=640&q=75')
})
