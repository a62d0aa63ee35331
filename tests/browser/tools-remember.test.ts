import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  browserHarnessForFile,
  capture,
  devSignIn,
  PHONE,
  pageApi,
  pageJson,
  seriousA11yViolations,
  settle,
  visit,
} from './harness.js';

/**
 * Tools remember the child (issue 22 point 7), in Chromium at 1280 and 390 px against the real
 * stack: the sex asked in onboarding reaches the growth calculator, a sex chosen there is saved
 * and survives a reload, weight plots in lb with the percentile labels inside a phone screen; the
 * due date is saved to the pregnancy profile; the milestone tracker has one current stage, tabs
 * that scroll with a hint and a note that offers to tick its milestone; a feed entered by hand
 * starts at now minus its minutes, and the save shows a toast on a phone.
 */
const h = browserHarnessForFile();

const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

interface Kid {
  id: number;
  name: string;
  sex: string | null;
  dateOfBirth: string | null;
  currentStage: string;
  ageLabel: string | null;
}

/** Every element matching `selector` ends inside the viewport's width. */
async function rightEdges(page: Page, selector: string): Promise<number[]> {
  return page.$$eval(selector, (els) => els.map((e) => e.getBoundingClientRect().right));
}

describe('tools remember the child', () => {
  it('growth: the sex from onboarding and from the calculator is remembered; lb plotting fits a phone', async () => {
    const { page, errors } = await h.newPage();
    await page.goto('/login');
    await devSignIn(page, 'remember-growth@example.com', 'Robin');
    await page.goto('/app');
    await page.getByText('What best describes you?').waitFor();
    await page.getByRole('radio', { name: /Already a parent/ }).click();
    await page.getByRole('button', { name: /Continue/ }).click();
    await page.getByRole('radio', { name: '2' }).click();
    await page.getByRole('button', { name: /Continue/ }).click();
    await page.getByLabel('Child 1 name').fill('Maya');
    await page.getByLabel('Child 1 birth date').fill(isoDay(-150));
    await page.getByLabel('Child 1 sex (optional)').selectOption('girl');
    await page.getByLabel('Child 2 name').fill('Leo');
    await page.getByLabel('Child 2 birth date').fill(isoDay(-400));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /Continue/ }).click();
    await page.getByRole('checkbox', { name: /Daily routines/ }).click();
    await page.getByRole('button', { name: /Continue/ }).click();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.getByText('What best describes you?').waitFor({ state: 'detached' });
    // The wizard may close before the onboarding answer is in: wait for both profiles.
    let kids: Kid[] = [];
    await expect
      .poll(async () => (kids = await pageJson<Kid[]>(page, 'GET', '/api/child-profiles')).length)
      .toBe(2);
    expect(kids.map((k) => [k.name, k.sex])).toEqual([
      ['Maya', 'girl'],
      ['Leo', null],
    ]);
    const [maya, leo] = kids as [Kid, Kid];
    // A saved weight for Maya, 7 kg.
    expect(
      await pageApi(page, 'POST', `/api/growth/${maya.id}`, {
        measuredOn: isoDay(-1),
        weightKg: 7,
        lengthCm: 63,
        headCm: 41,
      }),
    ).toBe(201);

    await visit(page, '/tools/growth-calculator');
    await page.getByRole('heading', { name: 'Growth Percentile Calculator' }).waitFor();
    // Maya's sex came from onboarding: chosen, and her chart drawn, without asking.
    // (Polled: the profile arrives after the heading, later on a busy machine.)
    await expect.poll(() => page.getByRole('radio', { name: 'Girl', exact: true }).isChecked()).toBe(true);
    const chart = page.locator('[data-growth-chart="weight"] svg');
    await chart.waitFor();
    // The parent weighs in lbs (the form's default): the chart is in lb.
    expect(await chart.getAttribute('data-chart-unit')).toBe('lb');
    expect(
      await page.locator('[data-growth-chart="weight"] [data-growth-point] title').textContent(),
    ).toMatch(/: 15\.43 lb$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Leo has no sex on record: choosing it in the calculator saves it.
    await page.getByLabel('Child', { exact: true }).selectOption(String(leo.id));
    expect(await page.getByRole('radio', { name: 'Boy', exact: true }).isChecked()).toBe(false);
    await page.getByText('Boy', { exact: true }).click();
    await page.getByText('Saved to the child profile', { exact: true }).waitFor();
    await expect
      .poll(
        async () =>
          (await pageJson<Kid[]>(page, 'GET', '/api/child-profiles')).find((k) => k.id === leo.id)?.sex,
      )
      .toBe('boy');
    await page.reload();
    await page.getByLabel('Child', { exact: true }).selectOption(String(leo.id));
    await expect.poll(() => page.getByRole('radio', { name: 'Boy', exact: true }).isChecked()).toBe(true);

    // Back to Maya on a phone: the chart fits and its right-hand labels are on the screen.
    await page.getByLabel('Child', { exact: true }).selectOption(String(maya.id));
    await page.setViewportSize(PHONE);
    await page.locator('[data-growth-chart="weight"] svg').scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page.locator('[data-growth-chart="weight"] svg').evaluate((e) => e.getBoundingClientRect().width),
      )
      .toBeLessThanOrEqual(PHONE.width - 32);
    const labels = await rightEdges(page, '[data-growth-chart="weight"] svg text');
    expect(labels.length).toBeGreaterThan(5);
    for (const right of labels) expect(right).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await capture(page, 'growth-remembers-child');
    expect(errors).toEqual([]);
  });

  it("due date: the result is saved as the pregnancy profile's due date", async () => {
    const { page, errors } = await h.newPage();
    await page.goto('/login');
    await devSignIn(page, 'remember-due@example.com', 'Alex');
    expect(
      await pageApi(page, 'POST', '/api/onboarding', {
        userStage: 'currently_pregnant',
        trimester: 'first',
        interests: ['Nutrition'],
      }),
    ).toBe(200);
    await visit(page, '/tools/due-date-calculator');
    await page.getByLabel('First day of your last period').fill(isoDay(-70));
    await page.getByRole('button', { name: 'Calculate Due Date' }).click();
    const due = await page.getByTestId('due-date-value').innerText();
    await page.getByRole('button', { name: "Save as Baby's due date" }).click();
    await page.getByText("Saved as Baby's due date").waitFor();
    await page.getByText(`Baby's due date is now ${due}.`).first().waitFor();
    const [baby] = await pageJson<Kid[]>(page, 'GET', '/api/child-profiles');
    expect(baby!.dateOfBirth!.slice(0, 10)).toBe(isoDay(-70 + 280));
    expect(baby).toMatchObject({ currentStage: 'pregnant-1st', ageLabel: '10 weeks pregnant' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await capture(page, 'due-date-saved-to-profile');
    expect(errors).toEqual([]);
  });

  it('milestones: one current stage, tabs that scroll with a hint, a note that offers to tick', async () => {
    // A baby born 120 days ago is within 2 months of both the 2 and the 4 month stages.
    const { page, errors } = await h.signedInParent('remember-milestones@example.com');
    const [kid] = await pageJson<Kid[]>(page, 'GET', '/api/child-profiles');
    const data = await pageJson<{
      stages: Array<{ id: string; status: string; milestones: Array<{ id: string; description: string }> }>;
      currentStageId: string;
    }>(page, 'GET', `/api/milestones/${kid!.id}`);
    expect(data.stages.filter((s) => s.status === 'current').length).toBeGreaterThan(1);
    const current = data.stages.find((s) => s.id === data.currentStageId)!;
    const noted = current.milestones[0]!;
    expect(
      await pageApi(page, 'POST', '/api/milestones/toggle', {
        childProfileId: kid!.id,
        milestoneId: noted.id,
        isAchieved: false,
        notes: 'Did it at bath time today',
      }),
    ).toBe(200);

    await page.setViewportSize(PHONE);
    await visit(page, '/tools/milestone-tracker');
    const tabs = page.getByRole('tablist', { name: 'Age stages' });
    await tabs.waitFor();
    expect(await tabs.getByText('(current stage)').count()).toBe(1);
    expect(await page.getByRole('tabpanel').getByText('Current stage', { exact: true }).count()).toBe(1);
    // At 390 px the tabs do not fit: a hint and an arrow say so, and the arrow scrolls them.
    const hint = page.getByTestId('stage-scroll-hint');
    await expect.poll(() => hint.isVisible()).toBe(true);
    expect(await hint.innerText()).toMatch(/More stages .*swipe the tabs or use the arrows/);
    const scroller = page.locator('[data-stage-scroller]');
    const before = await scroller.evaluate((e) => e.scrollLeft);
    await page.getByRole('button', { name: 'Later stages' }).click();
    await expect.poll(() => scroller.evaluate((e) => e.scrollLeft)).toBeGreaterThan(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The note offers to tick its milestone.
    const item = page.getByTestId(`milestone-${noted.id}`);
    await item.getByText('Did it at bath time today').waitFor();
    await item.getByRole('button', { name: `Mark as achieved: “${noted.description}”` }).click();
    await page.getByText('Milestone Updated', { exact: true }).waitFor();
    await expect.poll(() => item.getByRole('checkbox').getAttribute('aria-checked')).toBe('true');
    expect(await item.getByText('Did it at bath time today').count()).toBe(1);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'milestones-one-current-stage');
    expect(errors).toEqual([]);
  });

  it('feeding: a hand-entered feed starts at now minus its minutes; the save shows a toast on a phone', async () => {
    const { page, errors } = await h.signedInParent('remember-feeding@example.com');
    const [kid] = await pageJson<Kid[]>(page, 'GET', '/api/child-profiles');
    await page.setViewportSize(PHONE);
    await visit(page, '/tools/feeding-tracker');
    await page.getByLabel('Minutes').fill('25');
    await page.getByRole('button', { name: 'Save feed' }).click();
    const toast = page.getByText('Feed saved', { exact: true });
    await toast.waitFor();
    const box = (await toast.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    const log = await pageJson<{ entries: Array<{ startedAt: string; durationSeconds: number }> }>(
      page,
      'GET',
      `/api/feeding/${kid!.id}?days=7&tz=UTC`,
    );
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]!.durationSeconds).toBe(1500);
    expect(Math.abs(Date.parse(log.entries[0]!.startedAt) - (Date.now() - 25 * 60_000))).toBeLessThan(60_000);
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/screenshots/feeding-hand-entered-toast-phone.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'feeding-hand-entered');
    expect(errors).toEqual([]);
  });
});
