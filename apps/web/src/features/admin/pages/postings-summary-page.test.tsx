import { type AdminJobRow, GRID_TRUNCATE, listAdminJobs, listAdminTrainings } from '@pp/contract/admin';
import { PAGE_SIZE } from '@pp/contract/constants';
import { MSG } from '@pp/contract/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, Refusal } from '../../../test/fake-api.ts';
import { meAnswer } from '../../../test/fake-auth.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import PostingsSummaryPage from './postings-summary-page.tsx';

const JOB: AdminJobRow = {
  code: 'JOB-1',
  companyCode: 'EMP-1',
  title: 'Company Secretary',
  companyName: 'GANESH INDUSTRIES LIMITED',
  skill: ['Secretarial audit'],
  additionalQualification: [],
  qualification: ['ACS'],
  minExperienceInMonths: 24,
  maxExperienceInMonths: 60,
  minSalary: 600000,
  maxSalary: 900000,
  salaryCurrency: 'INR',
  location: ['Mumbai'],
  countryName: 'India',
  description: '<p>Board meetings and filings</p>',
  createdOn: 1_764_000_000,
  startDate: 1_764_000_000,
  endDate: 1_766_000_000,
  modifiedOn: 1_764_000_000,
  status: 'active',
  applicationCount: 3,
  jobType: 'Full time',
  workCulture: 'No',
  role: [],
  industry: [],
  isPCS: false,
  appliedOn: null,
};

describe('PostingsSummaryPage (/admin/job, /admin/training)', () => {
  it("a failed job list fetch shows the spec's 'Error fetching job data. Please try again.'", async () => {
    fakeApi(
      answer(listAdminJobs, () => new Refusal('Database unavailable', 503)),
      meAnswer('admin'),
    );
    renderWithProviders(<PostingsSummaryPage kind="job" />, { route: '/admin/job' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MSG.jobFetchError)).toBeTruthy();
    expect(within(alert).getByText('Database unavailable')).toBeTruthy();
  });

  it('the trainings summary keeps its own error title', async () => {
    fakeApi(
      answer(listAdminTrainings, () => new Refusal('Database unavailable', 503)),
      meAnswer('admin'),
    );
    renderWithProviders(<PostingsSummaryPage kind="training" />, { route: '/admin/training' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the trainings')).toBeTruthy();
    expect(within(alert).queryByText(MSG.jobFetchError)).toBeNull();
  });

  it('asks for 20 rows, cuts the company name at 15 and links the applicants by job code', async () => {
    const api = fakeApi(
      answer(listAdminJobs, () => ({ list: [JOB], total: 1 })),
      meAnswer('admin'),
    );
    renderWithProviders(<PostingsSummaryPage kind="job" />, { route: '/admin/job' });
    const applicants = await screen.findByRole('link', { name: 'Applicants of Company Secretary: 3' });
    expect(applicants.getAttribute('href')).toBe('/admin/job/applicant-JOB-1');
    expect(api.requestsTo(listAdminJobs)[0]?.query.get('limit')).toBe(String(PAGE_SIZE.admin));
    expect(
      screen.getByText(JOB.companyName.slice(0, GRID_TRUNCATE.companyName), { exact: false }),
    ).toBeTruthy();
    expect(screen.queryByText(JOB.companyName)).toBeNull();
  });
});
