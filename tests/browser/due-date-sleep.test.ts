import { describe, expect, it } from 'vitest';
import { browserHarnessForFile, capture, seriousA11yViolations, visit } from './harness.js';

/**
 * Issue 9 points 4 and 5 in Chromium against the real stack: the guarded due date calculator
 * (conception date, the empty-date toast), the public sleep schedule generator and the public
 * parenting phase calculator, signed out and signed in.
 */
const h = browserHarnessForFile();

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The browser's local today shifted by whole days, as 'yyyy-mm-dd' (same machine, same zone). */
function localDay(offsetDays: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
/** 'yyyy-mm-dd' plus whole days, as 'MMM d, yyyy'. */
function plusDaysLabel(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

describe('due date calculator', () => {
  it('is behind the sign-in card for a signed-out visitor', async () => {
    const { page } = await h.newPage();
    await visit(page, '/tools/due-date-calculator');
    await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Conception date' }).count()).toBe(0);
  });

  it('gives a signed-in parent the due date 266 days after a conception date, and an empty date shows the error toast', async () => {
    const { page, errors } = await h.signedInParent('due-date-parent@example.com');
    await visit(page, '/tools/due-date-calculator');
    await page.getByRole('heading', { name: 'Due Date Calculator' }).waitFor();
    expect(await page.title()).toBe('Due Date Calculator · NestKeep');

    // Empty: the spec's error toast, no result.
    await page.getByRole('tab', { name: 'Conception Date' }).click();
    await page.getByRole('button', { name: 'Calculate Due Date' }).click();
    await page.getByText('Please enter a date', { exact: true }).waitFor();
    await page
      .getByText('Select your last menstrual period or conception date to calculate.', { exact: true })
      .waitFor();
    expect(await page.getByTestId('due-date-results').count()).toBe(0);

    // The date input cannot go past today.
    const input = page.getByRole('textbox', { name: 'Conception date' });
    expect(await input.getAttribute('max')).toBe(localDay(0));

    const conception = localDay(-100); // 114 days from the LMP: 16 weeks 2 days, 2nd trimester
    await input.fill(conception);
    await page.getByRole('button', { name: 'Calculate Due Date' }).click();
    await page.getByText('Due date calculated!', { exact: true }).waitFor();
    expect(await page.getByTestId('due-date-value').innerText()).toBe(plusDaysLabel(conception, 266));
    expect(await page.getByTestId('trimester-badge').innerText()).toBe('2nd Trimester');
    const results = page.getByTestId('due-date-results');
    expect(await results.innerText()).toContain('16 weeks, 2 days');
    expect(await results.innerText()).toContain('24 weeks');
    expect(await page.getByTestId('week-card').innerText()).toContain('Week 16');
    expect(await page.getByTestId('trimester-card-2').innerText()).toContain('Current');
    expect(await page.getByTestId('trimester-card-1').innerText()).not.toContain('Current');
    expect(await page.getByTestId('key-dates').innerText()).toContain('Anatomy scan');
    const cta = page.getByRole('link', { name: /Open NestKeep/ });
    expect(await cta.getAttribute('href')).toBe('/app');
    expect(await cta.getAttribute('target')).toBe('_blank');

    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'due-date-conception');

    // A future date is refused with a message and does not replace the result.
    await page.getByRole('tab', { name: 'Last Menstrual Period' }).click();
    await page.getByRole('textbox', { name: 'First day of your last period' }).fill(localDay(2));
    await page.getByRole('button', { name: 'Calculate Due Date' }).click();
    await page.getByText('The date cannot be after today.', { exact: true }).waitFor();

    // IVF: a day-5 transfer is due 261 days later.
    await page.getByRole('tab', { name: 'IVF Transfer' }).click();
    const transfer = localDay(-30);
    await page.getByRole('textbox', { name: 'Embryo transfer date' }).fill(transfer);
    await page.getByRole('radio', { name: /Day-5 embryo/ }).check();
    await page.getByRole('button', { name: 'Calculate Due Date' }).click();
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="due-date-value"]')?.textContent === expected,
      plusDaysLabel(transfer, 261),
    );
    expect(errors).toEqual([]);
  });
});

describe('sleep schedule generator', () => {
  it('builds a signed-out visitor a day plan with naps and bedtime, and states its ranges', async () => {
    const { page, errors } = await h.newPage();
    await visit(page, '/tools/sleep-schedule');
    await page.getByRole('heading', { name: 'Sleep Schedule Generator' }).waitFor();
    expect(await page.title()).toBe('Baby Sleep Schedule Generator · NestKeep');

    await page.getByRole('button', { name: 'Create Schedule' }).click();
    await page
      .getByRole('alert')
      .getByText(/Enter your child’s age/)
      .waitFor();

    await page.getByLabel('Age in months').fill('9');
    await page.getByLabel('Usual wake-up time').fill('07:00');
    await page.getByRole('button', { name: 'Create Schedule' }).click();
    const plan = page.getByTestId('sleep-plan');
    await plan.waitFor();
    expect(await page.getByRole('heading', { name: 'A day plan for 9-12 months' }).count()).toBe(1);
    expect(await page.getByTestId('sleep-nap').allInnerTexts()).toEqual([
      expect.stringContaining('9:30 AM - 11:00 AM'),
      expect.stringContaining('2:00 PM - 3:15 PM'),
    ]);
    expect(await page.getByTestId('sleep-bedtime').innerText()).toContain('6:45 PM');
    expect(await page.getByTestId('sleep-total-range').innerText()).toContain('12-16 hours');
    expect(await plan.innerText()).toContain('Not medical advice');

    // A late wake-up at 14 months drops a nap and holds bedtime at 8:30 PM.
    await page.getByLabel('Age in months').fill('14');
    await page.getByLabel('Usual wake-up time').fill('09:30');
    await page.getByRole('button', { name: 'Create Schedule' }).click();
    await page.getByRole('heading', { name: 'A day plan for 12-18 months' }).waitFor();
    expect(await page.getByTestId('sleep-nap').count()).toBe(1);
    expect(await page.getByTestId('sleep-bedtime').innerText()).toContain('8:30 PM');
    expect(await plan.innerText()).toContain('one nap keeps bedtime from running late');

    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'sleep-schedule');
    expect(errors).toEqual([]);
  });

  it('starts a signed-in parent from the active child’s birth date', async () => {
    const { page } = await h.signedInParent('sleep-parent@example.com');
    await visit(page, '/tools/sleep-schedule');
    await page.getByText(/Filled in from/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Birth date' }).inputValue()).toBe(localDay(-120));
    await page.getByRole('button', { name: 'Create Schedule' }).click();
    // 120 days is 3 or 4 calendar months, by the months it spans.
    await page.getByRole('heading', { name: /^A day plan for (3-4|4-6) months$/ }).waitFor();
  });
});

describe('parenting phase calculator', () => {
  it('shows a signed-out visitor the phase of a due date and of a birthday, with what it brings', async () => {
    const { page, errors } = await h.newPage();
    await visit(page, '/tools/phase-calculator');
    await page.getByRole('heading', { name: 'Parenting Phase Calculator' }).waitFor();

    const input = page.getByLabel('Due date or birthday');
    await input.fill(localDay(20 * 7)); // 20 weeks ahead: second trimester
    expect(await page.getByTestId('phase-label').innerText()).toBe('Pregnant (2nd Trimester)');
    expect(await page.getByTestId('phase-result').innerText()).toContain('What this phase usually brings');
    expect(await page.getByTestId('phase-result').innerText()).toContain('Read as a due date');

    await input.fill(localDay(-400)); // about 13 months old
    expect(await page.getByTestId('phase-label').innerText()).toBe('Toddler (1-3 years)');
    expect(await page.getByTestId('phase-result').innerText()).toContain('13 months old');
    const signUp = page.getByRole('link', { name: 'Sign up free to save tips for this phase' });
    expect(await signUp.getAttribute('href')).toBe('/signup?redirect=%2Fapp');

    await input.fill(localDay(-3)); // born three days ago: a newborn
    expect(await page.getByTestId('phase-label').innerText()).toBe('Newborn (0-3 months)');

    expect(await seriousA11yViolations(page)).toEqual([]);
    await capture(page, 'phase-calculator');
    expect(errors).toEqual([]);
  });

  it('shows a signed-in parent the active child’s phase', async () => {
    const { page } = await h.signedInParent('phase-parent@example.com');
    await visit(page, '/tools/phase-calculator');
    await page.getByTestId('phase-label').waitFor();
    expect(await page.getByTestId('phase-label').innerText()).toBe('Infant (3-12 months)');
    expect(await page.getByLabel('Due date or birthday').inputValue()).toBe(localDay(-120));
  });
});
