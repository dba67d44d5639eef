import { Button, serverMessage, showAlert, styled, type NewOccupation } from '@kompass/shared';
import { useState } from 'react';
import { Cluster } from '@kompass/shared/layout';
import { AdminPage } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ItemCard, ItemList, ItemText, ItemTitle } from '../components/item-list';
import { ListPager, ListSearch } from '../components/list-controls';
import { ListState } from '../components/list-state';
import { alertFailure } from '../lib/failure';
import { adminTexts } from '../texts';
import { OccupationDialog } from '../features/occupations/occupation-dialog';
import { occupationAdminTexts as texts } from '../features/occupations/texts';
import {
  ADMIN_PAGE_SIZE,
  useOccupationDetail,
  useOccupationList,
  useOccupationWrites,
} from '../features/occupations/use-occupations';

const Row = styled(Cluster).attrs({ $center: true, $spread: true })``;

type Editing = { mode: 'create' } | { mode: 'edit'; id: string } | null;

/** `/admin/occupations`: the catalogue searched and paged; create, change and delete. */
export function OccupationsPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const list = useOccupationList(search, page);
  const { create, update, remove } = useOccupationWrites();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const detail = useOccupationDetail(editing?.mode === 'edit' ? editing.id : null);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / ADMIN_PAGE_SIZE));

  const searchFor = (term: string) => {
    setSearch(term);
    setPage(0);
  };
  const close = () => {
    setEditing(null);
    setProblem(null);
  };
  // A refusal stays in the dialog, in the server's words, with what was typed.
  const refused = (error: unknown) => setProblem(serverMessage(error) ?? adminTexts.requiredFields);
  const save = (occupation: NewOccupation) => {
    if (editing?.mode === 'edit') {
      update.mutate(
        { id: editing.id, occupation },
        {
          onSuccess: () => {
            close();
            void showAlert({ message: texts.changed(occupation.name) });
          },
          onError: refused,
        },
      );
    } else {
      create.mutate(occupation, {
        onSuccess: () => {
          close();
          void showAlert({ message: texts.created(occupation.name) });
        },
        onError: refused,
      });
    }
  };

  return (
    <AdminPage
      title={texts.title}
      action={<Button onClick={() => setEditing({ mode: 'create' })}>{texts.newOccupation}</Button>}
    >
      <ListSearch label={texts.search} onSearch={searchFor} />
      <ListState
        query={list}
        errorMessage={texts.loadFailed}
        isEmpty={(data) => data.content.length === 0}
        emptyTitle={texts.empty}
      >
        {(data) => (
          <>
            <ItemText role="status">{texts.total(data.total)}</ItemText>
            <ItemList aria-label={texts.title} aria-busy={list.isFetching}>
              {data.content.map((occupation) => (
                <ItemCard key={occupation.id}>
                  <Row>
                    <div>
                      <ItemTitle>{occupation.name}</ItemTitle>
                      <ItemText>
                        {[occupation.areaName, occupation.kldb].filter(Boolean).join(' · ')}
                      </ItemText>
                    </div>
                    <div>
                      <Button
                        $variant="secondary"
                        aria-label={texts.editLabel(occupation.name)}
                        onClick={() => setEditing({ mode: 'edit', id: occupation.id })}
                      >
                        {texts.edit}
                      </Button>{' '}
                      <Button
                        $variant="danger"
                        aria-label={texts.deleteLabel(occupation.name)}
                        onClick={() => setDeleting(occupation)}
                      >
                        {adminTexts.delete}
                      </Button>
                    </div>
                  </Row>
                </ItemCard>
              ))}
            </ItemList>
            {pages > 1 && (
              <ListPager
                page={page}
                pages={pages}
                onPage={setPage}
                label={texts.pageOf(page + 1, pages)}
                previous={texts.previous}
                next={texts.next}
              />
            )}
          </>
        )}
      </ListState>
      {editing?.mode === 'create' && (
        <OccupationDialog problem={problem} onSubmit={save} onCancel={close} />
      )}
      {editing?.mode === 'edit' && detail.data && (
        <OccupationDialog
          key={detail.data.id}
          occupation={detail.data}
          problem={problem}
          onSubmit={save}
          onCancel={close}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={texts.deleteTitle}
          message={texts.deleteMessage(deleting.name)}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            const { id, name } = deleting;
            remove.mutate(id, {
              onSuccess: () => void showAlert({ message: texts.deleted(name) }),
              onError: (error) => void alertFailure(texts.deleteFailed, error),
            });
          }}
        />
      )}
    </AdminPage>
  );
}
