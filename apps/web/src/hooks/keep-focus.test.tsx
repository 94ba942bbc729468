import { screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Pager } from '../components/pager.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { useKeepFocus } from './keep-focus.ts';

/** A list that reloads in place: Delete removes its row, Reload disables the buttons a moment. */
function List({ rows }: { rows: string[] }) {
  const [shown, setShown] = useState(rows);
  const [loading, setLoading] = useState(false);
  const region = useRef<HTMLUListElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  useKeepFocus(region, summary);
  return (
    <>
      <p ref={summary} tabIndex={-1}>
        {shown.length} rows
      </p>
      <ul ref={region}>
        {shown.map((row) => (
          <li key={row}>
            <button
              type="button"
              disabled={loading}
              onClick={() => setShown((all) => all.filter((r) => r !== row))}
            >
              Delete {row}
            </button>
            <button
              type="button"
              disabled={loading}
              onClick={() => {
                setLoading(true);
                setTimeout(() => setLoading(false), 20);
              }}
            >
              Reload {row}
            </button>
          </li>
        ))}
      </ul>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('useKeepFocus: an in-place reload never drops the focus to <body>', () => {
  it('a deleted row: the focus moves to the place that says what the list now holds', async () => {
    const { user } = renderWithProviders(<List rows={['a', 'b']} />);
    await user.click(screen.getByRole('button', { name: 'Delete a' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('1 rows')));
  });

  it('a button disabled while the list reloads: the focus returns to it once it is enabled', async () => {
    const { user } = renderWithProviders(<List rows={['a', 'b']} />);
    const reload = screen.getByRole('button', { name: 'Reload b' });
    await user.click(reload);
    // (A browser blurs a control as it is disabled; the test does what it does.)
    reload.blur();
    expect(document.activeElement).toBe(document.body);
    await waitFor(() => expect(document.activeElement).toBe(reload));
  });

  it('the person moving on is left alone', async () => {
    const { user } = renderWithProviders(<List rows={['a', 'b']} />);
    await user.click(screen.getByRole('button', { name: 'Reload a' }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await new Promise((done) => setTimeout(done, 40));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });

  it("the pager: 'Next' gone on the last page leaves the focus on the count it shows", async () => {
    function Paged() {
      const [page, setPage] = useState(1);
      return <Pager page={page} pageSize={10} count={10} total={20} onChange={setPage} />;
    }
    const { user } = renderWithProviders(<Paged />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('11–20 of 20'));
  });
});
