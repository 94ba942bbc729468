import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { JobStatusBadge, TrainingStatusBadge } from './status-badge.tsx';

describe('status badges in Hindi', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it("shows the contract's status in Hindi and keeps its colour (chosen by the English label)", async () => {
    await activateLanguage('hi');
    renderWithProviders(
      <>
        <TrainingStatusBadge status="active" trainingEndDate={null} />
        <TrainingStatusBadge status="blocked" trainingEndDate={null} />
        <JobStatusBadge status="onHold" view="employer" />
      </>,
    );
    const [open, employerOpen] = screen.getAllByText('खुली');
    expect(open?.closest('.mantine-Badge-root')?.getAttribute('style')).toContain('green');
    expect(employerOpen).toBeTruthy();
    const closed = screen.getByText('बंद');
    expect(closed.closest('.mantine-Badge-root')?.getAttribute('style')).toContain('gray');
    expect(screen.queryByText('Open')).toBeNull();
  });
});
