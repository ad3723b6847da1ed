import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { format, type StaffMessages } from '../../../i18n';
import styles from './Cases.module.css';

interface Props {
  t: StaffMessages['cases']['reorder'];
  cases: { id: number; title: string }[];
}

/**
 * Drag and drop (pointer, or the keyboard: Space, arrows, Space) to reorder the cases, saved at
 * once. Shown only with JavaScript; the table's ↑ ↓ buttons do the same without it.
 */
export function SortableCases({ t, cases }: Props) {
  const [order, setOrder] = useState(cases);
  const [status, setStatus] = useState('');
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const titleOf = (id: unknown) => order.find((entry) => entry.id === id)?.title ?? '';
  const positionOf = (id: unknown) => String(order.findIndex((entry) => entry.id === id) + 1);

  async function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const next = arrayMove(
      order,
      order.findIndex((entry) => entry.id === active.id),
      order.findIndex((entry) => entry.id === over.id),
    );
    setOrder(next);
    const answer = await fetch('/staff/cases', {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams({ intent: 'reorder', order: next.map((entry) => entry.id).join(',') }),
    }).catch(() => undefined);
    if (answer?.ok) {
      setStatus(t.saved);
      location.reload();
    } else {
      setStatus(t.failed);
    }
  }

  return (
    <section aria-labelledby="reorder-title">
      <h2 id="reorder-title">{t.title}</h2>
      <p className={styles.hint} id="reorder-hint">
        {t.hint}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        accessibility={{
          screenReaderInstructions: { draggable: t.hint },
          announcements: {
            onDragStart: ({ active }) => format(t.picked, { title: titleOf(active.id), position: positionOf(active.id) }),
            onDragOver: ({ active, over }) => (over ? format(t.over, { title: titleOf(active.id), position: positionOf(over.id) }) : undefined),
            onDragEnd: ({ active, over }) => (over ? format(t.dropped, { title: titleOf(active.id), position: positionOf(over.id) }) : undefined),
            onDragCancel: ({ active }) => format(t.cancelled, { title: titleOf(active.id) }),
          },
        }}
      >
        <SortableContext items={order.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
          <ol className={styles.sortable} id="sortable-cases">
            {order.map((entry) => (
              <SortableCase key={entry.id} id={entry.id} title={entry.title} label={format(t.handle, { title: entry.title })} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p role="status" className={styles.hint}>
        {status}
      </p>
    </section>
  );
}

function SortableCase({ id, title, label }: { id: number; title: string; label: string }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={isDragging ? styles.dragging : undefined}>
      <button type="button" className={styles.handle} aria-label={label} {...attributes} {...listeners}>
        ⠿
      </button>{' '}
      {title}
    </li>
  );
}
