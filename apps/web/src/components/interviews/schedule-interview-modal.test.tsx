import { addDays, istToday } from '@pp/contract/india-time';
import { INTERVIEW_MSG, scheduleJobInterview } from '@pp/contract/interviews';
import { type ApplicantItem, listJobApplicants } from '@pp/contract/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, Refusal } from '../../test/fake-api.ts';
import { fill, renderWithProviders } from '../../test/render.tsx';
import { ScheduleInterviewModal } from './schedule-interview-modal.tsx';

function applicant(userCode: string, name: string, stage: ApplicantItem['stage']): ApplicantItem {
  return {
    userCode,
    userType: 'M',
    name,
    profilePicture: '',
    skill: [],
    qualification: [],
    profileSummary: '',
    totalExperienceInMonths: 0,
    currentCTC: 0,
    currentCTCCurrency: '',
    mobile: '',
    email: '',
    membershipNumber: '',
    membershipType: '',
    registrationNumber: '',
    fileName: '',
    city: '',
    role: '',
    currentCompany: '',
    appliedOn: 0,
    modifiedOn: 0,
    stage,
    stageNote: '',
    interview: null,
  };
}

const ANANYA = applicant('M-1', 'ANANYA RAO', 'shortlisted');
const NIKHIL = applicant('M-2', 'NIKHIL DESAI', 'interview');

/** The applicants endpoint answering by the stage asked for, as the server filters. */
const applicantsByStage = answer(listJobApplicants, (request) => {
  const stage = request.query.get('stage');
  const list = [ANANYA, NIKHIL].filter((a) => a.stage === stage);
  return { list, total: list.length };
});

/** A day ten days ahead in India, as typed (DD/MM/YYYY) and as sent (YYYY-MM-DD). */
function dayAhead(days: number) {
  const iso = addDays(istToday(), days);
  const [y, m, d] = iso.split('-');
  return { iso, typed: `${d}/${m}/${y}` };
}

function renderModal(preselected: string[] = []) {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <ScheduleInterviewModal
      kind="job"
      postingCode="J-1"
      opened
      preselected={preselected}
      onClose={onClose}
    />,
    { notifications: true },
  );
  return { ...view, onClose };
}

type User = ReturnType<typeof renderModal>['user'];

/** A field by its whole label (a required field's label ends with an asterisk). */
function fieldOf(label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}\\s*\\*?$`), { selector: 'input, textarea' });
}

async function typeSlot(user: User, index: number, day: string, time: string, several = false) {
  const number = index + 1;
  await user.type(fieldOf(several ? `Date ${number}` : 'Date'), day);
  await user.tab();
  await user.type(fieldOf(several ? `Time ${number} (IST)` : 'Time (IST)'), time);
}

describe('ScheduleInterviewModal', () => {
  it("says the times are India time and repeats the contract's rules before sending anything", async () => {
    const api = fakeApi(
      applicantsByStage,
      answer(scheduleJobInterview, () => new Refusal('not expected', 500)),
    );
    const { user } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Schedule interview' });
    expect(within(dialog).getByText('Time (India time, IST)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(INTERVIEW_MSG.chooseCandidates)).toBeTruthy();
    expect(screen.getByText(INTERVIEW_MSG.roundName)).toBeTruthy();
    expect(screen.getByText(INTERVIEW_MSG.mode)).toBeTruthy();
    expect(screen.getByText(INTERVIEW_MSG.date)).toBeTruthy();
    expect(fieldOf('Round').getAttribute('aria-invalid')).toBe('true');
    expect(api.requestsTo(scheduleJobInterview)).toHaveLength(0);

    // A video call needs an https link; a time must be at least 15 minutes ahead.
    await user.click(screen.getByRole('radio', { name: 'Video call' }));
    await fill(user, fieldOf('Video call link'), 'http://meet.example.com/x');
    const today = dayAhead(0);
    await typeSlot(user, 0, today.typed, '00:00');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(INTERVIEW_MSG.videoLink)).toBeTruthy();
    expect(screen.getByText(INTERVIEW_MSG.pastTime)).toBeTruthy();
    expect(api.requestsTo(scheduleJobInterview)).toHaveLength(0);
  });

  it('sends one time for the preselected applicant, in the body the contract describes', async () => {
    const api = fakeApi(
      applicantsByStage,
      answer(scheduleJobInterview, () => ({
        interviewCode: 'I-1',
        invited: 1,
        Message: INTERVIEW_MSG.scheduled,
      })),
    );
    const { user, onClose } = renderModal([ANANYA.userCode]);
    // The preselected applicant shows once the shortlisted applicants are loaded.
    expect(await screen.findByText('ANANYA RAO')).toBeTruthy();
    await fill(user, fieldOf('Round'), 'Technical round');
    await user.click(screen.getByRole('radio', { name: 'In person' }));
    await fill(user, fieldOf('Address'), 'ICSI House, Lodhi Road, New Delhi');
    await fill(user, fieldOf('Duration (minutes)'), '45');
    await fill(user, fieldOf('Note to candidates (optional)'), 'Bring your ACS certificate.');
    const day = dayAhead(10);
    await typeSlot(user, 0, day.typed, '10:30');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(api.requestsTo(scheduleJobInterview)).toHaveLength(1));
    expect(api.requestsTo(scheduleJobInterview)[0]?.body).toEqual({
      jobCode: 'J-1',
      userCodes: ['M-1'],
      roundName: 'Technical round',
      mode: 'inPerson',
      location: 'ICSI House, Lodhi Road, New Delhi',
      durationMinutes: 45,
      note: 'Bring your ACS certificate.',
      pick: false,
      slots: [{ date: day.iso, time: '10:30' }],
    });
    expect(await screen.findByText(INTERVIEW_MSG.scheduled)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    // Both invitable stages were asked for, nothing else.
    expect(api.unexpected).toEqual([]);
  });

  it('offers several times to pick from: rows are added and removed, and fewer times than applicants are refused', async () => {
    const api = fakeApi(
      applicantsByStage,
      answer(scheduleJobInterview, () => ({
        interviewCode: 'I-2',
        invited: 2,
        Message: INTERVIEW_MSG.scheduledFor(2),
      })),
    );
    const { user } = renderModal([ANANYA.userCode, NIKHIL.userCode]);
    expect(await screen.findByText('NIKHIL DESAI')).toBeTruthy();
    await fill(user, fieldOf('Round'), 'HR round');
    await user.click(screen.getByRole('radio', { name: 'Phone call' }));
    await user.click(screen.getByRole('switch', { name: /Let each candidate pick a time/ }));
    expect(screen.getByText('Times offered (India time, IST)')).toBeTruthy();

    const first = dayAhead(5);
    await typeSlot(user, 0, first.typed, '11:00');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(INTERVIEW_MSG.fewerSlots)).toBeTruthy();
    expect(api.requestsTo(scheduleJobInterview)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add time' }));
    await user.click(screen.getByRole('button', { name: 'Add time' }));
    expect(screen.getAllByRole('button', { name: /^Remove time/ })).toHaveLength(3);
    await typeSlot(user, 1, first.typed, '11:00', true);
    await user.click(screen.getByRole('button', { name: 'Remove time 3' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(INTERVIEW_MSG.duplicateSlot)).toBeTruthy();

    const time2 = fieldOf('Time 2 (IST)');
    await user.clear(time2);
    await user.type(time2, '11:30');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.requestsTo(scheduleJobInterview)).toHaveLength(1));
    expect(api.requestsTo(scheduleJobInterview)[0]?.body).toMatchObject({
      userCodes: ['M-1', 'M-2'],
      mode: 'phone',
      location: '',
      durationMinutes: 30,
      pick: true,
      slots: [
        { date: first.iso, time: '11:00' },
        { date: first.iso, time: '11:30' },
      ],
    });
  });

  it("shows the server's refusal of a field beside that field", async () => {
    fakeApi(
      applicantsByStage,
      answer(
        scheduleJobInterview,
        () => new Refusal(INTERVIEW_MSG.notShortlisted, 400, { userCodes: INTERVIEW_MSG.notShortlisted }),
      ),
    );
    const { user, onClose } = renderModal([ANANYA.userCode]);
    expect(await screen.findByText('ANANYA RAO')).toBeTruthy();
    await fill(user, fieldOf('Round'), 'First round');
    await user.click(screen.getByRole('radio', { name: 'Phone call' }));
    await typeSlot(user, 0, dayAhead(3).typed, '09:15');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(INTERVIEW_MSG.notShortlisted)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
