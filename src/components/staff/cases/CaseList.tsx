import { closestCenter, DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { actions } from 'astro:actions';
import { useEffect, useRef, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import { TableScroll } from '../TableScroll';
import { format, type StaffMessages } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { EditorListEntry } from '../../../server/cases/editor';
import { Button, ButtonLink } from '../../ui/Button';
import { Notice } from '../StaffForm';
import { StaffClockOf } from '../StaffTime';
import type { StaffClock } from '../../../format/staffClock';
import { CaseRow } from './CaseRow';
import { movedBy, movedTo, orderField } from './caseOrder';
import tables from '../StaffTable.module.css';
import styles from './Cases.module.css';

interface Props {
  t: StaffMessages['cases'];
  lang: StaffLang;
  entries: EditorListEntry[];
  flash?: { kind: 'error' | 'success'; message: string } | undefined;
  /** The `?_action=` query of the move buttons' action. */
  move: string;
  /** The server render's clock, so the browser shows the same "3 hours ago". */
  clock: StaffClock | undefined;
}

/** Which control of which case keeps the focus after a move. */
type Focus = { id: number; control: 'handle' | 'up' | 'down' };

/**
 * The editors' list: every case in its public order, its state, what each language has, and one
 * way to change the order. Without JavaScript each case's ↑ ↓ buttons post a move; once hydrated
 * the same buttons, the arrow keys on a case's handle and a drag of the handle (mouse or touch)
 * move it at once, save the whole order and say so in the live region, the focus staying on the case.
 */
export function CaseList({ t, lang, entries, flash, move, clock }: Props) {
  const [order, setOrder] = useState(entries);
  const [status, setStatus] = useState('');
  const [hydrated, setHydrated] = useState(false);
  const [focus, setFocus] = useState<Focus>();
  const controls = useRef(new Map<string, HTMLElement>());
  const saving = useRef(Promise.resolve());
  const sensors = useSensors(useSensor(PointerSensor));
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    // A move button's form is remembered: its button takes the focus.
    const control = focus && controls.current.get(`${focus.id}-${focus.control}`);
    (control instanceof HTMLFormElement ? control.querySelector('button') : control)?.focus();
  }, [focus, order]);

  const titleOf = (id: unknown) => order.find((entry) => entry.id === id)?.title ?? '';
  const positionOf = (id: unknown) => String(order.findIndex((entry) => entry.id === id) + 1);

  /** Shows `next`, says where case `id` now is, and saves the order (after any save still on its way). */
  function reordered(next: readonly EditorListEntry[], id: number) {
    if (next === order) return;
    setOrder([...next]);
    const moved = format(t.reorder.moved, {
      title: titleOf(id),
      position: String(next.findIndex((entry) => entry.id === id) + 1),
      count: String(next.length),
    });
    setStatus(moved);
    const posted = new FormData();
    posted.set('order', orderField(next));
    saving.current = saving.current.then(async () => {
      const answer = await actions.staff.cases.reorder(posted).catch(() => undefined);
      setStatus(`${moved} ${answer && !answer.error ? t.reorder.saved : t.reorder.failed}`);
    });
  }

  function stepped(id: number, by: -1 | 1, control: Focus['control']) {
    const next = movedBy(order, id, by);
    const index = next.findIndex((entry) => entry.id === id);
    // A button disabled at the end of the list cannot hold the focus: the handle takes it.
    const stuck = (control === 'up' && index === 0) || (control === 'down' && index === next.length - 1);
    setFocus({ id, control: stuck ? 'handle' : control });
    reordered(next, id);
  }

  function keyed(event: KeyboardEvent, id: number) {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    stepped(id, event.key === 'ArrowUp' ? -1 : 1, 'handle');
  }

  function submitted(event: SubmitEvent<HTMLFormElement>, id: number, by: -1 | 1) {
    event.preventDefault();
    stepped(id, by, by < 0 ? 'up' : 'down');
  }

  function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const id = Number(active.id);
    setFocus({ id, control: 'handle' });
    reordered(
      movedTo(
        order,
        id,
        order.findIndex((entry) => entry.id === over.id),
      ),
      id,
    );
  }

  const remember = (key: string) => (element: HTMLElement | null) => {
    if (element) controls.current.set(key, element);
    else controls.current.delete(key);
  };

  return (
    <StaffClockOf clock={clock}>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {flash ? <Notice kind={flash.kind}>{flash.message}</Notice> : null}
      <div className={styles.actions}>
        <ButtonLink href="/staff/cases/new">{t.newCase}</ButtonLink>
        <ButtonLink href="/staff/cases/export.json" variant="secondary" download="cases.json">
          {t.exportJson}
        </ButtonLink>
        <ButtonLink href="/staff/cases/import" variant="secondary">
          {t.importJson}
        </ButtonLink>
      </div>
      {order.length ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={dropped}
          accessibility={{
            screenReaderInstructions: { draggable: t.reorder.hint },
            announcements: {
              onDragStart: ({ active }) =>
                format(t.reorder.picked, { title: titleOf(active.id), position: positionOf(active.id) }),
              onDragOver: ({ active, over }) =>
                over ? format(t.reorder.over, { title: titleOf(active.id), position: positionOf(over.id) }) : undefined,
              onDragEnd: () => undefined,
              onDragCancel: ({ active }) => format(t.reorder.cancelled, { title: titleOf(active.id) }),
            },
          }}
        >
          <TableScroll label={t.table.caption}>
            <table className={`${tables.table} ${tables.records}`} id="cases-table">
              <caption>{t.table.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.table.case}</th>
                  <th scope="col">{t.table.state}</th>
                  <th scope="col">{t.table.languages}</th>
                  <th scope="col">{t.table.order}</th>
                </tr>
              </thead>
              <SortableContext items={order.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
                <tbody>
                  {order.map((entry, index) => (
                    <CaseRow key={entry.id} entry={entry} t={t} lang={lang}>
                      {(handle) => (
                        <div className={styles.move}>
                          {hydrated ? (
                            <button
                              type="button"
                              className={styles.handle}
                              {...handle.attributes}
                              {...handle.listeners}
                              aria-label={format(t.reorder.handle, { title: entry.title })}
                              aria-keyshortcuts="ArrowUp ArrowDown"
                              ref={remember(`${entry.id}-handle`)}
                              onKeyDown={(event) => keyed(event, entry.id)}
                            >
                              ⠿
                            </button>
                          ) : null}
                          <form
                            method="post"
                            action={`/staff/cases${move}`}
                            className={styles.inline}
                            ref={remember(`${entry.id}-up`)}
                            onSubmit={(event) => submitted(event, entry.id, -1)}
                          >
                            <input type="hidden" name="case" value={entry.id} />
                            <input type="hidden" name="direction" value="up" />
                            <Button
                              type="submit"
                              size="sm"
                              variant="secondary"
                              disabled={index === 0}
                              aria-label={format(t.table.moveUp, { title: entry.title })}
                            >
                              ↑
                            </Button>
                          </form>
                          <form
                            method="post"
                            action={`/staff/cases${move}`}
                            className={styles.inline}
                            ref={remember(`${entry.id}-down`)}
                            onSubmit={(event) => submitted(event, entry.id, 1)}
                          >
                            <input type="hidden" name="case" value={entry.id} />
                            <input type="hidden" name="direction" value="down" />
                            <Button
                              type="submit"
                              size="sm"
                              variant="secondary"
                              disabled={index === order.length - 1}
                              aria-label={format(t.table.moveDown, { title: entry.title })}
                            >
                              ↓
                            </Button>
                          </form>
                        </div>
                      )}
                    </CaseRow>
                  ))}
                </tbody>
              </SortableContext>
            </table>
            <p className={styles.hint}>{t.table.legend}</p>
            <p className={styles.hint} id="reorder-hint">
              {hydrated ? t.reorder.hint : t.reorder.hintWithoutScript}
            </p>
          </TableScroll>
          <p role="status" className={styles.hint} id="reorder-status">
            {status}
          </p>
        </DndContext>
      ) : (
        <p>{t.table.empty}</p>
      )}
    </StaffClockOf>
  );
}
