import { STAGE_LABEL } from '@pp/contract/pipeline';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, loadArea } from '../../i18n/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { StageBadge } from './stage-badge.tsx';
import { StageFilter } from './stage-filter.tsx';

const SHORTLISTED_HI = 'शॉर्टलिस्ट किया गया';

describe("the contract's stage labels in the reader's language", () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the stage badge and the stage filter in Hindi, the filter still choosing by stage key', async () => {
    // The shared components' catalogue, as a lazy page loads it, then Hindi.
    await loadArea('pipeline');
    await activateLanguage('hi');
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <>
        <StageBadge stage="shortlisted" />
        <StageFilter value={undefined} onChange={onChange} />
      </>,
    );

    expect(screen.getByLabelText(`चरण: ${SHORTLISTED_HI}`).textContent).toBe(SHORTLISTED_HI);
    expect(screen.queryByText(STAGE_LABEL.shortlisted)).toBeNull();

    await user.click(screen.getByRole('radio', { name: SHORTLISTED_HI }));
    expect(onChange).toHaveBeenCalledWith('shortlisted');
  });

  it('keeps the English labels word for word in English', async () => {
    await activateLanguage('en');
    renderWithProviders(
      <>
        <StageBadge stage="shortlisted" />
        <StageFilter value={undefined} onChange={() => {}} />
      </>,
    );
    expect(screen.getByLabelText('Stage: Shortlisted').textContent).toBe('Shortlisted');
    expect(screen.getByRole('radio', { name: 'Shortlisted' })).toBeTruthy();
    expect(screen.queryByText(SHORTLISTED_HI)).toBeNull();
  });
});
