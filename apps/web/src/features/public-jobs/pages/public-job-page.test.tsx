import { OUR_MSG } from '@pp/contract/messages';
import { getPublicJob, type PublicJob } from '@pp/contract/public-jobs';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteEntryContext } from '../../../hooks/route-context.ts';
import type { ResolvedEntry } from '../../../lib/route-match.ts';
import { answer, fakeApi, Refusal } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import PublicJobPage from './public-job-page.tsx';

const JOB: PublicJob = {
  code: 'JOB123',
  title: 'Company Secretary (Listed)',
  companyName: 'ACME SECRETARIAL LTD',
  skill: ['Corporate Governance'],
  additionalQualification: [],
  qualification: ['ACS'],
  minExperienceInMonths: 12,
  maxExperienceInMonths: 36,
  minSalary: 600_000,
  maxSalary: 900_000,
  salaryCurrency: 'INR',
  location: ['Mumbai'],
  countryName: 'India',
  description: '<p>Secretarial compliance.</p>',
  createdOn: 1_780_000_000,
  jobType: 'Full Time',
  workCulture: 'Yes',
  role: ['Company Secretary'],
  industry: [],
  isMemberJob: true,
  appliedOn: null,
  open: true,
};

function renderPage(code: string) {
  const resolved = { entry: {}, params: { code } } as unknown as ResolvedEntry;
  return renderWithProviders(
    <RouteEntryContext.Provider value={resolved}>
      <PublicJobPage />
    </RouteEntryContext.Provider>,
    { route: `/jobs/${code}` },
  );
}

afterEach(() => localStorage.clear());

describe('PublicJobPage', () => {
  it("shows an open job as the public list does, and a visitor's Apply goes to the member login", async () => {
    fakeApi(answer(getPublicJob, () => JOB));
    const { user, location } = renderPage('JOB123');
    expect(await screen.findByRole('heading', { level: 1, name: JOB.title })).toBeTruthy();
    expect(screen.getByText('ACME SECRETARIAL LTD')).toBeTruthy();
    expect(screen.getByText('Mumbai (India)')).toBeTruthy();
    expect(screen.getByText('1 - 3 years')).toBeTruthy();
    expect(screen.getByText('Work from home')).toBeTruthy();
    expect(screen.getByText('Secretarial compliance.')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Share ${JOB.title}` })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Apply now for ${JOB.title}` }));
    expect(location().pathname).toBe('/member');
    expect(location().search).toBe('?jobCode=JOB123');
    expect(localStorage.getItem('jobCode')).toBe('JOB123');
  });

  it('says a closed job no longer takes applications, without Apply', async () => {
    fakeApi(answer(getPublicJob, () => ({ ...JOB, open: false })));
    renderPage('JOB123');
    expect(await screen.findByText('This job is no longer accepting applications.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: JOB.title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Apply now/i })).toBeNull();
    expect(screen.getByRole('button', { name: `Share ${JOB.title}` })).toBeTruthy();
  });

  it('shows the not-found page for a code that is no published job', async () => {
    const api = fakeApi(answer(getPublicJob, () => new Refusal(OUR_MSG.jobNotFound, 404)));
    renderPage('NOPE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(api.requestsTo(getPublicJob)).toHaveLength(1);
  });

  it('offers to try again when the job could not be loaded', async () => {
    fakeApi(answer(getPublicJob, () => new Refusal(OUR_MSG.serverError, 500)));
    renderPage('JOB123');
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain(OUR_MSG.serverError);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
