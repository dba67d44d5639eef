import type { Locator, Page } from '@playwright/test';
import { expect, newSignedUpUser, test } from '../support/fixtures.ts';

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };
/** The bottom tab bar's height on a phone; a desktop has the navigation at the side. */
const tabBarHeight = 64;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).toBeTruthy();
  return found!;
}

async function ask(page: Page, question: string) {
  const field = page.getByRole('textbox', { name: 'Deine Frage' });
  await field.fill(question);
  await field.press('Enter');
  const log = page.getByRole('log', { name: 'Gespräch mit der KI' });
  await expect(log).toContainText(question);
  await expect(log).toHaveAttribute('aria-busy', 'false');
}

/** The question field's form, which is to stay on screen, above the tab bar on a phone. */
const composer = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Deine Frage' }) });

/** Each bubble of the conversation: the questions and the answers. */
const bubbles = (page: Page) =>
  page.getByRole('log', { name: 'Gespräch mit der KI' }).locator(':scope > ol > li');

async function expectComposerAtTheBottom(page: Page, viewport: { height: number }) {
  const form = await box(composer(page));
  const bottom = viewport.height - (viewport === phone ? tabBarHeight : 0);
  expect(form.y + form.height).toBeLessThanOrEqual(bottom);
  // At the bottom edge (with the little room left above the tab bar), not somewhere above it.
  expect(bottom - (form.y + form.height)).toBeLessThanOrEqual(40);
}

/** Records how the page scrolls itself, to see whether it glides or jumps. */
async function recordScrolling(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { scrollCalls: string[] }).scrollCalls = calls;
    const original = window.scrollTo.bind(window);
    window.scrollTo = ((options?: ScrollToOptions | number, y?: number) => {
      calls.push(typeof options === 'object' ? (options.behavior ?? 'auto') : 'auto');
      if (typeof options === 'object') original(options);
      else original(options ?? 0, y ?? 0);
    }) as typeof window.scrollTo;
  });
}

const scrollCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { scrollCalls: string[] }).scrollCalls);

for (const viewport of [phone, desktop]) {
  test.describe(`/assistant at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('each new answer starts on screen, above the question field that stays at the bottom', async ({
      userPage: page,
    }) => {
      // Three streamed answers on a busy runner: more than one default budget.
      test.setTimeout(90_000);
      await recordScrolling(page);
      await page.goto('/assistant');
      await expect(page.getByRole('heading', { level: 1, name: 'Frag unsere KI' })).toBeVisible();
      // Before the first question the field already stands at the bottom.
      await expectComposerAtTheBottom(page, viewport);

      for (const question of [
        'Was ist ein duales Studium?',
        'Wer bietet Bäcker/in an?',
        'Was ist ein duales Studium?',
      ]) {
        await ask(page, question);
        const answer = bubbles(page).last();
        await expect(answer).toContainText('KI');
        // The page follows the answer: its start is between the top and the question field.
        await expect(async () => {
          const start = (await box(answer)).y;
          const form = await box(composer(page));
          expect(start).toBeGreaterThanOrEqual(0);
          expect(start).toBeLessThan(form.y - 40);
        }).toPass();
        await expectComposerAtTheBottom(page, viewport);
      }
      // Motion was allowed: the page glided, in many small steps, rather than jumped.
      expect((await scrollCalls(page)).length).toBeGreaterThan(3);

      // The glide to the last answer has come to rest (two reads a frame apart agree) ...
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              new Promise<boolean>((resolve) => {
                const before = window.scrollY;
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => resolve(window.scrollY === before)),
                );
              }),
          ),
        )
        .toBe(true);
      // ... and reading back up with the mouse wheel, the field stays at hand.
      await page.mouse.move(viewport.width / 2, viewport.height / 3);
      await page.mouse.wheel(0, -20_000);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Frag unsere KI' }),
      ).toBeInViewport();
      await expectComposerAtTheBottom(page, viewport);

      const field = await box(page.getByRole('textbox', { name: 'Deine Frage' }));
      const log = await box(page.getByRole('log', { name: 'Gespräch mit der KI' }));
      if (viewport === desktop) {
        // A column that reads well beside the navigation, not a field across the screen.
        expect(field.width).toBeLessThanOrEqual(760);
        expect(log.width).toBeLessThanOrEqual(760);
      } else {
        expect(log.width).toBeGreaterThan(330);
      }
    });
  });
}

/** How far the page is scrolled. */
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Where the page follows the latest answer to: its question near the top, or the page's end. */
const glideTarget = (page: Page) =>
  page.evaluate(() => {
    const questions = document.querySelectorAll('[role="log"] > ol > li');
    const question = questions[questions.length - 2]!;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    return Math.min(end, question.getBoundingClientRect().top + window.scrollY - 16);
  });

test.describe('/assistant while gliding to a new answer', () => {
  test.use({ viewport: phone });

  test('the mouse wheel turned during the glide wins at once, and the page stays there', async ({
    userPage: page,
  }) => {
    test.setTimeout(90_000);
    // The page's frames run on a clock the test holds: the glide moves only when it lets them.
    await page.clock.install();
    await page.goto('/assistant');
    await ask(page, 'Was ist ein duales Studium?');
    await ask(page, 'Wer bietet Bäcker/in an?');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);

    const before = await scrollY(page);
    await ask(page, 'Was ist ein duales Studium?');
    const target = await glideTarget(page);
    expect(target).toBeGreaterThan(before + 200);
    // A few frames into the glide: on its way, not there yet.
    await page.clock.runFor(80);
    const gliding = await scrollY(page);
    expect(gliding).toBeGreaterThan(before);
    expect(gliding).toBeLessThan(target - 20);

    // The user turns the wheel back up while the page is still gliding down ...
    await page.mouse.move(phone.width / 2, phone.height / 3);
    await page.mouse.wheel(0, -150);
    let last = Number.NaN;
    await expect
      .poll(async () => {
        const now = await scrollY(page);
        const resting = now === last;
        last = now;
        return resting;
      })
      .toBe(true);
    const wentTo = await scrollY(page);
    expect(wentTo).toBeLessThan(gliding);
    // ... and however long the glide would have taken, the page stays where they went.
    await page.clock.runFor(2_000);
    expect(await scrollY(page)).toBe(wentTo);
  });
});

test.describe('/assistant with less motion asked for', () => {
  test.use({ viewport: phone, reducedMotion: 'reduce' });

  test('the page jumps to the answer instead of gliding', async ({ userPage: page }) => {
    test.setTimeout(60_000);
    await recordScrolling(page);
    await page.clock.install();
    await page.goto('/assistant');
    await ask(page, 'Was ist ein duales Studium?');
    // No frame of the page runs from here on: a glide would not move, a jump needs none.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    await ask(page, 'Wer bietet Bäcker/in an?');
    const answer = bubbles(page).last();
    const start = (await box(answer)).y;
    expect(start).toBeGreaterThanOrEqual(0);
    expect(start).toBeLessThan((await box(composer(page))).y);
    const calls = await scrollCalls(page);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls).not.toContain('smooth');
  });
});

test.describe('profiles', () => {
  test('on a desktop one’s own areas stand beside the profile', async ({ page, signedInUser }) => {
    await page.setViewportSize(desktop);
    await page.goto(`/profile/${signedInUser.userId}`);
    const about = page.getByRole('region', { name: 'Über mich' });
    const interests = page.getByRole('region', { name: 'Meine Interessen' });
    await expect(interests).toBeVisible();
    const [left, right] = [await box(about), await box(interests)];
    expect(right.x).toBeGreaterThanOrEqual(left.x + left.width);
    expect(right.y).toBeLessThan(desktop.height);
    // Neither column runs across the whole screen.
    expect(left.width).toBeLessThanOrEqual(700);
    expect(right.width).toBeLessThanOrEqual(700);
  });

  test('on a desktop someone else’s profile is one readable column', async ({
    page,
    request,
    signedInUser,
  }) => {
    void signedInUser;
    const other = await newSignedUpUser(request);
    await page.setViewportSize(desktop);
    await page.goto(`/profile/${other.userId}`);
    const about = page.getByRole('region', { name: 'Über mich' });
    await expect(about).toBeVisible();
    const section = await box(about);
    expect(section.width).toBeLessThanOrEqual(760);
    // Centred in the content area beside the navigation.
    const main = await box(page.getByRole('main'));
    const leftRoom = section.x - main.x;
    const rightRoom = main.x + main.width - (section.x + section.width);
    expect(Math.abs(leftRoom - rightRoom)).toBeLessThanOrEqual(2);
  });

  test('on a phone one’s own areas follow below the profile', async ({ page, signedInUser }) => {
    await page.setViewportSize(phone);
    await page.goto(`/profile/${signedInUser.userId}`);
    const about = page.getByRole('region', { name: 'Über mich' });
    const interests = page.getByRole('region', { name: 'Meine Interessen' });
    await expect(interests).toBeAttached();
    const [top, below] = [await box(about), await box(interests)];
    expect(below.y).toBeGreaterThan(top.y + top.height);
    expect(below.width).toBeGreaterThan(330);
  });
});

test.describe('the search dialog', () => {
  test('on a desktop it is wide and puts the kinds and the cards side by side', async ({
    userPage: page,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto('/search?q=pflege');
    const dialog = page.getByRole('dialog', { name: 'Suche' });
    const occupations = dialog.getByRole('region', { name: 'Berufe' });
    const jobs = dialog.getByRole('region', { name: 'Jobs' });
    await expect(jobs).toBeVisible();
    const sheet = await box(dialog);
    expect(sheet.width).toBeGreaterThan(900);
    expect(sheet.width).toBeLessThanOrEqual(1040);
    const [first, second] = [await box(occupations), await box(jobs)];
    expect(Math.abs(first.y - second.y)).toBeLessThanOrEqual(1);
    expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);

    // A tab's cards two by two.
    const occupationsTab = dialog.getByRole('tab', { name: /Berufe/ });
    await occupationsTab.click();
    // The switch goes through the URL: until it has rendered, 'Alle' is the panel on show.
    await expect(occupationsTab).toHaveAttribute('aria-selected', 'true');
    const cards = dialog.getByRole('tabpanel', { name: /Berufe/ }).getByRole('listitem');
    await expect(cards.nth(1)).toBeVisible();
    const [one, two] = [await box(cards.nth(0)), await box(cards.nth(1))];
    expect(Math.abs(one.y - two.y)).toBeLessThanOrEqual(1);
    expect(two.x).toBeGreaterThanOrEqual(one.x + one.width);
  });

  test('on a phone it fills the width and lists the kinds one under the other', async ({
    userPage: page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/search?q=pflege');
    const dialog = page.getByRole('dialog', { name: 'Suche' });
    const occupations = dialog.getByRole('region', { name: 'Berufe' });
    const jobs = dialog.getByRole('region', { name: 'Jobs' });
    await expect(jobs).toBeAttached();
    expect((await box(dialog)).width).toBe(phone.width);
    const [first, second] = [await box(occupations), await box(jobs)];
    expect(second.y).toBeGreaterThan(first.y + first.height);
  });
});
