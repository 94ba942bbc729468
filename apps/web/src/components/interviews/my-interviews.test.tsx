import {
  INTERVIEW_MSG,
  type MyInviteItem,
  myInterviews,
  pickInterviewSlot,
  respondToInterview,
} from '@pp/contract/interviews';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadArea } from '../../i18n/i18n.ts';
import { answer, fakeApi, Refusal } from '../../test/fake-api.ts';
import { fill, renderWithProviders } from '../../test/render.tsx';
import { MyInterviews } from './my-interviews.tsx';

const NOW = Math.floor(Date.now() / 1000);
const DAY = 86_400;

function invite(over: Partial<MyInviteItem>): MyInviteItem {
  return {
    code: 'V-1',
    interviewCode: 'I-1',
    roundName: 'Technical round',
    mode: 'video',
    location: 'https://meet.example.com/abc',
    durationMinutes: 30,
    note: 'Keep your ACS certificate handy.',
    pick: false,
    startsOn: NOW + 3 * DAY,
    status: 'scheduled',
    response: 'pending',
    responseNote: '',
    respondedOn: null,
    modifiedOn: NOW,
    postingKind: 'job',
    postingCode: 'J-1',
    postingTitle: 'Company Secretary',
    companyName: 'Acme Ltd',
    slots: [],
    ...over,
  };
}

function renderMine(list: MyInviteItem[], ...routes: Parameters<typeof fakeApi>) {
  let current = list;
  const api = fakeApi(
    answer(myInterviews, () => ({ list: current, total: current.length })),
    ...routes,
  );
  const view = renderWithProviders(<MyInterviews kind="job" />, { notifications: true });
  return { ...view, api, setList: (next: MyInviteItem[]) => (current = next) };
}

const card = (title: string) => screen.findByRole('listitem', { name: `Interview for ${title} at Acme Ltd` });

describe('MyInterviews', () => {
  it('shows an open invitation with its time, a link to the call and the three answers; accepting sends the answer', async () => {
    const { user, api } = renderMine(
      [invite({}), invite({ code: 'V-9', postingKind: 'training', postingTitle: 'Training in Audit' })],
      answer(respondToInterview, () => ({
        invite: invite({ response: 'accepted' }),
        Message: INTERVIEW_MSG.accepted,
      })),
    );
    const item = await card('Company Secretary');
    // Only the jobs' invitations on the jobs' page.
    expect(screen.queryByText('Training in Audit')).toBeNull();
    expect(within(item).getByText(/IST/)).toBeTruthy();
    expect(
      within(item).getByRole('link', { name: 'https://meet.example.com/abc' }).getAttribute('href'),
    ).toBe('https://meet.example.com/abc');
    expect(within(item).getByText(/Keep your ACS certificate handy/)).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Choose a time' })).toBeNull();
    expect(within(item).getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Ask for another time' })).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.requestsTo(respondToInterview)).toHaveLength(1));
    const [request] = api.requestsTo(respondToInterview);
    expect(request?.params).toEqual({ code: 'V-1' });
    expect(request?.body).toEqual({ response: 'accepted', note: '' });
    expect(await screen.findByText(INTERVIEW_MSG.accepted)).toBeTruthy();
  });

  it('asks for another time only with a note', async () => {
    const { user, api } = renderMine(
      [invite({})],
      answer(respondToInterview, () => ({
        invite: invite({ response: 'newTime' }),
        Message: INTERVIEW_MSG.newTime,
      })),
    );
    const item = await card('Company Secretary');
    await user.click(within(item).getByRole('button', { name: 'Ask for another time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for another time: Company Secretary' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(INTERVIEW_MSG.responseNote)).toBeTruthy();
    expect(api.requestsTo(respondToInterview)).toHaveLength(0);

    await fill(user, within(dialog).getByLabelText(/Which times suit you/), 'Any weekday after 4 pm');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.requestsTo(respondToInterview)).toHaveLength(1));
    expect(api.requestsTo(respondToInterview)[0]?.body).toEqual({
      response: 'newTime',
      note: 'Any weekday after 4 pm',
    });
    expect(await screen.findByText(INTERVIEW_MSG.newTime)).toBeTruthy();
  });

  it('lets the candidate choose a time; a time just taken says so and shows the times again, that one taken', async () => {
    const slots = [
      { code: 'S-1', startsOn: NOW + 2 * DAY, taken: false, mine: false },
      { code: 'S-2', startsOn: NOW + 2 * DAY + 3600, taken: false, mine: false },
    ];
    const offered = invite({ pick: true, startsOn: null, slots });
    const { user, api, setList } = renderMine(
      [offered],
      answer(pickInterviewSlot, () => {
        // Another candidate booked it a moment ago.
        setList([invite({ pick: true, startsOn: null, slots: [{ ...slots[0]!, taken: true }, slots[1]!] })]);
        return new Refusal(INTERVIEW_MSG.slotTaken, 409);
      }),
    );
    const item = await card('Company Secretary');
    expect(within(item).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(item).getByText(/to be chosen from the offered times/)).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Choose a time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a time: Company Secretary' });
    const [first] = within(dialog).getAllByRole('radio');
    await user.click(first!);
    await user.click(within(dialog).getByRole('button', { name: 'Book this time' }));

    await waitFor(() => expect(api.requestsTo(pickInterviewSlot)).toHaveLength(1));
    expect(api.requestsTo(pickInterviewSlot)[0]?.body).toEqual({ slotCode: 'S-1' });
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', INTERVIEW_MSG.slotTaken);
    await waitFor(() => expect(within(dialog).getAllByRole('radio')[0]?.hasAttribute('disabled')).toBe(true));
    expect(within(dialog).getByText(/\(taken\)/)).toBeTruthy();
    expect(api.requestsTo(myInterviews).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows cancelled and past interviews without answers', async () => {
    renderMine([
      invite({ code: 'V-2', postingTitle: 'Cancelled post', status: 'cancelled' }),
      invite({ code: 'V-3', postingTitle: 'Past post', startsOn: NOW - DAY, response: 'accepted' }),
    ]);
    const cancelled = await card('Cancelled post');
    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
    const past = await card('Past post');
    expect(within(past).getByText('Over')).toBeTruthy();
    for (const item of [cancelled, past]) {
      for (const name of ['Accept', 'Decline', 'Ask for another time', 'Choose a time'])
        expect(within(item).queryByRole('button', { name })).toBeNull();
    }
  });

  it('shows nothing when the candidate has no invitation', async () => {
    const { api } = renderMine([]);
    await waitFor(() => expect(api.requestsTo(myInterviews)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Loading your interviews...')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Your interviews' })).toBeNull();
  });

  describe('in Hindi', () => {
    afterEach(async () => {
      await activateLanguage('en');
    });

    it("shows the contract's mode and answer labels and the buttons in Hindi", async () => {
      // The shared components' catalogue, as a lazy page loads it, then Hindi.
      await loadArea('jobs');
      await activateLanguage('hi');
      renderMine([invite({ response: 'accepted' })]);
      const item = await screen.findByRole('listitem', {
        name: 'Acme Ltd में Company Secretary के लिए साक्षात्कार',
      });
      expect(within(item).getByLabelText('उत्तर: स्वीकार किया').textContent).toBe('स्वीकार किया');
      expect(within(item).getByText(/^वीडियो कॉल:/)).toBeTruthy();
      expect(within(item).getByRole('button', { name: 'अस्वीकार करें' })).toBeTruthy();
      expect(within(item).queryByText('Accepted')).toBeNull();
    });
  });
});
