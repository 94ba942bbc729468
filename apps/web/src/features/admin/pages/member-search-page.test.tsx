import { searchMembersAdmin } from '@pp/contract/admin';
import { PAGE_SIZE } from '@pp/contract/constants';
import { listRoles, listSkills } from '@pp/contract/lookups';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { meAnswer } from '../../../test/fake-auth.ts';
import { lookupAnswers } from '../../../test/fake-lookups.ts';
import { fill, renderWithProviders } from '../../../test/render.tsx';
import MemberSearchPage from './member-search-page.tsx';

function server() {
  return fakeApi(
    ...lookupAnswers(),
    answer(listRoles, () => ({ list: [], total: 0 })),
    answer(listSkills, () => ({ list: [], total: 0 })),
    answer(searchMembersAdmin, () => ({ list: [], total: 0 })),
    meAnswer('admin'),
  );
}

describe('MemberSearchPage (/admin/member)', () => {
  it("has the spec's filters 'Present Experience (years)' and 'Present CTC (lakhs)', each From and To, sent as minXp/maxXp/minSal/maxSal", async () => {
    const api = server();
    const { user } = renderWithProviders(<MemberSearchPage />, { route: '/admin/member' });
    await waitFor(() => expect(api.requestsTo(searchMembersAdmin)).toHaveLength(1));
    const first = api.requestsTo(searchMembersAdmin)[0];
    expect(first?.query.get('limit')).toBe(String(PAGE_SIZE.admin));
    expect(first?.query.get('sort')).toBe('2');

    const experience = screen.getByRole('group', { name: 'Present Experience (years)' });
    const ctc = screen.getByRole('group', { name: 'Present CTC (lakhs)' });
    await fill(user, within(experience).getByRole('textbox', { name: 'From' }), '4');
    await fill(user, within(experience).getByRole('textbox', { name: 'To' }), '5');
    await fill(user, within(ctc).getByRole('textbox', { name: 'From' }), '10');
    await fill(user, within(ctc).getByRole('textbox', { name: 'To' }), '20');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(api.requestsTo(searchMembersAdmin)).toHaveLength(2));
    const query = api.requestsTo(searchMembersAdmin)[1]?.query;
    expect(query?.get('minXp')).toBe('4');
    expect(query?.get('maxXp')).toBe('5');
    expect(query?.get('minSal')).toBe('10');
    expect(query?.get('maxSal')).toBe('20');
  });
});
