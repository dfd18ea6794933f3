import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
page.on('console', m => { if (m.type()==='error') console.log('console error:', m.text().slice(0,300)) })
page.on('pageerror', e => console.log('page error:', e.message.slice(0, 200)))
await page.goto(process.argv[2])
await page.waitForTimeout(3000)
console.log('done')
await browser.close()
