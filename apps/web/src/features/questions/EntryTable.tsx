import { useEffect, useRef, useState } from 'react';
import { Button, Group, Pagination, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconListCheck, IconPlus, IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { QUESTION_PAGE_SIZES, endpoints, hasResponseEvaluation, type QuestionEntry, type QuestionObject } from '@cp/contract';
import { ConfirmDialog, EmptyState, Loading, announce, formatCount, formatDate, useAddressState, useScreenMatches, useStayOnLastPage } from '@cp/ui';
import { call } from '../../lib/api';
import { useDrawnInSteps } from '../../lib/drawn-in-steps';
import { pagingParams, readPaging } from '../../lib/paging-params';
import { entryColumns } from './entry-columns';
import { EntryModal, type EditingEntry } from './EntryModal';
import { EvaluationModal } from '../review/EvaluationModal';
import { useEntryReview } from '../review/use-entry-review';
import { CellValue, EntryCards, RowActions, StatusBadge, reviewMarker, type RowAccess } from './EntryRowParts';
import { bannerKey, listKey, useQuestionList } from './question-api';

/** A new entry: open-response games start their evaluation list from the minigame's evaluation questions. */
const newEntry = (moduleId: number, responseEval: string[] | null): QuestionObject =>
  hasResponseEvaluation(moduleId) && responseEval?.length ? { response_evaluation: responseEval.map((text) => ({ text, value: '' })) } : {};

type EntryListState = ReturnType<typeof readEntryList>;

/** Page, size, search, on-review filter and a highlighted entry, all kept in the address. */
function readEntryList(params: URLSearchParams) {
  return { ...readPaging(params), search: params.get('search') ?? '', review: params.get('review') === '1', id: Number(params.get('id')) || undefined };
}

function entryListParams(state: EntryListState) {
  const out = pagingParams(state);
  if (state.search) out.set('search', state.search);
  if (state.review) out.set('review', '1');
  if (state.id) out.set('id', String(state.id));
  return out;
}

function useListState() {
  const [state, show] = useAddressState(readEntryList, entryListParams);
  // A new search term replaces the address it was typed in, rather than adding one per term.
  return [state, (patch: Partial<EntryListState>, options?: { replace?: boolean }) => show(patch, { replace: patch.search !== undefined, ...options })] as const;
}

/** The entries of a minigame: per-module columns, markers for entries on review, add, edit and delete as the role allows. */
export function EntryTable({ mg, moduleId, role, demo, responseEval }: { mg: number; moduleId: number; role: number | null; demo: boolean; responseEval: string[] | null }) {
  const client = useQueryClient();
  const [state, update] = useListState();
  const [typed, setTyped] = useState(state.search);
  const [search] = useDebouncedValue(typed.trim(), 300);
  const [editing, setEditing] = useState<EditingEntry | null>(null);
  const [deleting, setDeleting] = useState<QuestionEntry | null>(null);
  const [configuring, setConfiguring] = useState(false);
  const manager = role === 3;
  const canWrite = role !== null && !demo;
  const narrow = useScreenMatches('(max-width: 48em)');
  useEffect(() => {
    if (search !== state.search) update({ search, page: 1, id: undefined });
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new search term moves the page

  const list = useQuestionList(mg, { n: state.n, page: state.page, search: state.search, is_review: state.review }, state.id, true);
  const res = list.data;
  const hasRole = role !== null;
  const pendingCount = (res?.status ? res.question_review : 0) ?? 0;
  const review = useEntryReview({ mg, gameModuleId: moduleId, pendingCount });
  const access: RowAccess = {
    canWrite, manager, hasRole, review: review.actions,
    onEdit: (e) => setEditing({ id: e.question_id, revision: e.revision, entry: e.question_object }),
    onDelete: setDeleting,
  };
  const navigate = useNavigate();
  // Search-result mode: an entry id that is not in this list leads to /not-found (spec 2 §2) —
  // unless it is the entry just deleted here (its list may answer before the address drops it).
  const deleted = useRef(new Set<number>());
  useEffect(() => {
    if (state.id && !deleted.current.has(state.id) && res && !res.status) navigate('/not-found', { replace: true });
  }, [state.id, res, navigate]);
  // A page of 100 drew for half a second on a slow computer: 20 rows come with it (and the one the
  // address names), the rest 20 at a time.
  const all = res?.status ? res.data : [];
  const entries = useDrawnInSteps(all, { first: 20, step: 20, restart: `${state.page} ${state.n} ${state.search} ${state.review}`, keep: (e) => e.question_id === state.id });
  const page = res?.status ? (res.page ?? state.page) : state.page;
  // After the last entry of the last page is deleted or declined, here or by someone else (spec 2 §4).
  const pastEnd = useStayOnLastPage(page, res?.status && !list.isPlaceholderData ? (res.total_page ?? 0) : undefined, (last) => update({ page: last, id: undefined }, { replace: true }));
  const columns = entryColumns(moduleId);

  const remove = async () => {
    if (!deleting) return;
    const id = deleting.question_id;
    const answer = await call(endpoints.deleteQuestion, { params: { id } });
    setDeleting(null);
    if (announce(answer)) {
      deleted.current.add(id);
      // A deleted entry the address pointed at is no longer pointed at (it would lead to /not-found).
      if (id === state.id) update({ id: undefined });
      void client.invalidateQueries({ queryKey: listKey(mg) });
      void client.invalidateQueries({ queryKey: bannerKey(mg) });
    }
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput label="Search" placeholder="Search a word or sentences" leftSection={<IconSearch size={16} aria-hidden />} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} w={260} />
          {manager && <Switch label="Show on review content only" checked={state.review} onChange={(e) => update({ review: e.currentTarget.checked, page: 1, id: undefined })} mb={8} />}
        </Group>
        <Group gap="xs">
          {manager && !demo && state.review && hasResponseEvaluation(moduleId) && (
            <Button variant="default" leftSection={<IconListCheck size={16} aria-hidden />} onClick={() => setConfiguring(true)}>
              Evaluation questions
            </Button>
          )}
          {manager && !demo && review.bulkButtons}
          {canWrite && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ entry: newEntry(moduleId, responseEval) })}>
              Add New Entry
            </Button>
          )}
        </Group>
      </Group>
      {list.isPending || pastEnd ? (
        <Loading label="Loading entries" />
      ) : all.length === 0 ? (
        <EmptyState message={state.search || state.review ? 'No entry matches.' : 'No entries yet.'} />
      ) : (
        narrow ? (
          <EntryCards entries={entries} columns={columns} access={access} focusedId={state.id} />
        ) : (
          <Table.ScrollContainer minWidth={Math.max(720, 260 + columns.length * 110)}>
            <Table striped={false} highlightOnHover verticalSpacing="xs" aria-label="Entries">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>No</Table.Th>
                  {columns.map((c) => (
                    <Table.Th key={c.header}>{c.header}</Table.Th>
                  ))}
                  {!canWrite && (
                    <>
                      <Table.Th>Editor</Table.Th>
                      <Table.Th>Datetime</Table.Th>
                    </>
                  )}
                  <Table.Th>Status</Table.Th>
                  {hasRole && <Table.Th>Action</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((e) => (
                  <Table.Tr key={e.question_id} className="entry-row" data-review={reviewMarker(e, manager)} data-focused={e.question_id === state.id || undefined}>
                    <Table.Td>{e.question_number}</Table.Td>
                    {columns.map((c) => (
                      <Table.Td key={c.header} maw={260}>
                        <CellValue column={c} entry={e} />
                      </Table.Td>
                    ))}
                    {!canWrite && (
                      <>
                        <Table.Td>{e.editor ?? ''}</Table.Td>
                        <Table.Td>{formatDate(e.datetime)}</Table.Td>
                      </>
                    )}
                    <Table.Td miw={120} style={{ whiteSpace: 'nowrap' }}>
                      <StatusBadge entry={e} manager={manager} />
                    </Table.Td>
                    {hasRole && (
                      <Table.Td miw={80}>
                        <RowActions entry={e} access={access} />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      )}
      {res?.status && res.total_record !== undefined && (
        <Group justify="space-between">
          <Group gap="xs">
            <Select
              aria-label="Entries per page"
              data={QUESTION_PAGE_SIZES.map(String)}
              value={String(state.n)}
              onChange={(v) => update({ n: Number(v), page: 1, id: undefined })}
              w={90}
              allowDeselect={false}
            />
            <Text fz="sm" c="dimmed">
              Showing {all.length} of {formatCount(res.total_record)} entries
            </Text>
          </Group>
          {(res.total_page ?? 0) > 1 && <Pagination total={res.total_page ?? 1} value={page} onChange={(p) => update({ page: p, id: undefined })} getControlProps={(control) => ({ 'aria-label': `${control} page` })} />}
        </Group>
      )}
      <EntryModal
        mg={mg}
        moduleId={moduleId}
        minigameId={res?.status ? res.minigame_id : undefined}
        editing={editing}
        onClose={() => setEditing(null)}
        onAdded={(id) => {
          // Show the new entry where it landed (the last page), marked, whatever the filters were.
          setTyped('');
          update({ id, search: '', review: false, page: 1 });
        }}
      />
      {review.dialogs}
      {configuring && <EvaluationModal mg={mg} current={responseEval} opened onClose={() => setConfiguring(false)} />}
      <ConfirmDialog opened={deleting !== null} title="Delete entry?" confirmLabel="Delete" danger onClose={() => setDeleting(null)} onConfirm={() => void remove()}>
        Entry {deleting?.question_number} will be removed from this minigame.
      </ConfirmDialog>
    </Stack>
  );
}
