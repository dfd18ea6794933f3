// Issue 23 "Forms without JavaScript": sign-in, sign-up and Contact us work as plain HTML forms, as they
// do when Log In is clicked before the scripts load. The CSRF token travels as a form field.
import { expect, test } from '../fixtures'
import { expectNoSeriousAxeViolations } from '../axe'
import { HAS_CHROMIUM } from '../browser'
import { createAccountOverApi, openSignUpLink, uniqueEmail } from '../accounts/helpers'

test.skip(!HAS_CHROMIUM, 'Chromium is not installed (set CHROMIUM_PATH or apt-get install chromium)')
test.use({ viewport: { width: 375, height: 812 } })

// axe runs as a script in the page, so the scripted-off journeys below are checked by the last test,
// which shows the same server-rendered states with scripts on.
test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('Without JavaScript, sign-up tells one message per problem, then says to check the email, whose link signs in where the person was going', async ({
    page,
  }) => {
    // Two forms and the mailed link's page twice: more than a minute on loaded cores.
    test.slow()
    await page.goto('/signin/signup?referrer=%2Faccount-settings%2F')
    await page.getByRole('button', { name: 'Create account' }).click()
    // Back on the form, told what to fix, each field once.
    await expect(page).toHaveURL(/\/signin\/signup\/\?referrer=%2Faccount-settings%2F&outcome=/)
    await expect(page.getByText('Enter your email address.', { exact: true })).toHaveCount(1)
    await expect(page.getByText('Enter a valid email address.')).toHaveCount(0)
    await expect(page.getByText('Enter your full name.', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true')

    const email = uniqueEmail('nojs')
    await page.getByLabel('Full name').fill('Plain Form')
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('plain-form-pass-42')
    await page.getByRole('button', { name: 'Create account' }).click()
    // Nobody is signed in until the address is confirmed (decision 050).
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
    await expect(page.getByText(`We have sent a link to ${email}.`)).toBeVisible()
    // The link's button posts as a plain form too: it signs in and goes on where the person was going.
    const link = await openSignUpLink(page, email)
    await expect(page).toHaveURL(/\/account-settings\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/account/i)
    // Used once: opened again, the page says so instead of signing anyone in.
    await page.goto(`${link.pathname}${link.search}`)
    await page.getByRole('button', { name: 'Confirm my email address' }).click()
    await expect(page).toHaveURL(/\/account\/verify-email\/\?token=[\w-]+&outcome=/)
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('This link has expired or has already been used.')
  })

  test('Without JavaScript, a wrong password is told on the form, which keeps the email; the right one signs in', async ({
    page,
    browser,
  }) => {
    // An account made with scripts on, as most are.
    const email = uniqueEmail('nojs-signin')
    await createAccountOverApi(browser, { fullName: 'Plain Sign In', email, password: 'plain-signin-pass-42' })

    await page.goto('/signin/?referrer=%2Faccount-settings%2F')
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await expect(page.getByLabel('Email address')).toHaveValue(email)
    await expect(page.getByLabel('Password')).toHaveValue('')

    await page.getByLabel('Password').fill('plain-signin-pass-42')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/account-settings\/$/)
  })

  test('A form posted without its CSRF token field is sent back to try again, not signed in', async ({
    page,
  }) => {
    await page.goto('/signin/')
    const origin = new URL(page.url()).origin
    const response = await page.request.post('/signin/', {
      form: { email: 'someone@example.com', password: 'whatever-pass-1' },
      headers: { Origin: origin },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(303)
    await page.goto(response.headers()['location']!)
    await expect(page.getByRole('alert')).toHaveText('This page was open too long. Please try again.')
    await expect(page.getByLabel('Email address')).toHaveValue('someone@example.com')
  })

  test('Contact us takes a message without JavaScript: errors beside their fields, then a confirmation', async ({
    page,
  }) => {
    await page.goto('/help/en-us/contact-us/')
    const form = page.getByRole('form', { name: 'Contact us' })
    await form.getByLabel('Your name').fill('Ada Visitor')
    await form.getByLabel('Email address').fill('ada@')
    await form.getByLabel('Your message').fill('Hi')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Enter a valid email address.')).toBeVisible()
    await expect(page.getByText('Tell us a little more: at least 10 characters.')).toBeVisible()
    // What was typed is still there.
    await expect(form.getByLabel('Your name')).toHaveValue('Ada Visitor')

    await form.getByLabel('Email address').fill(uniqueEmail('contact'))
    await form.getByLabel('What is it about?').selectOption({ label: 'Events I organize' })
    await form.getByLabel('Your message').fill('How do I add a second date to my workshop?')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible()
    // The bare page starts clean again.
    await page.goto('/help/en-us/contact-us/')
    await expect(page.getByRole('form', { name: 'Contact us' }).getByLabel('Your name')).toHaveValue('')
  })
})

test('What the server tells a plain form (errors, confirmation) is accessible', async ({ page }) => {
  await page.goto('/signin/signup')
  const origin = new URL(page.url()).origin
  const csrftoken = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value
  const refused = await page.request.post('/signin/signup/?referrer=%2F', {
    form: { csrftoken, fullName: '', email: '', password: '' },
    headers: { Origin: origin },
    maxRedirects: 0,
  })
  await page.goto(refused.headers()['location']!)
  await expect(page.getByText('Enter your email address.', { exact: true })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await page.goto('/signin/')
  const wrong = await page.request.post('/signin/?referrer=%2F', {
    form: { csrftoken, email: 'nobody@example.com', password: 'wrong-pass-1' },
    headers: { Origin: origin },
    maxRedirects: 0,
  })
  await page.goto(wrong.headers()['location']!)
  await expect(page.getByText('That email and password do not match an account.')).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  // A mailed link's Confirm button posted as a plain form, with a link that is not (or no longer) valid.
  const unknown = await page.request.post('/account/verify-email/?token=not-a-real-link', {
    form: { csrftoken, token: 'not-a-real-link' },
    headers: { Origin: origin },
    maxRedirects: 0,
  })
  await page.goto(unknown.headers()['location']!)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This link has expired or has already been used.')
  await expect(page.getByRole('button', { name: 'Confirm my email address' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  // The Contact us form is a plain form whether or not scripts run.
  await page.goto('/help/en-us/contact-us/')
  await expectNoSeriousAxeViolations(page)
  const form = page.getByRole('form', { name: 'Contact us' })
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Enter your name.')).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await form.getByLabel('Your name').fill('Axe Visitor')
  await form.getByLabel('Email address').fill(uniqueEmail('contact-axe'))
  await form.getByLabel('Your message').fill('Checking the confirmation reads well.')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})
