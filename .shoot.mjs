// Screenshots for the session note: signs in through /login and saves full pages.
import { chromium } from 'playwright-core';
const base = process.env.BASE;
const out = process.env.OUT ?? '/tmp/shots';
const shots = JSON.parse(process.env.SHOTS);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const { email, password, tab, paths } of shots) {
  const ctx = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await ctx.newPage();
  await page.goto('/login');
  if (tab === 'staff') await page.getByRole('tab', { name: 'Staff (Counselors/Admins)' }).click();
  const form = page.locator(`form#${tab}-sign-in`);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForTimeout(3000);
  for (const [p, name] of paths) {
    await page.goto(p);
    await page.waitForTimeout(5000);
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
    console.log('shot', name);
  }
  await ctx.close();
}
await browser.close();
