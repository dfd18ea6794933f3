// Issue 20: the door scans a ticket's QR with the phone's camera. Chromium's fake camera plays a video
// this test makes from the ticket's own code (a Y4M file of the QR), so the page's getUserMedia and jsQR
// path runs for real: the first scan checks the ticket in, the next frames say it already is.
import fs from 'node:fs'
import { chromium, expect, test } from '../fixtures'
import QRCode from 'qrcode'
import sharp from 'sharp'
import { jsonHeaders, newClient, signUp, type Client } from '../../api/helpers/accounts'
import { CHROMIUM_ARGS, CHROMIUM_PATH, HAS_CHROMIUM } from '../browser'
import { pierHallDraft } from './helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')

const W = 640
const H = 480

// A still Y4M video (4:2:0) of the QR on white: the luma plane is the picture, chroma is neutral grey.
async function qrVideo(code: string, file: string): Promise<void> {
  const png = await QRCode.toBuffer(code, { margin: 4, width: 400 })
  const luma = await sharp({ create: { width: W, height: H, channels: 3, background: '#ffffff' } })
    .composite([{ input: png, gravity: 'center' }])
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const y = luma.data.length === W * H ? luma.data : Buffer.from(luma.data.filter((_, i) => i % luma.info.channels === 0))
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma])
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]))
}

async function post(c: Client, path: string, data: unknown) {
  const res = await c.api.post(path, { headers: jsonHeaders(c), data })
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300)
  return res.json() as Promise<Record<string, unknown>>
}

test('Scanning a ticket’s QR with the camera checks it in once, then says it already is', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const creator = await newClient(playwright, baseURL!)
  await signUp(creator, { fullName: 'Cam Door' })
  const { event } = (await post(creator, '/api/v3/events/', pierHallDraft(`Camera Night ${Date.now().toString(36)}`))) as { event: { id: string } }
  const { ticket_class } = (await post(creator, `/api/v3/events/${event.id}/ticket_classes/`, { name: 'Free', free: true, cost: { currency: 'USD', value: 0 }, quantity_total: 5 })) as { ticket_class: { id: string } }
  await post(creator, `/api/v3/events/${event.id}/publish/`, {})
  const buyer = await newClient(playwright, baseURL!)
  const { order } = (await post(buyer, '/api/v3/orders/', { event_id: event.id, tickets: [{ ticket_class_id: ticket_class.id, quantity: 1 }] })) as { order: { id: string; access_token: string } }
  const paid = (await post(buyer, `/api/v3/orders/${order.id}/complete/?token=${order.access_token}`, { buyer: { name: 'Lin Scanner', email: 'lin@example.com' } })) as { order: { tickets: { code: string }[] } }
  const video = test.info().outputPath('ticket-qr.y4m')
  await qrVideo(paid.order.tickets[0]!.code, video)

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  })
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } })
    await context.addCookies((await creator.api.storageState()).cookies)
    await context.grantPermissions(['camera'])
    const page = await context.newPage()
    await page.goto(`/manage/events/${event.id}/check-in`)
    await expect(page.getByRole('status').filter({ hasText: 'checked in' })).toHaveText('0 of 1 checked in')
    await page.getByRole('button', { name: 'Scan tickets with the camera' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'checked in' })).toHaveText('1 of 1 checked in', { timeout: 15_000 })
    // The ticket stays in view: a later scan (after the 3 s pause per code) says it is already in.
    await expect(page.getByRole('alert').filter({ hasText: /Already checked in at \d{1,2}:\d{2} [AP]M\./ })).toBeVisible({ timeout: 15_000 })
  } finally {
    await browser.close()
  }
})
