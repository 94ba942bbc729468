import { stageCounts } from '@pp/contract/pipeline';
import {
  type CandidateDashboard as Dashboard,
  getMemberDashboard,
  getStudentDashboard,
  PROFILE_NEXT_STEP,
} from '@pp/contract/profiles';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, Refusal } from '../test/fake-api.ts';
import { renderWithProviders } from '../test/render.tsx';
import { CandidateDashboard } from './candidate-dashboard.tsx';

const studentDashboard: Dashboard = {
  completeness: {
    percent: 57,
    sections: [
      { key: 'resume', label: 'Resume', done: true },
      { key: 'basicDetail', label: 'Basic Details', done: true },
      { key: 'skills', label: 'Skills', done: true },
      { key: 'education', label: 'Education', done: true },
      { key: 'experience', label: 'Internship Experience', done: false },
      { key: 'additionalInfo', label: 'Achievements', done: false },
      { key: 'picture', label: 'Profile photo', done: false },
    ],
  },
  nextStep: {
    key: 'experience',
    label: 'Internship Experience',
    action: PROFILE_NEXT_STEP.experience,
    to: '/student/profile',
  },
  applications: [
    { kind: 'job', total: 1, stages: stageCounts(new Map([['applied', 1]])) },
    {
      kind: 'training',
      total: 3,
      stages: stageCounts(
        new Map([
          ['interview', 2],
          ['hired', 1],
        ]),
      ),
    },
  ],
  savedSearches: { total: 2, alerting: 1 },
  recommended: {
    kind: 'training',
    total: 5,
    list: [{ code: 'TRN1', title: 'Delhi Articleship', companyName: 'KOSHALA LTD', endDate: 1_800_000_000 }],
  },
};

describe('CandidateDashboard', () => {
  it("shows the student's completeness, next step, stages, saved searches and trainings, each linked", async () => {
    fakeApi(answer(getStudentDashboard, () => studentDashboard));
    renderWithProviders(<CandidateDashboard kind="student" />);

    const bar = await screen.findByRole('progressbar', { name: 'Profile completeness' });
    expect(bar.getAttribute('aria-valuenow')).toBe('57');
    const profile = screen.getByRole('region', { name: 'Your profile' });
    expect(profile.textContent).toContain('4 of 7 sections');
    expect(profile.textContent).toContain(PROFILE_NEXT_STEP.experience);
    expect(profile.textContent).toContain(
      'Still missing: Internship Experience, Achievements, Profile photo.',
    );
    expect(within(profile).getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      '/student/profile',
    );

    const applications = screen.getByRole('region', { name: 'Your applications' });
    const table = within(applications).getByRole('table', { name: 'Applications by stage' });
    const interview = within(table).getByRole('row', { name: /Interview/ });
    expect(
      within(interview)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '2']);
    const total = within(table).getByRole('row', { name: /Total/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '3']);
    expect(
      within(applications).getByRole('link', { name: 'Your training applications (3)' }).getAttribute('href'),
    ).toBe('/student/training/application');

    const saved = screen.getByRole('region', { name: 'Saved searches' });
    expect(saved.textContent).toContain('1 of them e-mail you new matches.');
    expect(within(saved).getByRole('link').getAttribute('href')).toBe('/student/saved-searches');

    const trainings = screen.getByRole('region', { name: 'Trainings in your State/UT' });
    expect(within(trainings).getByRole('link', { name: 'Delhi Articleship' }).getAttribute('href')).toBe(
      '/student/training/detail-TRN1',
    );
    expect(within(trainings).getByRole('link', { name: 'Search all 5' })).toBeTruthy();
  });

  it('says when the profile is complete and nothing was applied for; counts the recommended jobs listed below', async () => {
    fakeApi(
      answer(
        getMemberDashboard,
        (): Dashboard => ({
          ...studentDashboard,
          completeness: {
            percent: 100,
            sections: studentDashboard.completeness.sections.map((s) => ({ ...s, done: true })),
          },
          nextStep: null,
          applications: [{ kind: 'job', total: 0, stages: stageCounts(new Map()) }],
          recommended: { kind: 'job', total: 12, list: [] },
        }),
      ),
    );
    renderWithProviders(<CandidateDashboard kind="member" recommendedListedBelow />);

    const profile = await screen.findByRole('region', { name: 'Your profile' });
    expect(profile.textContent).toContain('Your profile is complete.');
    expect(within(profile).queryByRole('link', { name: 'Complete your profile' })).toBeNull();
    const applications = screen.getByRole('region', { name: 'Your applications' });
    expect(applications.textContent).toContain('You have not applied yet.');
    expect(within(applications).queryByRole('table')).toBeNull();
    expect(within(applications).getByRole('link').getAttribute('href')).toBe('/member/job/application');
    expect(screen.getByRole('region', { name: 'Recommended jobs' }).textContent).toContain('12');
  });

  it('shows a loading status, then the error with a way to try again', async () => {
    fakeApi(answer(getMemberDashboard, () => new Refusal('The dashboard is not available.', 500)));
    renderWithProviders(<CandidateDashboard kind="member" />);
    expect(screen.getByRole('status').textContent).toContain('Loading your dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your dashboard');
    expect(alert.textContent).toContain('The dashboard is not available.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
