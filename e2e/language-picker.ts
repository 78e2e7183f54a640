import type { Page } from 'playwright-core';
import { pickOption, waitForText, type OpenPage } from './browser';
import { heading, type Account, type BrowserSuite, type SignInTab } from './suite';

/**
 * Picks a language in the header's picker; done once the page says it is in that language (`<html lang>`). The
 * switch saves the choice and loads the page's catalogs first, which takes seconds on a loaded machine: each try
 * waits up to 15 s for it before it counts the click as lost.
 */
export async function pickLanguage(page: Page, name: 'English' | 'Español'): Promise<void> {
  const lang = name === 'English' ? 'en' : 'es';
  const option = page.locator('.ant-select-item-option', { hasText: name });
  await pickOption(page, page.getByTestId('language-picker').first(), option, page.locator(`html[lang="${lang}"]`), 4, 15_000);
}

/** A role's home and its page heading in each language. */
export interface Home {
  path: string;
  english: string;
  spanish: string;
}

export const STUDENT_HOME: Home = { path: '/student', english: 'Student Dashboard', spanish: 'Panel del estudiante' };
export const COUNSELOR_HOME: Home = { path: '/counselor', english: 'Counselor Dashboard', spanish: 'Panel del consejero' };

interface SpanishOpening {
  /** How long each heading may take to show (a page load on a loaded machine); waitForText's own default otherwise. */
  timeout?: number;
  /** What the test checks on the English home before the switch. */
  inEnglish?: (page: Page) => Promise<void>;
}

/**
 * The language tests' opening: a fresh page signed in as `account`, its home read in English, then Spanish picked
 * in the header and the home's heading read in Spanish.
 */
export async function signedInInSpanish(suite: BrowserSuite, account: Account, tab: SignInTab, home: Home, opening: SpanishOpening = {}): Promise<OpenPage> {
  const session = await suite.signedIn(account, tab, home.path);
  await waitForText(heading(session.page), home.english, opening.timeout);
  await opening.inEnglish?.(session.page);
  await pickLanguage(session.page, 'Español');
  await waitForText(heading(session.page), home.spanish, opening.timeout);
  return session;
}
