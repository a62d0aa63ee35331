// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/hooks/use-toast';
import { AddChildDialog } from './add-child-dialog';
import { ChildProfileSetupDialog, detectStage } from './setup-dialog';

vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }));

const fetchMock = vi.fn();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function wrap(ui: React.ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const next = () => screen.getByRole('button', { name: /^next/i });
const dateIn = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(toast).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('stage detection', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('maps a date to a stage (part 2 §4)', () => {
    expect(detectStage('2027-11-22', now)).toBe('trying-to-conceive');
    expect(detectStage('2027-08-01', now)).toBe('pregnant-1st');
    expect(detectStage('2027-04-01', now)).toBe('pregnant-2nd');
    expect(detectStage('2026-12-01', now)).toBe('pregnant-3rd');
    expect(detectStage('2026-10-01', now)).toBe('newborn');
    expect(detectStage('2026-01-01', now)).toBe('infant');
    expect(detectStage('2024-06-01', now)).toBe('toddler');
    expect(detectStage('2021-06-01', now)).toBe('preschool');
    expect(detectStage('', now)).toBeUndefined();
  });
});

describe('child profile setup dialog', () => {
  it('enables Next per step, detects the stage from the date and creates an active profile', async () => {
    fetchMock.mockResolvedValue(json({ id: 1 }, 201));
    const onComplete = vi.fn();
    const onOpenChange = vi.fn();
    const client = wrap(<ChildProfileSetupDialog open onOpenChange={onOpenChange} onComplete={onComplete} />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(screen.getByRole('button', { name: /back/i }).hasAttribute('disabled')).toBe(true);
    expect(next().hasAttribute('disabled')).toBe(true);
    const nickname = screen.getByLabelText("Child's name or nickname");
    fireEvent.change(nickname, { target: { value: '   ' } });
    expect(next().hasAttribute('disabled')).toBe(true);
    fireEvent.blur(nickname);
    expect(await screen.findByText("Child's name is required")).toBeTruthy();
    fireEvent.change(nickname, { target: { value: 'Bean' } });
    expect(next().hasAttribute('disabled')).toBe(false);
    fireEvent.click(next());

    await screen.findByText('Step 2 of 5');
    const date = screen.getByLabelText('Due date or birthday');
    expect(date.getAttribute('type')).toBe('date');
    expect(date.getAttribute('min')).toBe('2020-01-01');
    expect(date.getAttribute('max')).toBe('2030-01-01');
    expect(next().hasAttribute('disabled')).toBe(true);
    fireEvent.change(date, { target: { value: dateIn(20 * 7) } });
    expect(next().hasAttribute('disabled')).toBe(false);
    fireEvent.click(next());

    await screen.findByText('Step 3 of 5');
    expect(screen.getByRole('radiogroup', { name: 'Parenting stage' })).toBeTruthy();
    const detected = screen.getByRole('radio', { name: /Pregnant \(2nd Trimester\)/ });
    expect(detected.getAttribute('aria-checked')).toBe('true');
    expect(detected.textContent).toContain('Detected');
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    fireEvent.click(screen.getByRole('radio', { name: /Pregnant \(3rd Trimester\)/ }));
    fireEvent.click(next());

    await screen.findByText('Step 4 of 5');
    expect(next().hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    fireEvent.click(next());

    await screen.findByText('Step 5 of 5');
    fireEvent.change(screen.getByLabelText('Your name (optional)'), { target: { value: 'Alex' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));

    await waitFor(() => expect(onComplete).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/child-profiles');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Bean',
      dateOfBirth: dateIn(20 * 7),
      currentStage: 'pregnant-3rd',
      sex: 'female',
      isActive: true,
    });
    expect(toast).toHaveBeenCalledWith({
      title: 'Profile Created',
      description: "Your child's profile has been set up successfully!",
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/child-profiles'] });
    expect(await screen.findByText('Step 1 of 5')).toBeTruthy();
  });

  it('detects a child stage from a past birthday and shows the server error on failure', async () => {
    fetchMock.mockResolvedValue(
      json({ error: 'bad_request', message: 'Date of birth cannot be in the future' }, 400),
    );
    wrap(<ChildProfileSetupDialog open onOpenChange={() => {}} />);
    fireEvent.change(screen.getByLabelText("Child's name or nickname"), { target: { value: 'Max' } });
    fireEvent.click(next());
    fireEvent.change(await screen.findByLabelText('Due date or birthday'), {
      target: { value: dateIn(-60) },
    });
    fireEvent.click(next());
    expect((await screen.findByRole('radio', { name: /Newborn/ })).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(next());
    fireEvent.click(await screen.findByRole('button', { name: /^next/i }));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Setup' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Date of birth cannot be in the future',
        variant: 'destructive',
      }),
    );
    expect(screen.getByText('Step 5 of 5')).toBeTruthy();
  });
});

describe('add-child dialog', () => {
  it('requires a name and a stage, refuses a future birth date and creates an inactive profile', async () => {
    fetchMock.mockResolvedValue(json({ id: 2 }, 201));
    const onOpenChange = vi.fn();
    wrap(<AddChildDialog open onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Child' }));
    expect(await screen.findByText("Child's name is required")).toBeTruthy();
    expect(screen.getByText('Current stage is required')).toBeTruthy();
    const stage = screen.getByLabelText('Current stage');
    expect(Array.from(stage.querySelectorAll('option')).map((o) => o.value)).toEqual([
      '',
      'trying-to-conceive',
      'pregnant-1st',
      'pregnant-2nd',
      'pregnant-3rd',
      'labor-birth',
      'postpartum-recovery',
      'newborn',
      'infant',
      'toddler',
      'preschooler',
    ]);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ivy' } });
    fireEvent.change(stage, { target: { value: 'toddler' } });
    const dob = screen.getByLabelText('Date of birth (optional)');
    expect(dob.getAttribute('max')).toBe(dateIn(0));
    fireEvent.change(dob, { target: { value: dateIn(3) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Child' }));
    expect(await screen.findByText('Date of birth cannot be in the future')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(dob, { target: { value: '2024-03-04' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Girl' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Child' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(JSON.parse((fetchMock.mock.calls[0][1] as RequestInit).body as string)).toEqual({
      name: 'Ivy',
      currentStage: 'toddler',
      dateOfBirth: '2024-03-04',
      sex: 'girl',
      isActive: false,
    });
    expect(vi.mocked(toast).mock.calls[0][0]).toMatchObject({ title: 'Child Profile Added' });
  });
});
