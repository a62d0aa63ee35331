import { describe, expect, it } from 'vitest';
import { browserHarnessForFile, capture, pageJson, seriousA11yViolations, visit } from './harness.js';

/**
 * The growth calculator in Chromium against the real stack: a signed-in parent (one baby, born
 * 120 days ago) calculates WHO percentiles for the baby, saves the measurement, sees it on the
 * weight chart over the WHO curves, and finds it there again after a reload.
 */
const h = browserHarnessForFile();

describe('growth calculator', () => {
  it('calculates WHO percentiles, saves the measurement and draws it on the chart after a reload', async () => {
    const { page, errors } = await h.signedInParent('growth-browser@example.com');
    await visit(page, '/tools/growth-calculator');
    await page.getByRole('heading', { name: 'Growth Percentile Calculator' }).waitFor();
    // Without a result, the how-to card and the disclaimer show.
    await page.getByRole('heading', { name: 'How to use the growth calculator' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Medical disclaimer' }).innerText()).toMatch(
      /not a diagnosis/,
    );

    // The baby is chosen and its birth date filled in from the profile.
    const [child] = await pageJson<Array<{ id: number; dateOfBirth: string }>>(
      page,
      'GET',
      '/api/child-profiles',
    );
    expect(await page.getByLabel('Birth date (optional)').inputValue()).toBe(child!.dateOfBirth.slice(0, 10));

    const calculate = page.getByRole('button', { name: 'Calculate Percentiles' });
    expect(await calculate.isDisabled()).toBe(true);
    await page.getByText('Girl', { exact: true }).click();
    await page.getByLabel('Weight (lbs)').fill('14');
    await page.getByLabel('Height/Length (cm)').fill('61');
    expect(await calculate.isDisabled()).toBe(true);
    await page.getByLabel('Head circumference (cm)').fill('40');
    expect(await calculate.isDisabled()).toBe(false);
    // Under 2 years the length is taken lying down unless the parent says otherwise.
    expect(await page.getByLabel('Lying down (length)').isChecked()).toBe(true);

    await calculate.click();
    await page.getByRole('button', { name: 'Calculating...' }).waitFor();
    const result = page.getByRole('region', { name: /growth results/ });
    await result.waitFor({ timeout: 5000 });
    const text = await result.innerText();
    expect(text).toMatch(/WHO Child Growth Standards/);
    expect(text).toMatch(/Age: [34] months/);
    expect(await result.locator('[data-measure] [data-percentile]').count()).toBe(3);
    expect(await result.locator('[data-measure="weight"] [data-percentile]').innerText()).toMatch(
      /^\d+(st|nd|rd|th) percentile$/,
    );
    expect(text).toMatch(/Interpretation/);
    expect(text).toMatch(/Recommendations/);

    const weightChart = page.locator('[data-growth-chart="weight"]');
    await weightChart.waitFor();
    expect(await weightChart.locator('[data-growth-point]').count()).toBe(0);

    await result.getByRole('button', { name: /Save measurement to .*'s chart/ }).click();
    await result.getByRole('button', { name: 'Saved' }).waitFor();
    await expect.poll(() => weightChart.locator('[data-growth-point]').count()).toBe(1);
    const saved = await pageJson<Array<{ weightKg: number; lengthCm: number; headCm: number }>>(
      page,
      'GET',
      `/api/growth/${child!.id}`,
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]!.weightKg).toBeCloseTo(14 * 0.45359237, 3);
    expect(saved[0]).toMatchObject({ lengthCm: 61, headCm: 40 });

    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.reload();
    // Choosing Girl saved it to the child's profile (issue 22 point 7): the charts need no asking.
    await page.locator('[data-growth-chart="weight"] [data-growth-point]').first().waitFor();
    expect(await page.getByRole('radio', { name: 'Girl', exact: true }).isChecked()).toBe(true);
    expect(await page.locator('[data-growth-chart="weight"] [data-growth-point]').count()).toBe(1);
    expect(await page.locator('[data-growth-list] li').count()).toBe(1);
    // The same point on the head circumference chart.
    await page.getByRole('tab', { name: 'Head' }).click();
    expect(await page.locator('[data-growth-chart="head"] [data-growth-point]').count()).toBe(1);

    await capture(page, 'growth-calculator');
    expect(errors).toEqual([]);
  });

  it('uses the reference table without a birth date and says so', async () => {
    const { page, errors } = await h.signedInParent('growth-reference@example.com');
    await visit(page, '/tools/growth-calculator');
    await page.getByLabel('Child', { exact: true }).selectOption('');
    await page.getByLabel('Birth date (optional)').fill('');
    await page.getByText('Boy', { exact: true }).click();
    await page.getByLabel('Weight unit').selectOption('kg');
    await page.getByLabel('Weight (kg)').fill('10');
    await page.getByLabel('Height/Length (cm)').fill('70');
    await page.getByLabel('Head circumference (cm)').fill('44');
    await page.getByRole('button', { name: 'Calculate Percentiles' }).click();
    const result = page.getByRole('region', { name: /growth results/ });
    await result.waitFor({ timeout: 5000 });
    const text = await result.innerText();
    expect(text).toMatch(/Reference table \(no birth date\)/);
    // 10 kg = 22.05 lb: above p50 (22), at or below p75 → 75th; 70 cm → 50th; 44 cm → 50th.
    expect(await result.locator('[data-measure] [data-percentile]').allInnerTexts()).toEqual([
      '75th percentile',
      '50th percentile',
      '50th percentile',
    ]);
    expect(text).toMatch(/within the normal range/);
    expect(await result.getByRole('button', { name: /Save measurement/ }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
