import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../testing';
import { theme } from '../theme/theme';
import { QueryState } from './query-state';
import { Skeleton, SkeletonBlock } from './skeleton';

function renderInProviders(element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>{element}</ThemeProvider>
    </QueryClientProvider>,
  );
}

function Names({ load, empty }: { load: () => Promise<string[]>; empty?: ReactNode }) {
  const query = useQuery({ queryKey: ['names'], queryFn: load });
  return (
    <QueryState query={query} errorMessage="Die Namen konnten nicht geladen werden." empty={empty}>
      {(names) => (
        <ul aria-label="Namen">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('says that it is loading, then shows what arrived', async () => {
    const answer = deferred();
    renderInProviders(
      <Names
        load={async () => {
          await answer.promise;
          return ['Ada', 'Lin'];
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    answer.resolve();
    const list = await screen.findByRole('list', { name: 'Namen' });
    expect(list).toHaveTextContent('AdaLin');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says what failed and loads again on "Erneut versuchen"', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(['Ada']);
    renderInProviders(<Names load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Namen konnten nicht geladen werden.');
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('list', { name: 'Namen' })).toHaveTextContent('Ada');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state for an empty list, and nothing else', async () => {
    renderInProviders(<Names load={async () => []} empty={<p>Noch keine Namen.</p>} />);
    expect(await screen.findByText('Noch keine Namen.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows an empty list as a list when no empty state is given', async () => {
    renderInProviders(<Names load={async () => []} />);
    expect(await screen.findByRole('list', { name: 'Namen' })).toBeEmptyDOMElement();
  });

  it('keeps what was loaded when a later refetch fails', () => {
    renderInProviders(
      <QueryState
        query={{ isPending: false, data: ['Ada'], refetch: () => Promise.resolve() }}
        errorMessage="Fehler"
      >
        {(names) => <p>{names.join(', ')}</p>}
      </QueryState>,
    );
    expect(screen.getByText('Ada')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the caller what empty means, and shows its own loading shape', () => {
    const pending = { isPending: true, data: undefined, refetch: () => Promise.resolve() };
    const { rerender } = renderInProviders(
      <QueryState
        query={pending}
        errorMessage="Fehler"
        loading={
          <Skeleton label="Profil wird geladen …">
            <SkeletonBlock $height="96px" />
          </Skeleton>
        }
      >
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Profil wird geladen …');

    rerender(
      <ThemeProvider theme={theme}>
        <QueryState
          query={{ isPending: false, data: { code: '' }, refetch: () => Promise.resolve() }}
          errorMessage="Fehler"
          empty={<p>Noch nichts beantwortet.</p>}
          isEmpty={(profile) => profile.code === ''}
        >
          {(profile) => <p>{profile.code}</p>}
        </QueryState>
      </ThemeProvider>,
    );
    expect(screen.getByText('Noch nichts beantwortet.')).toBeVisible();
  });
});
